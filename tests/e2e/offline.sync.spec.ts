/**
 * Offline journey: what the diner sends without a connection — the visit record and a smart
 * receipt — is kept in the outbox (the worker says so with its marked 202) and reaches the order
 * service exactly once when the connection returns (the service's own received-counts prove it).
 * An answer the service cannot give yet (503) keeps the entry for the next round instead of losing it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openTable } from '../support/cart-seed.ts';
import { navigateInApp } from '../support/client-navigation.ts';
import { placeCounterOrder } from '../support/demo-orders.ts';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline, waitForWorker, waitUntilReadyOffline } from '../support/offline.ts';
import { outboxEntries, outboxSettled, watchOutboxSends } from '../support/settled.ts';

/** Resolves with the detail of the next window event of that name. */
function nextWindowEvent(page: Page, name: string): Promise<unknown> {
  return page.evaluate(
    (type) =>
      new Promise((resolve) =>
        window.addEventListener(type, (e) => resolve((e as CustomEvent).detail), { once: true }),
      ),
    name,
  );
}

/** Sends a POST the way the app's client does, through the worker; status and X-Queued back. */
function postFromPage(page: Page, path: string, body: unknown, idempotencyKey: string) {
  return page.evaluate(
    async ({ path, body, idempotencyKey }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      });
      return { status: response.status, queued: response.headers.get('X-Queued') };
    },
    { path, body, idempotencyKey },
  );
}

test('a visit recorded offline reaches the service once the connection returns, exactly once', async ({
  page,
  context,
  demo,
}) => {
  // The page's sends and the worker's.
  const sends = watchOutboxSends(context);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  const visitPath = `/${table.shopSeq}/${table.tableNum}`;
  const visits = async () => (await demo.received()).history.filter((h) => h.body.url === visitPath);
  await expect.poll(async () => (await visits()).length).toBe(1);

  await goOffline(context, demo);
  const queued = nextWindowEvent(page, 'request-queued');
  // The diner scans the table's code again while the phone has no network.
  await navigateInApp(page, `${visitPath}?token=${table.token}`);
  expect(await queued).toEqual({ queue: 'history' });
  await expect(page).toHaveURL(new RegExp(`/list${visitPath}$`));
  expect(await visits()).toHaveLength(1);

  await goOnline(context, demo);
  await expect.poll(async () => (await visits()).length, { timeout: 15_000 }).toBe(2);
  const replayed = (await visits())[1];
  expect(replayed?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

  // The browser's sync and the page's own replay request both ran; still one delivery.
  await outboxSettled(page, sends);
  expect(await visits()).toHaveLength(2);
});

test('a receipt sent offline is queued, sent once when online, and the page hears it went out', async ({
  page,
  context,
  demo,
  request,
}) => {
  const bunsik = await demo.entry('no-pg', 'order-status-tab', 'dine-in');
  const [, shopSeq, tableNum] = /^\/(\d+)\/(\d+)/.exec(DemoService.pathOf(bunsik.url)) ?? [];
  const printGroupUuid = await placeCounterOrder(request, demo, {
    shopSeq: Number(shopSeq),
    tableNum: Number(tableNum),
    lines: [{ menuSeq: 3001, quantity: 2, totalPrice: 8000 }],
  });
  const sends = watchOutboxSends(context);
  await page.goto('/');
  await waitForWorker(page);

  await goOffline(context, demo);
  const receipt = {
    phoneNumber: '01012345678',
    storeName: '을지로 분식',
    productPrice: 8000,
    orderDate: '20261121120000',
    urlMobile: `http://127.0.0.1/payment/receipt/${printGroupUuid}`,
    printGroupUuid,
    shopSeq: Number(shopSeq),
  };
  const replayedEvent = nextWindowEvent(page, 'receipt-replayed');
  const answer = await postFromPage(page, '/api/messaging/receipt', receipt, randomUUID());
  expect(answer).toEqual({ status: 202, queued: '1' });
  expect((await demo.received()).receipts).toHaveLength(0);

  await goOnline(context, demo);
  await expect.poll(async () => (await demo.received()).receipts.length, { timeout: 15_000 }).toBe(1);
  expect(await replayedEvent).toEqual({ printGroupUuid, status: 200 });
  await outboxSettled(page, sends);
  expect((await demo.received()).receipts).toHaveLength(1);
});

test('a 503 keeps a visit record in the outbox, and it is delivered once when the service is back', async ({
  expectFailedRequests,
  page,
  context,
  demo,
}) => {
  const sends = watchOutboxSends(context);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitForWorker(page);
  const visitPath = `/${table.shopSeq}/${table.tableNum}`;
  const visits = async () => (await demo.received()).history.filter((h) => h.body.url === visitPath);
  await expect.poll(async () => (await visits()).length).toBe(1);

  await demo.fault({ path: '/api/history', method: 'POST', status: 503 });
  expectFailedRequests(/\/api\/history(\?|$)/);
  // The diner scans again while the service is busy: the worker hands the 503 back, the page keeps it.
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/history' && response.status() === 503,
  );
  await navigateInApp(page, `${visitPath}?token=${table.token}`);
  await expect(page).toHaveURL(new RegExp(`/list${visitPath}$`));
  await refused;
  await expect.poll(() => outboxEntries(page)).toBe(1);
  expect(await visits()).toHaveLength(1);

  await demo.clearFaults();
  // What WebKit and Firefox rely on: the page's own outbox round when the connection returns.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await visits()).length, { timeout: 10_000 }).toBe(2);
  await outboxSettled(page, sends);
  expect(await visits()).toHaveLength(2);
});
