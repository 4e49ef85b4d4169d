import { expect, test } from '../support/fixtures.ts';

const FOOD_STREET = '/group/euljiro-food-street';
const LINKS_ONLY = '/group/hanok-links';

/** Noon in Seoul: the late-night pocha (17:00–03:00) and the closed kitchen are outside their hours. */
const NOON = new Date('2025-03-05T12:00:00+09:00');

test('the group page lists links and shops, greys out a shop outside its hours and keeps the default address', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.clock.install({ time: NOON });
  await page.goto(FOOD_STREET);

  await expect(page.getByRole('heading', { level: 1, name: '을지로 먹자골목' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:default-address'))).toBe(
    '서울특별시 중구 을지로 157',
  );

  const banner = page.getByRole('link', { name: /을지로 먹자골목 배너/ });
  await expect(banner).toHaveAttribute('href', 'https://www.example.com/euljiro');
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('rel', 'noopener noreferrer');

  const mapLink = page.getByRole('link', { name: /골목 지도 보기/ });
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
  await expect(mapLink).toHaveAttribute('target', '_blank');
  // A link without a scheme gets https://; a javascript: link is never rendered as a link.
  await expect(page.getByRole('link', { name: /이번 주 이벤트/ })).toHaveAttribute(
    'href',
    'https://www.example.com/euljiro-event',
  );
  await expect(page.getByText('수상한 링크')).toBeVisible();
  await expect(page.getByRole('link', { name: /수상한 링크/ })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  const open = page.getByRole('listitem').filter({ hasText: '할매 순대국밥' });
  await expect(open).toContainText('09:00');
  await expect(open).toContainText('22:00');
  const order = open.getByRole('link', { name: /주문하기/ });
  await expect(order).toHaveAttribute('href', '/api/order-link?randomCode=Gb6tM1yc');
  await expect(order).toHaveAttribute('target', '_blank');

  const closed = page.getByRole('listitem').filter({ hasText: '을지로 심야포차' });
  await expect(closed).toContainText('주문 가능 시간이 아니에요');
  await expect(closed.getByRole('link')).toHaveCount(0);
  await expect(closed).toHaveClass(/is-closed/);
  await expect(page.getByRole('listitem').filter({ hasText: '오늘은 쉬어요 식당' })).toContainText(
    '주문 가능 시간이 아니에요',
  );
  await expectNoAxeViolations(page);
});

test('the search box filters shops and links by name, ignoring case', async ({ page }) => {
  await page.clock.install({ time: NOON });
  await page.goto(FOOD_STREET);
  const search = page.getByRole('searchbox', { name: '매장 검색' });
  await expect(search).toHaveAttribute('placeholder', '매장 이름을 입력하세요');

  await search.fill('을지로');
  await expect(page.getByRole('listitem').filter({ hasText: '을지로 분식' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '을지로 심야포차' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '할매 순대국밥' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '골목 지도 보기' })).toHaveCount(0);

  await search.fill('지도');
  await expect(page.getByRole('link', { name: /골목 지도 보기/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '매장' })).toHaveCount(0);

  await search.fill('없는 가게');
  await expect(page.getByRole('status').filter({ hasText: '없는 가게' })).toBeVisible();

  await search.fill('');
  await expect(page.getByRole('listitem').filter({ hasText: '할매 순대국밥' })).toBeVisible();
});

test('a name search ignores letter case', async ({ page }) => {
  await page.route('**/api/shop/group?*', async (route) => {
    const response = await route.fetch();
    const group = await response.json();
    group.customLinkList = [
      { linkSeq: 9, linkName: 'Seoul Food MAP', imagePath: null, linkUrl: 'https://example.com' },
    ];
    await route.fulfill({ response, json: group });
  });
  await page.goto(FOOD_STREET);
  await page.getByRole('searchbox').fill('food map');
  await expect(page.getByRole('link', { name: /Seoul Food MAP/ })).toBeVisible();
});

test('a group with links only has no search box and drops the default address', async ({ page }) => {
  await page.goto(FOOD_STREET);
  await expect(page.getByRole('heading', { level: 1, name: '을지로 먹자골목' })).toBeVisible();
  await page.goto(LINKS_ONLY);
  await expect(page.getByRole('heading', { level: 1, name: '한옥마을 안내' })).toBeVisible();
  await expect(page.getByRole('link', { name: /북촌 한옥마을 안내/ })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:default-address'))).toBeNull();
});

test('an unknown group says it was not found', async ({ expectFailedRequests, page }) => {
  expectFailedRequests(/\/api\/shop\/group\?groupCode=no-such-group$/);
  await page.goto('/group/no-such-group');
  await expect(page.getByRole('heading', { name: '그룹을 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('링크나 QR 코드');
});
