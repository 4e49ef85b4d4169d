/**
 * The smart receipt is the service's: whatever shop name, price, date or link the page claims,
 * the message carries the order's own, and one order's receipt goes out a limited number of times.
 */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../src/api/contract/calls.ts';
import { createDemoApp } from './app.ts';
import { RECEIPT_LIMITS } from './receipts.ts';
import type { ReceivedReceipt } from './state.ts';
import { counterOrderBody, NOW, orderBody, paidCardOrder, placeOrder, postJson, SECRET } from './test-support.ts';

const APP_ORIGIN = 'https://order.example.com';

function clock(start = NOW) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

function appAt(now: () => Date, appOrigin: string | null = APP_ORIGIN): Hono {
  return createDemoApp({ secret: SECRET, now, ...(appOrigin === null ? {} : { appOrigin }) });
}

async function receipts(app: Hono): Promise<ReceivedReceipt[]> {
  return ((await (await app.request('/__demo/received')).json()) as { receipts: ReceivedReceipt[] }).receipts;
}

/** What an honest page sends: the values of the payment result it shows. */
async function honestBody(app: Hono, printGroupUuid: string, phoneNumber = '01012345678') {
  const result = (await (await app.request(`/api/payment/result?mchtTrdNo=${printGroupUuid}`)).json()) as {
    shopInfo: { shopName: string; shopSeq: number };
    trdAmt: number;
    trdDtm: string;
  };
  return {
    phoneNumber,
    storeName: result.shopInfo.shopName,
    productPrice: result.trdAmt,
    orderDate: result.trdDtm,
    urlMobile: `${APP_ORIGIN}/payment/receipt/${printGroupUuid}`,
    printGroupUuid,
    shopSeq: result.shopInfo.shopSeq,
  };
}

const send = (app: Hono, body: unknown, key?: string) =>
  postJson(app, '/api/messaging/receipt', body, key ? { [IDEMPOTENCY_HEADER]: key } : {});

describe('the receipt message is built from the order', () => {
  const lies = [
    ['a lower price', { productPrice: 1 }],
    ['another shop name', { storeName: '가짜 가게 — call 010-0000-0000' }],
    ['another date', { orderDate: '19990101000000' }],
    ['a link to another site', { urlMobile: 'https://phish.example/payment/receipt/x' }],
    [
      'all of them',
      { productPrice: 999_999, storeName: 'Evil', orderDate: '20000101000000', urlMobile: 'http://evil.test/' },
    ],
  ] as const;

  it.each(lies)('a page that claims %s gets the order’s values sent', async (_, lie) => {
    const { now } = clock();
    const app = appAt(now);
    const { printGroupUuid } = await paidCardOrder(app);
    const honest = await honestBody(app, printGroupUuid);
    expect((await send(app, { ...honest, ...lie })).status).toBe(200);
    const [receipt] = await receipts(app);
    expect(receipt?.message).toEqual({
      phoneNumber: honest.phoneNumber,
      printGroupUuid,
      shopSeq: 1,
      storeName: '한옥마을 비빔밥',
      productPrice: 11000,
      orderDate: honest.orderDate,
      urlMobile: `${APP_ORIGIN}/payment/receipt/${printGroupUuid}`,
    });
    // No field the page lied about carries the lie.
    for (const [field, value] of Object.entries(lie)) {
      expect(receipt?.message[field as keyof typeof receipt.message]).not.toBe(value);
    }
  });

  it('an honest page’s values are the message exactly', async () => {
    const app = appAt(clock().now);
    const { printGroupUuid } = await paidCardOrder(app);
    const honest = await honestBody(app, printGroupUuid);
    await send(app, honest);
    expect((await receipts(app))[0]?.message).toEqual(honest);
  });

  it('a counter order’s receipt carries its total and the time it was placed', async () => {
    const app = appAt(clock().now);
    const body = counterOrderBody();
    await placeOrder(app, body);
    const honest = await honestBody(app, body.printGroupUuid);
    await send(app, { ...honest, productPrice: 10 });
    expect((await receipts(app))[0]?.message).toMatchObject({ productPrice: 8000, orderDate: '20250602120000' });
  });

  it('links to the origin the request came in on when no app origin is set', async () => {
    const app = appAt(clock().now, null);
    const { printGroupUuid } = await paidCardOrder(app);
    await send(app, { ...(await honestBody(app, printGroupUuid)), urlMobile: 'https://phish.example/' });
    expect((await receipts(app))[0]?.message.urlMobile).toBe(`http://localhost/payment/receipt/${printGroupUuid}`);
  });

  it('refuses an order it does not hold, another shop’s order, and an order not yet paid', async () => {
    const app = appAt(clock().now);
    const { printGroupUuid } = await paidCardOrder(app);
    const honest = await honestBody(app, printGroupUuid);
    const unknown = await send(app, { ...honest, printGroupUuid: 'no-such-order' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'unknown_order' } });
    expect((await send(app, { ...honest, shopSeq: 3 })).status).toBe(404);
    const unpaid = await placeOrder(app, orderBody());
    const refused = await send(app, { ...honest, printGroupUuid: unpaid.printGroupUuid });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'not_placed' } });
    expect(await receipts(app)).toHaveLength(0);
  });
});

