import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { outboxSettled, watchOutboxSends } from '../support/settled.ts';

test('an expired token leads to the expired page, whose button shows the no-ordered-menu popup', async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  const expired = await tableOf(demo, 'expired-token');
  await page.goto(expired.link);
  await expect(page).toHaveURL(new RegExp(`/expired/${expired.shopSeq}/${expired.tableNum}$`));
  await expect(page.getByRole('heading', { level: 1, name: '만료된 페이지입니다.' })).toBeVisible();
  await expect(page.getByText('테이블의 QR 코드를 다시 스캔해 주세요.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/menu-shots/expired.png' });
  await page.getByRole('button', { name: '주문내역 보기' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(popup).toBeHidden();
});

test.describe('addresses that name no real table go to the error page', () => {
  for (const path of [
    '/list/abc/1',
    '/list/1/-1',
    '/expired/1/abc',
    '/expired/1/999',
    '/expired/999/1',
    '/1/x/101',
    // Addresses no screen answers to, whole or with a segment too many.
    '/list/1/1/extra',
    '/foo/bar/baz/qux',
    '/waiting/abc/def/ghi',
  ]) {
    test(path, async ({ page, expectNoAxeViolations, expectFailedRequests }) => {
      // A shop the service does not know: its 404 is what sends the diner to the error page.
      if (path === '/expired/999/1') expectFailedRequests(/\/api\/shopInfo\?shopSeq=999$/);
      await page.goto(path);
      await expect(page).toHaveURL(/\/error$/);
      await expect(page.getByRole('heading', { level: 1, name: '만료된 페이지입니다.' })).toBeVisible();
      await expect(page).toHaveTitle('만료된 페이지');
      await expect(page.getByRole('button', { name: '주문내역 보기' })).toHaveCount(0);
      if (path === '/list/abc/1') await expectNoAxeViolations(page);
    });
  }

  test.describe(() => {
    // The menu asks for the table's info while its session check is out; the shop store logs the
    // service's 404 for a table it does not have (spec section 8: store failures are logged).
    test.use({ allowedConsoleErrors: [/Loading tableInfo failed/] });

    test('a token of the shop used for a table it does not have', async ({ page, demo, expectFailedRequests }) => {
      const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
      expectFailedRequests(/\/api\/table\/info\?shopSeq=1&tableNum=999$/);
      await page.goto(table.link.replace(/^\/1\/1/, '/1/999'));
      await expect(page).toHaveURL(/\/error$/);
    });
  });
});

test('an address that names no table records no visit', async ({ page, demo }) => {
  const sends = watchOutboxSends(page);
  // The page has loaded, the moment a kept visit record would go.
  await page.goto('/1/x', { waitUntil: 'load' });
  await expect(page).toHaveURL(/\/error$/);
  // Nothing kept to send and nothing sent: no record can reach the service later.
  await outboxSettled(page, sends);
  expect(sends.seen()).toBe(0);
  expect((await demo.received()).history).toEqual([]);
});

test('a failing session check goes to the error page', async ({ page, demo, expectFailedRequests }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await demo.fault({ path: '/api/session/check', status: 500 });
  expectFailedRequests(/\/api\/session\/check\?/);
  await page.goto(table.link);
  await expect(page).toHaveURL(/\/error$/);
});

test('a detail opened without a session goes back to the menu list, which sends an expired table away', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await page.goto(`/${table.shopSeq}/${table.tableNum}/101`);
  await expect(page).toHaveURL(new RegExp(`/expired/${table.shopSeq}/${table.tableNum}$`));

  // With the session, a detail opened directly works, and adding returns to the menu list.
  await scan(page, table);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/401`);
  await expect(page.getByRole('heading', { level: 2, name: '식혜' })).toBeVisible();
  await page.getByRole('button', { name: /장바구니 담기/ }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  // A menu the shop does not have sends the diner to the menu list.
  await page.goto(`/${table.shopSeq}/${table.tableNum}/999999`);
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
});

test('a slow promotion does not hold back the menu: the first-time popup waits for it', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/promotion?*', async (route) => {
    await released;
    await route.continue();
  });

  // The menu and its notice while the promotion is still on its way.
  await scan(page, table);
  await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible();
  await page.getByRole('dialog', { name: '공지' }).getByRole('button', { name: '확인' }).click();
  // Not a welcome that turns into the promotion a moment later: nothing, then the promotion.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const promotion = page.getByRole('dialog', { name: '오픈 기념 식혜 서비스' });
  await expect(promotion).toContainText('식혜 한 잔을 무료로');
});

test.describe('store calls the menu can do without', () => {
  // The stores log their failures; the diner sees the menu.
  test.use({
    allowedConsoleErrors: [/Loading (promotion|breakTime|locales) failed|ApiError: (breakTime|localeShop): timeout/],
  });

  test('a failing promotion or break-time list leaves the menu on screen, and no error page', async ({
    page,
    demo,
    expectFailedRequests,
  }) => {
    const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
    // A 404 of the promotion says nothing about the table: the first-time popup welcomes instead.
    await demo.fault({ path: '/api/promotion', status: 404 });
    expectFailedRequests(/\/api\/promotion\?/);
    await scan(page, table);
    await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
    await page.getByRole('dialog', { name: '공지' }).getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('dialog', { name: '한옥마을 비빔밥에 오신 것을 환영해요' })).toBeVisible();

    // Without break times the menu shows, open by its hours alone.
    await demo.clearFaults();
    await demo.fault({ path: '/api/breakTime', status: 500 });
    expectFailedRequests(/\/api\/breakTime\?/);
    await page.goto(await demo.tableLink(table.shopSeq, table.tableNum));
    await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
    await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible();
    await expect(page.locator('.menu-category').first()).toBeVisible();
  });

  test('a break-time or language list that hangs holds the menu back two seconds at most', async ({ page, demo }) => {
    const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
    await demo.fault({ path: '/api/breakTime', delayMs: 40_000, times: 1 });
    await demo.fault({ path: '/api/locale/shop', delayMs: 40_000, times: 1 });
    const started = Date.now();
    await page.goto(table.link);
    await expect(page.locator('.menu-category').first()).toBeVisible({ timeout: 8_000 });
    // The client's own limit for a call is 10 s: the menu did not wait for it.
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

test.describe('a start-up call that stalls', () => {
  // The store logs the timeout; the diner sees the load-error screen.
  test.use({ allowedConsoleErrors: [/Loading shopInfo failed|ApiError: (shopInfo|sessionCheck): timeout/] });

  test('gives the load-error screen, and “try again” opens the menu once the service answers', async ({
    page,
    demo,
  }) => {
    test.setTimeout(60_000);
    const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
    // Only the boot script's own request stalls; the service answers the next one at once.
    await demo.fault({ path: '/api/shopInfo', delayMs: 40_000, times: 1 });
    await page.goto(table.link);
    const retry = page.getByRole('button', { name: '다시 시도' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await retry.click();
    // Not held behind the stalled request for the same address until it ends.
    await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.menu-category').first()).toBeVisible();
  });
});

test.describe('a start-up call that gets no answer', () => {
  test.use({ allowedConsoleErrors: [/Loading shopInfo failed|ApiError: shopInfo: offline/] });

  test('says the connection dropped while the phone is online, and that it is offline when it is', async ({
    page,
    context,
    demo,
    expectFailedRequests,
  }) => {
    const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
    await demo.fault({ path: '/api/shopInfo', drop: true });
    expectFailedRequests(/\/api\/shopInfo\?/);
    await page.goto(table.link);
    await expect(page.getByText('메뉴를 받는 중에 연결이 끊겼어요. 다시 시도해 주세요.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/오프라인/)).toHaveCount(0);

    // The phone loses its signal on the error screen: the words follow, and when the signal is
    // back the menu loads without a tap.
    await context.setOffline(true);
    await expect(page.getByText(/오프라인 상태이고/)).toBeVisible();
    await demo.clearFaults();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: '한옥마을 비빔밥' })).toBeVisible({ timeout: 15_000 });
  });
});
