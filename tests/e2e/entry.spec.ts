import type { Page } from '@playwright/test';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { outboxSettled, watchOutboxSends } from '../support/settled.ts';
import { WAITING_SHOPS } from '../support/waiting.ts';

test('a table link keeps the token, records the visit and opens the menu list with the shop name', async ({
  page,
  demo,
  request,
}) => {
  const entry = await demo.entry('dine-in', 'pg');
  const link = DemoService.pathOf(entry.url);
  const { shopSeq, tableNum } = link.match(/^\/(?<shopSeq>\d+)\/(?<tableNum>\d+)/)?.groups ?? {};
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${shopSeq}`)).json();

  await page.goto(link);

  await expect(page).toHaveURL(new RegExp(`/list/${shopSeq}/${tableNum}$`));
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect(await page.evaluate(() => Object.entries(sessionStorage).find(([k]) => k.endsWith(':token'))?.[1])).toBe(
    token,
  );
  await expect
    .poll(async () => (await demo.received()).history.map((h) => h.body.url))
    .toContain(`/${shopSeq}/${tableNum}`);
});

test('the page itself asks for the menu data while the app loads, and each call goes out once', async ({
  page,
  demo,
}) => {
  const entry = await demo.entry('dine-in', 'pg');
  const link = DemoService.pathOf(entry.url);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const calls: { path: string; authorization: string | undefined; beforeApp: boolean }[] = [];
  let appStarted = false;
  // The app cannot run before its own file has arrived: any call asked for before that came from
  // the page.
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/app-')) appStarted = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || request.method() !== 'GET') return;
    calls.push({ path: url.pathname, authorization: request.headers().authorization, beforeApp: !appStarted });
  });

  await page.goto(link);
  await expect(page.locator('.menu-category').first()).toBeVisible();

  const startup = [
    '/api/session/check',
    '/api/shopInfo',
    '/api/category',
    '/api/table/info',
    '/api/breakTime',
    '/api/promotion',
  ];
  for (const path of startup)
    expect(
      calls.filter((c) => c.path === path),
      path,
    ).toHaveLength(1);
  // Sent by the page before the app had started, with the table token where due.
  const early = calls.filter((c) => ['/api/session/check', '/api/shopInfo', '/api/category'].includes(c.path));
  expect(early.every((c) => c.beforeApp && c.authorization === `Bearer ${token}`)).toBe(true);
});

/** Puts a picture whose host never answers on the page: its load event never comes. */
async function holdPageLoad(page: Page): Promise<void> {
  await page.route('**/img/never-answers.png', () => undefined);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const picture = document.createElement('img');
      picture.src = '/img/never-answers.png';
      picture.alt = '';
      document.body.append(picture);
    });
  });
}

test('a picture that is slow to come does not hold back the visit record', async ({ page, demo, request }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${table.shopSeq}`)).json();
  await holdPageLoad(page);

  await page.goto(table.link, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();

  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect
    .poll(async () => (await demo.received()).history.map((h) => h.body.url), { timeout: 8_000 })
    .toContain(`/${table.shopSeq}/${table.tableNum}`);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test('a first visit whose signal drops before the visit is recorded records it once the signal is back', async ({
  expectFailedRequests,
  page,
  context,
  demo,
  request,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${table.shopSeq}`)).json();
  const sends = watchOutboxSends(page);
  // The page's load never ends (a picture that never comes), so the record waits for its 3 s limit
  // and the service worker, which starts after the load, is not there to queue it.
  await holdPageLoad(page);
  await page.goto(table.link, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();
  const recordFailed = page.waitForEvent('requestfailed', (failed) => /\/api\/history$/.test(failed.url()));
  await context.setOffline(true);
  // Offline, the record fails, and so do the menu's pictures still on their way.
  expectFailedRequests(/\/api\/history$/, /\/img\/menu\/\d+\/\d+\.png(\?.*)?$/);
  await recordFailed;
  expect((await demo.received()).history).toEqual([]);

  await context.setOffline(false);
  const visits = async () =>
    (await demo.received()).history.filter((h) => h.body.url === `/${table.shopSeq}/${table.tableNum}`).length;
  await expect.poll(visits, { timeout: 8_000 }).toBe(1);
  await outboxSettled(page, sends);
  expect(await visits()).toBe(1);
});

test('on a slow start the page shows the shop’s banner before the app has arrived', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${table.shopSeq}`)).json();
  // The app's code never arrives: what shows is the page's own start-up frame.
  await page.route('**/assets/*.js', (route) => route.abort());
  expectFailedRequests(/\/assets\/[^/]+\.js$/);

  await page.goto(table.link);

  const banner = page.locator('#root .boot-shell-banner-img');
  // The frame asks for the banner's own picture, at a width the resizer makes for its place.
  const escaped = String(shop.bannerFilePath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(banner).toHaveAttribute('src', new RegExp(`^/img/${escaped}\\?w=\\d+&fm=\\w+$`));
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // The frame is decoration for sighted diners only; the app's own banner is the named link.
  await expect(page.locator('#root > .app')).toHaveAttribute('aria-hidden', 'true');
});

test('while the app’s code is on its way, the page lays out each text style of the menu once', async ({
  expectFailedRequests,
  page,
  demo,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await page.route('**/assets/*.js', (route) => route.abort());
  expectFailedRequests(/\/assets\/[^/]+\.js$/);

  await page.goto(table.link);

  const lines = page.locator('#root .boot-font-warmup span');
  await expect(lines).toHaveCount(6);
  const styles = await lines.evaluateAll((spans) =>
    spans.map((span) => `${getComputedStyle(span).fontSize} ${getComputedStyle(span).fontWeight}`),
  );
  expect(styles).toEqual(['12px 700', '14px 400', '14px 700', '16px 400', '16px 700', '18px 700']);
  // Laid out but never drawn.
  await expect(page.locator('#root .boot-font-warmup')).toBeHidden();
});

test('a diner who chose another language gets the first screen’s words of that catalog with the app’s code, on the menu and on any other screen', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  const catalogs: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (/\/assets\/messages-(first|rest)-[\w-]+\.js$/.test(path)) catalogs.push(path);
  });
  // Only the page itself runs: what it asks for is what arrives with the app's code. The boot
  // script asks for the diner's catalog; the page's own hints name only the menu screen's files.
  await page.route('**/assets/*.js', (route) => route.abort());
  expectFailedRequests(/\/assets\/[^/]+\.js$/);
  await page.addInitScript(() => localStorage.setItem('table-order:v1:locale', 'ru'));

  for (const address of [table.link, '/waiting/10']) {
    catalogs.length = 0;
    await page.goto(address);
    await expect(page.locator('#root .boot-font-warmup span')).toHaveCount(6);
    expect(catalogs).toEqual([expect.stringMatching(/\/messages-first-/)]);
    // The first screen's part: the menu's words, not the payment screen's or the waiting list's.
    const catalog = await (await request.get(catalogs[0] ?? '')).text();
    expect(catalog).toContain('Всё меню');
    expect(catalog).not.toContain('Адрес доставки');
    expect(catalog).not.toContain('Запись в очередь');
  }
});