describe('how often one order’s receipt is sent', () => {
  it('a second send to the same phone within a minute is "already sent" and sends nothing; after it, once more', async () => {
    const { now, advance } = clock();
    const app = appAt(now);
    const { printGroupUuid } = await paidCardOrder(app);
    const body = await honestBody(app, printGroupUuid);
    expect((await send(app, body, 'key-1')).status).toBe(200);
    advance(RECEIPT_LIMITS.perPhoneIntervalMs - 1);
    expect((await send(app, body, 'key-2')).status).toBe(208);
    expect(await receipts(app)).toHaveLength(1);
    advance(1);
    expect((await send(app, body, 'key-3')).status).toBe(200);
    expect(await receipts(app)).toHaveLength(2);
  });

  it(`goes to at most ${RECEIPT_LIMITS.phonesPerOrder} phone numbers`, async () => {
    const app = appAt(clock().now);
    const { printGroupUuid } = await paidCardOrder(app);
    const phones = ['01011110000', '01022220000', '01033330000', '01044440000'];
    const statuses: number[] = [];
    for (const phone of phones) statuses.push((await send(app, await honestBody(app, printGroupUuid, phone))).status);
    expect(statuses).toEqual([200, 200, 200, 409]);
    const refused = await send(app, await honestBody(app, printGroupUuid, '01044440000'));
    expect(await refused.json()).toMatchObject({ error: { code: 'receipt_limit' } });
    expect((await receipts(app)).map((r) => r.message.phoneNumber)).toEqual(phones.slice(0, 3));
  });

  it(`causes at most ${RECEIPT_LIMITS.sendsPerOrder} messages in all`, async () => {
    const { now, advance } = clock();
    const app = appAt(now);
    const { printGroupUuid } = await paidCardOrder(app);
    const statuses: number[] = [];
    for (let i = 0; i < RECEIPT_LIMITS.sendsPerOrder + 1; i++) {
      statuses.push((await send(app, await honestBody(app, printGroupUuid, `0101234000${i % 2}`))).status);
      advance(RECEIPT_LIMITS.perPhoneIntervalMs);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409]);
    expect(await receipts(app)).toHaveLength(RECEIPT_LIMITS.sendsPerOrder);
  });

  it('a repeat of a send that went out is "already sent", sends nothing, and is never refused by the limit', async () => {
    const app = appAt(clock().now);
    const { printGroupUuid } = await paidCardOrder(app);
    expect((await send(app, await honestBody(app, printGroupUuid, '01011110000'), 'first-send')).status).toBe(200);
    for (const phone of ['01022220000', '01033330000']) await send(app, await honestBody(app, printGroupUuid, phone));
    expect((await send(app, await honestBody(app, printGroupUuid, '01044440000'))).status).toBe(409);
    const repeat = await send(app, await honestBody(app, printGroupUuid, '01011110000'), 'first-send');
    expect(repeat.status).toBe(208);
    expect(await receipts(app)).toHaveLength(3);
  });

  it('limits each order on its own', async () => {
    const app = appAt(clock().now);
    const first = await paidCardOrder(app);
    const second = await paidCardOrder(app);
    expect((await send(app, await honestBody(app, first.printGroupUuid))).status).toBe(200);
    expect((await send(app, await honestBody(app, second.printGroupUuid))).status).toBe(200);
  });
});
