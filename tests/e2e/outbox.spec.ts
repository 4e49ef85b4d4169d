/**
 * The visit record goes through the page's outbox, so it reaches the service with no service
 * worker at all (these journeys block workers, as in-app browsers do): from a tab closed a moment
 * after the scan, and from a first visit in "lie-fi", where the phone says it is online but the
 * request fails.
 */
import { navigateInApp } from '../support/client-navigation.ts';
import { placeCounterOrder } from '../support/demo-orders.ts';
import { expect, test } from '../support/fixtures.ts';
import { tableOf } from '../support/menu-journey.ts';
import { counterReceipt } from '../support/payment-flow.ts';
import { outboxSettled, watchOutboxSends } from '../support/settled.ts';

test('a tab closed a moment after the scan still records the visit, once', async ({ page, context, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro');
  // A picture that never comes holds the page's load, so the record is still waiting when the tab goes.
  await page.route('**/img/**', () => undefined);
  await page.goto(table.link, { waitUntil: 'commit' });
  // The page's load never comes (the picture is held): the menu's address is enough.
  await page.waitForURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`), { waitUntil: 'commit' });
  await page.close({ runBeforeUnload: true });

  const visitPath = `/${table.shopSeq}/${table.tableNum}`;
  const visits = async () => (await demo.received()).history.filter((h) => h.body.url === visitPath);
  await expect.poll(async () => (await visits()).length, { timeout: 8_000 }).toBe(1);

  // The next time the app opens, the kept entry goes again under its key: still one visit.
  const next = await context.newPage();
  const sends = watchOutboxSends(next);
  await next.goto('/');
  // Its start round has sent whatever was kept, and had its answer.
  await outboxSettled(next, sends);
  expect(await visits()).toHaveLength(1);
});

test('a first visit whose record fails while the phone says it is online ("lie-fi") records it later, once', async ({
  page,
  demo,
  expectFailedRequests,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro');
  expectFailedRequests(/\/api\/history$/);
  const sends = watchOutboxSends(page);
  let failures = 0;
  await page.route('**/api/history', async (route) => {
    if (failures < 1) {
      failures += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.goto(table.link);
  await page.waitForURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect.poll(() => failures, { timeout: 8_000 }).toBe(1);
  const visitPath = `/${table.shopSeq}/${table.tableNum}`;
  const visits = async () => (await demo.received()).history.filter((h) => h.body.url === visitPath);
  expect(await visits()).toHaveLength(0);

  // The diner switches apps and back: the page tries again as it becomes visible.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await visits()).length, { timeout: 8_000 }).toBe(1);
  await outboxSettled(page, sends);
  expect(await visits()).toHaveLength(1);
});

test('a table’s code opened in the running app from an order’s result page opens that table and records its visit', async ({
  page,
  demo,
  request,
}) => {
  await counterReceipt(page, demo, request);
  const next = await tableOf(demo, 'dine-in', 'pg-smartro');
  const visitPath = `/${next.shopSeq}/${next.tableNum}`;
  const visits = async () => (await demo.received()).history.filter((h) => h.body.url === visitPath);

  // The result page stands on an entry of its own for Back; opening an address moves forward from it.
  await navigateInApp(page, next.link);
  await expect(page).toHaveURL(new RegExp(`/list/${next.shopSeq}/${next.tableNum}$`));
  await expect(page.locator('main.menu-home')).toBeVisible();
  await expect.poll(async () => (await visits()).length, { timeout: 8_000 }).toBe(1);

  // Back returns to the result page, as after any screen opened from it.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  expect(await visits()).toHaveLength(1);
});

test('a result page opened from its link, with no table token, does not make the table’s next scan look expired', async ({
  page,
  demo,
  request,
}) => {
  const table = await tableOf(demo, 'no-pg', 'order-status-tab', 'dine-in');
  const printGroupUuid = await placeCounterOrder(request, demo, {
    shopSeq: table.shopSeq,
    tableNum: table.tableNum,
    lines: [{ menuSeq: 3001, quantity: 1, totalPrice: 4000 }],
  });
  // The receipt message's link: this tab holds no token, so the service calls its session over.
  await page.goto(`/payment/receipt/${printGroupUuid}`);
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('button', { name: '추가 주문' })).toHaveCount(0);

  await navigateInApp(page, table.link);
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.locator('main.menu-home')).toBeVisible();
  const visitPath = `/${table.shopSeq}/${table.tableNum}`;
  await expect.poll(async () => (await demo.received()).history.filter((h) => h.body.url === visitPath).length).toBe(1);
});
