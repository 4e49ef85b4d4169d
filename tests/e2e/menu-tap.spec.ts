import { expect, test } from '../support/fixtures.ts';
import { menuLink, scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';

test.beforeEach(async ({ page }) => {
  await skipHomePopups(page);
});

test('a closed shop answers a menu tap with the orange not-business-time toast', async ({ page, demo }) => {
  const table = await tableOf(demo, 'closed');
  await scan(page, table);
  await page
    .getByRole('link', { name: /제육볶음/ })
    .first()
    .click();
  const toast = page.getByRole('status').filter({ hasText: '지금은 영업시간이 아니어서 주문할 수 없어요.' });
  await expect(toast).toBeVisible();
  expect(await toast.locator('.toast').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 68, 0)');
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await page.screenshot({ path: '/tmp/menu-shots/closed.png' });
});

test('a sold-out menu does not open', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  const soldOut = await menuLink(page, /갈비탕/);
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  // Playwright refuses to click what is aria-disabled; a diner's finger does not.
  await soldOut.click({ force: true });
  await expect(page.getByText('품절된 메뉴예요.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
});

test('a delaying menu shows the peak-hour popup, then its detail once the popup is closed', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await page
    .getByRole('region', { name: '식사' })
    .getByRole('link', { name: /불고기 정식/ })
    .click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('지금은 주문이 많은 시간이라');
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/103$`));
  await expect(page.getByRole('heading', { level: 2, name: '불고기 정식' })).toBeVisible();
  // Back on the menu the popup came between, focus is on the menu that was tapped.
  await page.goBack();
  await expect(page.getByRole('region', { name: '식사' }).getByRole('link', { name: /불고기 정식/ })).toBeFocused();
});

test('a shop in its break time shows its hours and breaks and refuses a tap', async ({ page, demo }) => {
  // Grandma Gukbap: open 09:00–22:00, a daily break 15:00–16:30. Wednesday 2026-11-25, 15:10 in Seoul.
  await page.clock.setFixedTime(new Date('2026-11-25T15:10:00+09:00'));
  const table = await tableOf(demo, 'break-time', 'business-hours');
  await scan(page, table);
  await expect(page.getByRole('list', { name: '매장 정보' }).getByRole('listitem')).toHaveText([
    '1번 테이블',
    '영업시간 09:00–22:00',
    '브레이크타임 매일 15:00–16:30',
    '브레이크타임 월 및 수 20:00–21:00',
    '브레이크타임 토 11:00–11:30',
  ]);
  await page.getByRole('link', { name: /돼지국밥/ }).click();
  await expect(page.getByText('지금은 영업시간이 아니어서 주문할 수 없어요.')).toBeVisible();
});
