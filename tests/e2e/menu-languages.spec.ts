import type { Page } from '@playwright/test';
import type { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { type MenuTable, scan, skipHomePopups, slideFullyShown, tableOf } from '../support/menu-journey.ts';

/** The language dialog's names as the demo service sends them, what the interface says (the page title too), the menu's name. */
const LANGUAGES = [
  {
    name: 'English',
    lang: 'en',
    dir: 'ltr',
    allMenu: 'All menu',
    title: 'Menu list',
    meal: 'Meals',
    menu: 'Hot stone bibimbap',
  },
  {
    name: '日本語',
    lang: 'ja',
    dir: 'ltr',
    allMenu: '全メニュー',
    title: 'メニュー一覧',
    meal: '食事',
    menu: '石焼きビビンバ',
  },
  { name: '中文', lang: 'zh-Hans', dir: 'ltr', allMenu: '全部菜单', title: '菜单列表', meal: '主食', menu: '石锅拌饭' },
  {
    name: 'العربية',
    lang: 'ar',
    dir: 'rtl',
    allMenu: 'القائمة كاملة',
    title: 'قائمة الطعام',
    meal: 'الوجبات',
    menu: 'بيبيمباب في وعاء حجري ساخن',
  },
  {
    name: 'Tiếng Việt',
    lang: 'vi',
    dir: 'ltr',
    allMenu: 'Tất cả',
    title: 'Danh sách thực đơn',
    meal: 'Món chính',
    menu: 'Cơm trộn bát đá',
  },
  {
    name: 'Русский',
    lang: 'ru',
    dir: 'ltr',
    allMenu: 'Всё меню',
    title: 'Меню',
    meal: 'Основные блюда',
    menu: 'Пибимпап в каменной чаше',
  },
  {
    name: '한국어',
    lang: 'ko',
    dir: 'ltr',
    allMenu: '전체메뉴',
    title: '메뉴 리스트',
    meal: '식사',
    menu: '돌솥비빔밥',
  },
] as const;

test('the language dialog switches the interface and the menu names to each of the seven languages', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  const bar = page.getByRole('navigation').last();
  for (const language of LANGUAGES) {
    await page.locator('.navbar-end .icon-btn').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button')).toHaveCount(8);
    await dialog.getByRole('button', { name: language.name }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await expect(bar.getByRole('link').first()).toHaveText(language.allMenu);
    await expect(page).toHaveTitle(language.title);
    await expect(bar.getByRole('link', { name: language.meal, exact: true })).toBeVisible();
    await expect(page.getByRole('region').nth(1).getByRole('link').first()).toContainText(language.menu);
  }
  expect(await page.evaluate(() => localStorage.getItem('table-order:v1:locale'))).toBe('ko');
});

test('Arabic lays the screens out right to left and they still work', async ({ page, demo, expectNoAxeViolations }) => {
  await skipHomePopups(page);
  // A narrower phone: the carousel's three dishes do not all fit, so it has to move.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('table-order:v1:locale', 'al'));
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('navigation', { name: 'أقسام القائمة' });
  const first = await bar.getByRole('link').first().boundingBox();
  const second = await bar.getByRole('link').nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
  const carousel = page.getByRole('region', { name: 'مقترح' });
  // The strip runs the other way round, and "next" still brings the last dish into view: first on
  // the native strip, then (the tap fetched it) with keen-slider, back and forth.
  const slides = carousel.getByRole('listitem');
  const firstSlide = await slides.first().boundingBox();
  const secondSlide = await slides.nth(1).boundingBox();
  expect(firstSlide && secondSlide && firstSlide.x > secondSlide.x).toBe(true);
  expect(await slideFullyShown(slides.last())).toBe(false);
  const next = carousel.getByRole('button', { name: 'الأطباق المقترحة التالية' });
  await next.click();
  await expect.poll(() => slideFullyShown(slides.last())).toBe(true);
  await expect(carousel.locator('.reco-track')).toHaveClass(/is-keen/);
  await carousel.getByRole('button', { name: 'الأطباق المقترحة السابقة' }).click();
  await expect.poll(() => slideFullyShown(slides.last())).toBe(false);
  await next.click();
  await expect.poll(() => slideFullyShown(slides.last())).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/menu-shots/home-ar.png' });

  await bar.getByRole('link', { name: 'مشروبات', exact: true }).click();
  await page.getByRole('region', { name: 'مشروبات' }).getByRole('link', { name: /كولا/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'كولا' })).toBeVisible();
  await page.screenshot({ path: '/tmp/menu-shots/detail-ar.png' });
  await page.getByRole('button', { name: /أضف إلى السلة/ }).click();
  await expect(page.getByText('تمت الإضافة إلى السلة.')).toBeVisible();
  await expect(page.getByRole('link', { name: /عرض السلة/ })).toBeVisible();
});

