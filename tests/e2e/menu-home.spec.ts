import { expect, test } from '../support/fixtures.ts';
import {
  categoryBarEnd,
  menuLink,
  scan,
  scrollToElement,
  skipHomePopups,
  slideFullyShown,
  tableOf,
} from '../support/menu-journey.ts';

test('a table link opens the menu home with its header, tags, categories, carousel, banner, footer and popups', async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);

  // The notice once a session, markup stripped, then the first-time popup with the promotion.
  const notice = page.getByRole('dialog', { name: '공지' });
  await expect(notice).toContainText('오늘의 공지 재료 소진 시 조기 마감됩니다.');
  await expect(notice).not.toContainText('<');
  await notice.getByRole('button', { name: '확인' }).click();
  const promotion = page.getByRole('dialog', { name: '오픈 기념 식혜 서비스' });
  await expect(promotion).toContainText('식혜 한 잔을 무료로');
  await promotion.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible();
  await expect(page.getByRole('button', { name: '언어' })).toBeVisible();
  await expect(page.getByRole('button', { name: '뒤로' })).toHaveCount(0);
  // Open 00:00–00:00 is around the clock: no business-hours tag.
  await expect(page.getByRole('list', { name: '매장 정보' }).getByRole('listitem')).toHaveText(['1번 테이블']);

  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  await expect(bar.getByRole('link')).toHaveText([
    '전체메뉴',
    '추천',
    '식사',
    '면류',
    '사이드',
    '음료',
    '주류',
    '계절 메뉴',
  ]);
  await expect(bar.getByRole('link', { name: '추천' })).toHaveAttribute('aria-current', 'true');

  const carousel = page.getByRole('region', { name: '추천' });
  await expect(carousel.getByRole('listitem')).toHaveCount(3);
  await expect(carousel.getByRole('link').first()).toContainText('돌솥비빔밥');
  await expect(carousel.getByRole('link').first()).toContainText('12,000원');
  // keen-slider is not fetched with the page: it takes over the strip once the diner reaches for it.
  await page.waitForLoadState('networkidle');
  await expect(carousel.locator('.reco-track')).not.toHaveClass(/is-keen/);
  await carousel.getByRole('button', { name: '다음 추천 메뉴' }).click();
  await expect(carousel.locator('.reco-track')).toHaveClass(/is-keen/);

  const banner = page.getByRole('link', { name: '매장 이벤트 (새 탭에서 열림)' });
  await expect(banner).toHaveAttribute('href', 'https://www.example.com/hanok-event');
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('rel', 'noopener noreferrer');

  // A name with markup is text; its image tag never reaches the page.
  await expect(await menuLink(page, /군만두 특가/)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // A menu without a picture shows a placeholder; an empty category says so.
  await expect((await menuLink(page, /잔치국수/)).locator('.thumb-empty')).toBeVisible();
  const seasonal = page.getByRole('region', { name: '계절 메뉴' });
  await seasonal.scrollIntoViewIfNeeded();
  await expect(seasonal).toContainText('아직 메뉴가 없어요.');
  await page.evaluate(() => window.scrollTo(0, 0));

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: '판매자 정보' })).toBeVisible();
  await expect(footer).toContainText('123-45-67890');

  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/menu-shots/home.png' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the category bar follows scrolling, jumps to a category, and all menu switches to the grid', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  const current = bar.locator('[aria-current="true"]');
  await expect(current).toHaveText('추천');

  await scrollToElement(page, '#menu-section-2', 80);
  await expect(current).toHaveText('사이드');
  await scrollToElement(page, '#menu-section-1', 80);
  await expect(current).toHaveText('면류');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(current).toHaveText('계절 메뉴');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current).toHaveText('추천');

  await bar.getByRole('link', { name: '음료' }).click();
  await expect(current).toHaveText('음료');
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: '음료' })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:current-category'))).toBe(
    'category:cat-1-drinks',
  );

  await bar.getByRole('link', { name: '전체메뉴' }).click();
  const grid = page.getByRole('region', { name: '전체 메뉴' });
  // Tiles are built as the diner scrolls down to them.
  await expect(grid.getByRole('listitem')).not.toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid.getByRole('listitem')).toHaveCount(18);
  await grid.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: '식사' })).toHaveCount(0);
  await expect(grid.getByRole('link', { name: /갈비탕/ })).toContainText('품절');
  await expect(grid.getByRole('link', { name: /갈비탕/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(grid.getByRole('link', { name: /돌솥비빔밥/ })).toContainText('추천');
  await page.screenshot({ path: '/tmp/menu-shots/grid.png' });

  // The session keeps the current category across a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: '전체 메뉴' })).toBeVisible();
  await expect(current).toHaveText('전체메뉴');

  await bar.getByRole('link', { name: '면류' }).click();
  await expect(page.getByRole('heading', { name: '면류' })).toBeInViewport();
  await expect(current).toHaveText('면류');
  await expect(page.getByRole('region', { name: '전체 메뉴' })).toHaveCount(0);
});

test('the large shop renders its hundreds of menus in sections, far ones ten to a block, the browser may skip off screen', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'large');
  await scan(page, table);
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  // The bar draws the links near what it shows; each tells its place among all 32.
  await expect(bar.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '32');
  expect(await bar.getByRole('link').count()).toBeLessThan(20);
  // Every category is a section near the screen, or a part of a block of ten far from it.
  await expect(page.locator('.menu-category, .menu-block-part')).toHaveCount(30);
  const skippable = (el: Element) => getComputedStyle(el).contentVisibility;
  expect(await page.locator('.menu-category').first().evaluate(skippable)).toBe('auto');
  expect(await page.locator('.menu-block').first().evaluate(skippable)).toBe('auto');
  const last = await categoryBarEnd(bar);
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#menu-section-29 h2')).toBeInViewport();
});

test('by keyboard: a slide reached with Tab moves into view, and focus follows the diner into a menu and back', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  // A narrower phone: the carousel's three dishes do not all fit.
  await page.setViewportSize({ width: 360, height: 740 });
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  const carousel = page.getByRole('region', { name: '추천' });
  const slides = carousel.getByRole('listitem');
  expect(await slideFullyShown(slides.last())).toBe(false);
  await slides.first().getByRole('link').focus();
  // Focus inside is the diner reaching for the carousel: keen-slider takes over.
  await expect(carousel.locator('.reco-track')).toHaveClass(/is-keen/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(slides.last().getByRole('link')).toBeFocused();
  await expect.poll(() => slideFullyShown(slides.last())).toBe(true);

  const card = await menuLink(page, /물냉면/);
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/201$`));
  // The link that opened the detail is gone with the home: the detail's title takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: '뒤로' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  // Back on the same menu, not at the top of four hundred of them.
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();

  // A recommended menu is in the carousel and in its category: back to the one the diner used.
  const listed = page.getByRole('region', { name: '식사' }).getByRole('link', { name: /돌솥비빔밥/ });
  await listed.scrollIntoViewIfNeeded();
  await listed.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toBeFocused();
  await page.goBack();
  await expect(listed).toBeFocused();

  // A screen whose code comes later still gets the focus once it is there.
  await page.getByRole('button', { name: /^장바구니/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeFocused();
});

test('the phone’s own text size enlarges the menu’s text', async ({ page, demo }) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  const browserTextSize = await page.context().newCDPSession(page);
  await browserTextSize.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  await scan(page, table);
  const size = await page
    .getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  // The title is 1 rem: 16 px at the usual text size, 24 px when the diner asks for 24 px text.
  expect(size).toBeCloseTo(24, 0);
});
