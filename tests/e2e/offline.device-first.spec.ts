/**
 * Device-first journeys: a table screen the diner has seen before opens from the phone at once,
 * whatever the network does, and the network's answers update it in place; paying waits for a
 * live session check; a first visit on a signal too weak to answer says so within seconds.
 *
 * Network states, as a phone in a patio lives them:
 * - online;
 * - offline: the phone has no network at all;
 * - lie-fi: the phone says online, but the order service's calls never answer;
 * - slow: every call of the order service answers after 2 s.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { Category, Menu } from '../../src/api/contract/entities.ts';
import { idbPut, type OpenTable, openTable, readCartLines, seedCart } from '../support/cart-seed.ts';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline, waitUntilReadyOffline } from '../support/offline.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';
import { registerByApi } from '../support/waiting.ts';

type NetworkState = 'online' | 'offline' | 'lie-fi' | 'slow';

const SERVICE_CALLS = '**/api/**';

/** Far under the client's 10 s request timeout and the worker's 4 s network wait. */
const FROM_THE_PHONE_MS = 2_500;

async function setNetwork(context: BrowserContext, demo: DemoService, state: NetworkState): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  if (state === 'offline') {
    await goOffline(context, demo);
    return;
  }
  await goOnline(context, demo);
  if (state === 'lie-fi') await context.route(SERVICE_CALLS, () => undefined);
  if (state === 'slow') {
    await context.route(SERVICE_CALLS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    });
  }
}

/** Holds the service's calls matching `pattern` unanswered until the test lets them through. */
async function holdCalls(context: BrowserContext, pattern: string): Promise<Route[]> {
  const held: Route[] = [];
  await context.route(pattern, (route) => {
    held.push(route);
  });
  return held;
}

async function menusOf(page: Page, shopSeq: number): Promise<Menu[]> {
  const categories = (await (await page.request.get(`/api/category?shopSeq=${shopSeq}`)).json()) as Category[];
  return categories.flatMap((c) => c.menus ?? []);
}

/** Opens `path` and returns how long it took until `ready` was on screen. */
async function timeToScreen(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await ready();
  return Date.now() - started;
}

/** A table the diner opened once online; its menu, cart and order log are on the phone. */
async function seenBefore(page: Page, demo: DemoService): Promise<{ table: OpenTable; menu: Menu }> {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  const menu = (await menusOf(page, table.shopSeq)).find((m) => !m.outOfStock);
  if (!menu) throw new Error('no menu on sale');
  await seedCart(page, page.request, table, [{ menuSeq: menu.menuSeq, quantity: 2 }]);
  await seedOrderLog(page, [
    orderLogEntry({ shopSeq: table.shopSeq, tableNum: table.tableNum, menuName: '지난번 비빔밥', quantity: 1 }),
  ]);
  return { table, menu };
}

/** The phone's last session answer for the table, made older than the bound that lets the diner pay. */
async function ageKeptCheck(page: Page, table: OpenTable): Promise<void> {
  await idbPut(page, `table-order:v1:session-check:${table.token}`, {
    live: true,
    shopSeq: table.shopSeq,
    tableNum: table.tableNum,
    checkedAt: Date.now() - 10 * 60_000,
  });
}

/** The phone's kept copy of the table's menu, made as old as if the service last gave it `minutes` ago. */
async function ageKeptMenu(page: Page, table: OpenTable, minutes: number): Promise<number> {
  return page.evaluate(
    ([key, ageMs]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const read = store.get(key);
          read.onsuccess = () => {
            const kept = read.result as { confirmedAt: number };
            const confirmedAt = Date.now() - ageMs;
            store.put({ ...kept, confirmedAt }, key);
            store.transaction.oncomplete = () => resolve(confirmedAt);
          };
        };
      }),
    [`table-order:v1:table-snapshot:${table.shopSeq}:${table.tableNum}`, minutes * 60_000] as const,
  );
}