test.describe('on a phone set to English', () => {
  test.use({ locale: 'en-US' });

  test('the first visit to a shop with languages picks the browser language', async ({ page, demo }) => {
    await skipHomePopups(page);
    await scan(page, await tableOf(demo, 'dine-in', 'pg-smartro', 'locales'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('table-order:v1:locale-chosen'))).toBe('true');
  });

  test('a shop without languages keeps Korean and shows no language button', async ({ page, demo }) => {
    await skipHomePopups(page);
    await scan(page, await tableOf(demo, 'dine-in', 'no-pg', 'no-locales'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('button', { name: '언어' })).toHaveCount(0);
    // No gateway: no seller information.
    await expect(page.getByRole('contentinfo').getByRole('heading')).toHaveCount(0);
  });
});

test('the first visit picks the language the phone had as the page started, whatever the browser answers by the time the shop does', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  let answerShop = () => {};
  const shopAnswered = new Promise<void>((resolve) => {
    answerShop = resolve;
  });
  await page.route('**/api/shopInfo?*', async (route) => {
    await shopAnswered;
    await route.continue();
  });
  await page.goto(table.link);
  // The app has started (its router exists) and waits for the shop's answer.
  await page.waitForFunction(() => '__TSR_ROUTER__' in window);
  // What a page being left reads in Chromium: the browser's own default, not the phone's language.
  const cdp = await page.context().newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: 'en-US' });
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  answerShop();
  await page.locator('main.menu-home').waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('table-order:v1:locale'))).toBe('ko');
});

async function russianOn320(page: Page, demo: DemoService): Promise<MenuTable> {
  await skipHomePopups(page);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.addInitScript(() => localStorage.setItem('table-order:v1:locale', 'ru'));
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  return table;
}

test('on a 320 px phone in Russian the seller details give the number room', async ({ page, demo }) => {
  await russianOn320(page, demo);
  // The long term does not squeeze the number beside it into a column of digits.
  const number = page.getByRole('contentinfo').locator('dd', { hasText: '123-45-67890' });
  await number.scrollIntoViewIfNeeded();
  const lineHeight = await number.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((await number.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
});

test('on a 320 px phone in Russian the image viewer’s tools, Close included, fit the screen', async ({
  page,
  demo,
}) => {
  const table = await russianOn320(page, demo);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/104`);
  await page.locator('.detail-picture').click();
  const viewer = page.getByRole('dialog');
  const close = viewer.getByRole('button', { name: 'Закрыть' });
  await expect(close).toBeInViewport({ ratio: 1 });
  await expect(viewer.getByRole('button', { name: 'Сбросить' })).toBeInViewport({ ratio: 1 });
  await close.click();
  await expect(viewer).toBeHidden();
});

test('the language lists are fetched on the session’s first visit only: a reload still names the languages without them', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/locale\//.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await expect.poll(() => asked.length).toBe(3);

  await page.reload();
  await page.locator('.menu-category').first().waitFor();
  await page.locator('.navbar-end .icon-btn').first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'English' })).toBeVisible();
  expect(asked).toHaveLength(3);
});