test('another screen than the menu brings the rest of the diner’s catalog before it shows', async ({
  page,
  request,
}) => {
  const catalogs: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (/\/assets\/messages-(first|rest)-[\w-]+\.js$/.test(path)) catalogs.push(path);
  });
  await page.addInitScript(() => localStorage.setItem('table-order:v1:locale', 'ru'));

  await page.goto('/waiting/10');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rest = catalogs.find((path) => /\/messages-rest-/.test(path));
  expect(rest).toBeDefined();
  // The rest holds the other screens' words; the page logged no message missing from its catalog.
  const catalog = await (await request.get(rest ?? '')).text();
  expect(catalog).toContain('Адрес доставки');
  expect(catalog).toContain('Запись в очередь');
});

test.describe(() => {
  // A screen file that does not arrive is reported in the console each time the router asks for
  // it: its code, or the styles that come with it.
  test.use({ allowedConsoleErrors: [/dynamically imported module|Unable to preload CSS/] });

  test('a screen file that does not arrive leaves the diner in the app, not on a reloaded page', async ({
    expectFailedRequests,
    page,
  }) => {
    // The signal drops while the waiting page's own file is on its way (the menu's code comes with
    // the app's start-up files), and is still gone when the app asks whether the server answers
    // before it would load the page again.
    let blocked = true;
    await page.route('**/assets/_shopSeq-*.js', (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.route('**/waiting/**', (route) =>
      blocked && route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.continue(),
    );
    expectFailedRequests(/\/assets\/_shopSeq-[\w-]+\.js$/, /\/waiting\/\d+$/);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);

    await expect(page.getByRole('heading', { level: 1, name: '페이지를 열 수 없어요' })).toBeVisible();
    // Reloading would have ended on the browser's own offline page with a real dropped signal.
    expect(loads).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)).toBe('navigate');
    blocked = false;
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('button', { name: '등록하기' })).toBeVisible();
  });

  test('a screen that cannot be opened offline says so in the diner’s language and opens on retry', async ({
    expectFailedRequests,
    page,
    demo,
  }) => {
    await skipHomePopups(page);
    const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
    // Before the app is saved on the phone, nothing but the menu's own files has arrived: offline,
    // the app's files it had not loaded yet (the cart's code and styles), the menu's pictures still
    // on their way and the icon fail.
    expectFailedRequests(/\/assets\/[\w.-]+\.(?:js|css)$/, /\/img\/menu\/\d+\/\d+\.png(\?.*)?$/, /\/favicon\.svg$/);
    await scan(page, table);
    await page.context().setOffline(true);

    await page.getByRole('button', { name: '장바구니', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: '페이지를 열 수 없어요' })).toBeVisible();
    await expect(page.getByText('인터넷에 연결되어 있지 않아요.', { exact: false })).toBeVisible();
    // The connection comes back: the screen tries again by itself, no tap needed.
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeFocused();
  });
});