for (const state of ['online', 'offline', 'lie-fi', 'slow'] as const) {
  test(`${state}: the menu list, a menu detail, the cart, the order log and the waiting page open from the phone`, async ({
    expectFailedRequests,
    page,
    context,
    demo,
    request,
  }) => {
    test.setTimeout(90_000);
    const { table, menu } = await seenBefore(page, demo);
    const waitingUuid = await registerByApi(request);
    const waiting = await (await request.get(`/api/shop/waiting/${waitingUuid}`)).json();
    await page.goto(`/waiting/complete/${waitingUuid}`);
    await expect(page.getByText(waiting.shopName).first()).toBeVisible();

    // The order log seeded on the phone is unknown to the service (404 for its print log);
    // offline, the session check fails and the worker answers 504 for pictures it never kept.
    expectFailedRequests(/\/api\/print\/log\/all\?printGroupUuid=pg-seeded-1$/);
    if (state === 'offline')
      expectFailedRequests(
        /\/api\/session\/check\?shopSeq=1&tableNum=1$/,
        /\/img\/(menu\/1\/\d+|promotion\/1)\.png(\?.*)?$/,
      );
    await setNetwork(context, demo, state);
    const { shopSeq, tableNum } = table;

    const list = await timeToScreen(page, `/list/${shopSeq}/${tableNum}`, () =>
      expect(page.locator('.menu-category').first()).toBeVisible(),
    );
    await expect(page).toHaveURL(new RegExp(`/list/${shopSeq}/${tableNum}$`));
    expect(list, 'menu list on screen').toBeLessThan(FROM_THE_PHONE_MS);

    const detail = await timeToScreen(page, `/${shopSeq}/${tableNum}/${menu.menuSeq}`, () =>
      expect(page.getByRole('heading', { name: menu.menuName })).toBeVisible(),
    );
    expect(detail, 'menu detail on screen').toBeLessThan(FROM_THE_PHONE_MS);

    const cart = await timeToScreen(page, `/cart/${shopSeq}/${tableNum}`, () =>
      expect(page.locator('main').getByText(menu.menuName).first()).toBeVisible(),
    );
    await expect(page).toHaveURL(new RegExp(`/cart/${shopSeq}/${tableNum}$`));
    expect(cart, 'cart on screen').toBeLessThan(FROM_THE_PHONE_MS);

    const log = await timeToScreen(page, `/order/log/${shopSeq}/${tableNum}/false`, () =>
      expect(page.getByText('지난번 비빔밥').first()).toBeVisible(),
    );
    expect(log, 'order log on screen').toBeLessThan(FROM_THE_PHONE_MS);

    const complete = await timeToScreen(page, `/waiting/complete/${waitingUuid}`, () =>
      expect(page.getByText(waiting.shopName).first()).toBeVisible(),
    );
    expect(complete, 'waiting page on screen').toBeLessThan(FROM_THE_PHONE_MS);

    await setNetwork(context, demo, 'online');
  });
}

