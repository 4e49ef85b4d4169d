/**
 * Offline journey: after one visit, the table screens open with no network at all (the phone
 * offline, and the order service dropping every connection for good measure), from the service
 * worker's caches and the device's IndexedDB — with their pictures, and without mistaking "no
 * network" for an expired session.
 */
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  cachedUrls,
  drawnImages,
  goOffline,
  goOnline,
  OFFLINE_LINE,
  waitForWorker,
  waitUntilReadyOffline,
} from '../support/offline.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';

test('the first visit is cached, and the menu list, a menu detail and the cart reload offline with pictures', async ({
  expectFailedRequests,
  page,
  context,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${table.shopSeq}`)).json();
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();
  await waitUntilReadyOffline(page);

  // The first visit loaded before the worker was in control; its data is cached all the same,
  // while personal and session calls never are.
  const cached = await cachedUrls(page);
  const shopData = Object.entries(cached).find(([name]) => name.includes('shop-data'))?.[1] ?? [];
  expect(shopData).toEqual(
    expect.arrayContaining([`/api/shopInfo?shopSeq=${table.shopSeq}`, `/api/category?shopSeq=${table.shopSeq}`]),
  );
  const everything = Object.values(cached).flat();
  const personal = /^\/api\/(session\/check|phone|order\/log\/status|payment\/|print\/|order\/number|shop\/waiting\/)/;
  expect(everything.filter((url) => personal.test(url))).toEqual([]);

  // Pictures the list drew are cached; a menu detail of one of those shows its picture offline.
  const images = Object.entries(cached).find(([name]) => name.includes('images'))?.[1] ?? [];
  type MenuRow = { menuSeq: number; menuName: string; thumbnailPath?: string | null; outOfStock?: boolean };
  const menus: MenuRow[] = (await request.get(`/api/category?shopSeq=${table.shopSeq}`).then((r) => r.json()))
    .flatMap((c: { menus?: MenuRow[] }) => c.menus ?? [])
    .filter((m: MenuRow) => !m.outOfStock);
  // The list asked for each picture at the width and in the format it chose: that variant is kept.
  const first = menus.find(
    (m) => m.thumbnailPath && images.some((url) => url.startsWith(`/img/${m.thumbnailPath}?w=`)),
  );
  const second = menus.find((m) => m !== first);
  if (!first || !second) throw new Error('no menu with a cached picture');
  await seedCart(page, request, table, [
    { menuSeq: first.menuSeq, quantity: 2 },
    { menuSeq: second.menuSeq, quantity: 1 },
  ]);

  // The table token travels on shop info and categories, but never lands in the cache.
  const storedAuthorization = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const key of await (await caches.open(name)).keys()) {
        const value = key.headers.get('authorization');
        if (value) found.push(`${name} ${key.url}`);
      }
    }
    return found;
  });
  expect(storedAuthorization).toEqual([]);

  await goOffline(context, demo);
  // Offline, the session check fails and the worker answers 504 for pictures it never kept.
  expectFailedRequests(
    /\/api\/session\/check\?shopSeq=1&tableNum=1$/,
    /\/img\/(menu\/1\/\d+|promotion\/1)\.png(\?.*)?$/,
  );

  // The menu list: served by the worker, not sent to the expired or the error page. Its data
  // says when it was fetched, for the screens' "saved data" note.
  const shopInfoAnswer = page.waitForResponse((r) => r.url().includes('/api/shopInfo'));
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  const cachedShopInfo = await shopInfoAnswer;
  expect(cachedShopInfo.fromServiceWorker()).toBe(true);
  expect(Date.parse(cachedShopInfo.headers()['x-from-cache-date'] ?? '')).toBeLessThanOrEqual(Date.now());
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
  await expect(page.getByRole('heading', { name: shop.shopName })).toBeVisible();
  await expect(page.getByText(first.menuName).first()).toBeVisible();
  await expect.poll(() => drawnImages(page, '/img/menu/')).toBeGreaterThan(0);

  // A menu detail, opened by address with no network.
  await page.goto(`/${table.shopSeq}/${table.tableNum}/${first.menuSeq}`);
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/${first.menuSeq}$`));
  await expect(page.getByRole('heading', { name: first.menuName })).toBeVisible();
  await expect.poll(() => drawnImages(page, `/img/menu/`)).toBeGreaterThan(0);

  // The cart, from IndexedDB.
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText(first.menuName)).toBeVisible();
  await expect(page.getByText(second.menuName)).toBeVisible();
  await page.screenshot({ path: '/tmp/offline-cart.png' });

  await goOnline(context, demo);
  await expect(page.getByText(OFFLINE_LINE)).toBeHidden();
});

test('the order log and the waiting complete page reload offline from the device', async ({
  expectFailedRequests,
  page,
  context,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  await seedOrderLog(page, [
    orderLogEntry({ shopSeq: table.shopSeq, tableNum: table.tableNum, menuName: '오프라인 비빔밥', quantity: 2 }),
  ]);

  const waiting = await demo.entry('waiting-available');
  const shopSeq = Number(/\/waiting\/(\d+)/.exec(waiting.url)?.[1]);
  const register = await request.post('/api/shop/waiting', {
    data: { shopSeq, userPhoneNumber: '01012345678', adultCount: 2, kidCount: 1 },
  });
  const waitingUuid = (await register.text()).replace(/"/g, '');
  const detail = await (await request.get(`/api/shop/waiting/${waitingUuid}`)).json();

  // Seen once online: the app keeps the registration on the device.
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await waitForWorker(page);
  await expect(page.getByText(detail.shopName).first()).toBeVisible();

  await goOffline(context, demo);
  expectFailedRequests(/\/api\/session\/check\?shopSeq=1&tableNum=1$/);

  await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  await expect(page).toHaveURL(new RegExp(`/order/log/${table.shopSeq}/${table.tableNum}/false$`));
  await expect(page.getByText('오프라인 비빔밥').first()).toBeVisible();

  const reload = await page.goto(`/waiting/complete/${waitingUuid}`);
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(detail.shopName).first()).toBeVisible();
  await expect(page.getByText(String(detail.waitingNumber)).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/offline-waiting.png' });
});

test('a first visit whose signal drops before the worker’s code arrives gets the worker once it is back', async ({
  expectFailedRequests,
  page,
  context,
  demo,
}) => {
  let blocked = true;
  let refused = 0;
  // The worker's registration comes in the file the page loads once it has loaded.
  expectFailedRequests(/\/assets\/after-load-[\w-]+\.js$/);
  await page.route('**/assets/after-load-*.js', (route) => {
    if (!blocked) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await openTable(page, demo, 'dine-in', 'pg');
  // Focus between screens asks for the same file too.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(1);

  blocked = false;
  // Whatever the page was still fetching at that moment (pictures, the next screens' files) is cut
  // off as it would be in a patio: the test is that the worker arrives once the signal is back.
  expectFailedRequests(/\/img\/menu\//, /\/assets\/[\w-]+\.js$/);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitUntilReadyOffline(page);
});
