/** Receipts and history posts, including the replays of the app's offline queue. */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../src/api/contract/calls.ts';
import { makeApp, paidCardOrder, postJson } from './test-support.ts';

function receiptFor(printGroupUuid: string) {
  return {
    phoneNumber: '01012345678',
    storeName: '한옥마을 비빔밥',
    productPrice: 11000,
    orderDate: '20250602120000',
    urlMobile: `https://demo.test/payment/receipt/${printGroupUuid}`,
    printGroupUuid,
    shopSeq: 1,
  };
}

async function received(app: Hono) {
  return (await (await app.request('/__demo/received')).json()) as {
    history: { body: { url: string }; idempotencyKey: string | null; at: string }[];
    receipts: { body: { printGroupUuid: string }; idempotencyKey: string | null }[];
  };
}

describe('receipt', () => {
  it('answers 200 the first time for a print group and 208 after', async () => {
    const app = makeApp();
    const { printGroupUuid } = await paidCardOrder(app);
    expect((await postJson(app, '/api/messaging/receipt', receiptFor(printGroupUuid))).status).toBe(200);
    expect((await postJson(app, '/api/messaging/receipt', receiptFor(printGroupUuid))).status).toBe(208);
    expect((await received(app)).receipts).toHaveLength(1);
  });

  it('records a replayed idempotency key once and answers the replay 208', async () => {
    const app = makeApp();
    const { printGroupUuid } = await paidCardOrder(app);
    const headers = { [IDEMPOTENCY_HEADER]: 'receipt-key-1' };
    expect((await postJson(app, '/api/messaging/receipt', receiptFor(printGroupUuid), headers)).status).toBe(200);
    expect((await postJson(app, '/api/messaging/receipt', receiptFor(printGroupUuid), headers)).status).toBe(208);
    const { receipts } = await received(app);
    expect(receipts).toEqual([
      expect.objectContaining({ idempotencyKey: 'receipt-key-1', body: receiptFor(printGroupUuid) }),
    ]);
  });

  it('refuses a receipt for an order it does not know (404)', async () => {
    expect((await postJson(makeApp(), '/api/messaging/receipt', receiptFor('nobody'))).status).toBe(404);
  });
});

describe('history', () => {
  it('records each visit, and a replayed idempotency key only once (200 both times)', async () => {
    const app = makeApp();
    const headers = { [IDEMPOTENCY_HEADER]: 'visit-1' };
    expect((await postJson(app, '/api/history', { url: '/1/1?token=a' }, headers)).status).toBe(200);
    expect((await postJson(app, '/api/history', { url: '/1/1?token=a' }, headers)).status).toBe(200);
    expect((await postJson(app, '/api/history', { url: '/1/1?token=a' })).status).toBe(200);
    const { history } = await received(app);
    expect(history.map((entry) => entry.idempotencyKey)).toEqual(['visit-1', null]);
    expect(history[0]).toMatchObject({ body: { url: '/1/1?token=a' }, at: '2025-06-02T03:00:00.000Z' });
  });
});