test('a menu that sold out while the diner browsed from the phone turns sold out in place once the network answers, and the line saying how old the menu is goes away', async ({
  page,
  context,
  demo,
}) => {
  const { table } = await seenBefore(page, demo);
  // Lie-fi, with the calls held rather than lost, so the test can let the answer through later.
  const held = await holdCalls(context, SERVICE_CALLS);
  const confirmedAt = await ageKeptMenu(page, table, 5);
  const keptAt = await page.evaluate(
    (at) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    confirmedAt,
  );
  await page.goto(`/list/${table.shopSeq}/${table.tableNum}`);
  const freshness = page.getByText(`${keptAt} 기준 메뉴`);
  await expect(freshness).toBeVisible();
  // A menu in the first section on screen, not also in the recommended carousel above it (whose
  // tile, gaining its own sold-out tag, would rightly grow).
  await expect(page.locator('.menu-category .menu-card').first()).toBeVisible();
  const menus = await menusOf(page, table.shopSeq);
  const names = await page.locator('.menu-category .menu-card:not(.is-sold-out) .menu-card-name').allTextContents();
  const target = names.map((n) => menus.find((m) => m.menuName === n.trim())).find((m) => m && !m.isRecommended);
  if (!target) throw new Error('no menu on sale outside the recommendations');
  const name = target.menuName;
  const card = page.locator('.menu-category .menu-card').filter({ hasText: name }).first();
  await expect(card).not.toHaveClass(/is-sold-out/);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The wheel scrolls smoothly: wait until it has come to rest.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  // Where the diner's menu sits on the screen: the refresh must not move it.
  const onScreen = async () => (await card.boundingBox())?.y ?? Number.NaN;
  const before = await onScreen();

  // Meanwhile the restaurant marks the menu sold out: the service's answer, when it comes, says so.
  await expect.poll(() => held.some((r) => r.request().url().includes('/api/category'))).toBe(true);
  for (const route of held.splice(0)) {
    if (!route.request().url().includes('/api/category')) {
      await route.continue().catch(() => undefined);
      continue;
    }
    const response = await route.fetch();
    const categories = (await response.json()) as Category[];
    for (const category of categories) {
      for (const m of category.menus ?? []) if (m.menuSeq === target.menuSeq) m.outOfStock = true;
    }
    await route.fulfill({ response, json: categories });
  }
  await expect(card).toHaveClass(/is-sold-out/);
  await expect(card.getByText('품절')).toBeVisible();
  await expect(freshness).toBeHidden();
  expect(Math.abs((await onScreen()) - before)).toBeLessThanOrEqual(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('pay waits for a live check, and an “expired” that comes late moves the diner to the expired page with the cart kept', async ({
  page,
  context,
  demo,
}) => {
  const { table, menu } = await seenBefore(page, demo);
  const checks = await holdCalls(context, '**/api/session/check**');

  // The phone's verdict is ten minutes old and the session check hangs: the payment page opens
  // after its short wait, with pay disabled.
  await ageKeptCheck(page, table);
  await page.goto(`/payment/${table.shopSeq}/${table.tableNum}`);
  const paused = page.getByText('테이블 정보를 확인하지 못해 주문이 잠시 중지되었습니다.');
  await expect(paused).toBeVisible({ timeout: 6_000 });
  // The check answers live: pay comes on.
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  for (const route of checks.splice(0)) await route.continue().catch(() => undefined);
  await expect(paused).toHaveCount(0);

  // The cart, opened later on a stale verdict, shows at once; the check answers "expired" late.
  await ageKeptCheck(page, table);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.locator('main').getByText(menu.menuName).first()).toBeVisible();
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  for (const route of checks.splice(0)) await route.fulfill({ json: false });
  await expect(page).toHaveURL(new RegExp(`/expired/${table.shopSeq}/${table.tableNum}$`));
  expect((await readCartLines(page, table)).map((l) => l.menuSeq)).toEqual([menu.menuSeq]);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('pay waits for the shop’s settings to come from the service, never a kept copy', async ({
  page,
  context,
  demo,
}) => {
  const { table } = await seenBefore(page, demo);
  const held = await holdCalls(context, '**/api/shopInfo**');
  await page.goto(`/payment/${table.shopSeq}/${table.tableNum}`);
  const paused = page.getByText('테이블 정보를 확인하지 못해 주문이 잠시 중지되었습니다.');
  await expect(paused).toBeVisible({ timeout: 6_000 });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await expect(paused).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe(() => {
  // The router logs the screen's failure.
  test.use({ allowedConsoleErrors: [/ApiError: (sessionCheck|shopInfo): timeout/] });

  test('a first visit in lie-fi says within seconds that the connection is too weak, and retry opens the menu', async ({
    page,
    context,
    demo,
  }) => {
    const entry = await demo.entry('dine-in', 'pg');
    await context.route(SERVICE_CALLS, () => undefined);
    const started = Date.now();
    await page.goto(DemoService.pathOf(entry.url));
    await expect(page.getByText('연결이 약해서 메뉴를 불러오지 못했어요.', { exact: false })).toBeVisible({
      timeout: 8_000,
    });
    expect(Date.now() - started).toBeLessThan(7_000);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.locator('.menu-category').first()).toBeVisible();
  });

  test('retry after a first visit in lie-fi asks anew while the first calls still hang, and opens the menu', async ({
    page,
    context,
    demo,
  }) => {
    const entry = await demo.entry('dine-in', 'pg');
    // The first visit's calls hang for good; once the signal is back, new calls are answered.
    const stalled: Route[] = [];
    let signal = false;
    await context.route(SERVICE_CALLS, (route) => (signal ? route.continue() : void stalled.push(route)));
    await page.goto(DemoService.pathOf(entry.url));
    await expect(page.getByText('연결이 약해서 메뉴를 불러오지 못했어요.', { exact: false })).toBeVisible({
      timeout: 8_000,
    });
    signal = true;
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.locator('.menu-category').first()).toBeVisible();
    for (const route of stalled.splice(0)) await route.continue().catch(() => undefined);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
