/** Taking, paying, reading and cancelling orders through the service's HTTP calls. */
import { describe, expect, it } from 'vitest';
import type { OrderStatusLine, PrintLogGroup } from '../src/api/contract/entities.ts';
import {
  counterOrderBody,
  makeApp,
  NOW,
  orderBody,
  paidCardOrder,
  payWithNice,
  placeOrder,
  postJson,
  SECRET,
} from './test-support.ts';
import { isTokenValidFor } from './tokens.ts';

async function printLog(app: ReturnType<typeof makeApp>, uuid: string): Promise<PrintLogGroup> {
  return (await app.request(`/api/print/log/all?printGroupUuid=${uuid}`)).json() as Promise<PrintLogGroup>;
}

async function statusLines(app: ReturnType<typeof makeApp>, shopSeq: number, tableNum: number, locale = 'ko') {
  const res = await app.request(`/api/order/log/status?shopSeq=${shopSeq}&tableNum=${tableNum}&localeCode=${locale}`);
  return (await res.json()) as OrderStatusLine[];
}

describe('placing an order', () => {
  it('places a counter order at once: PENDING, with an order number', async () => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody());
    expect(placed.orderNo).toMatch(/^\d+$/);
    const log = await printLog(app, placed.printGroupUuid);
    expect(log.orderStatus).toEqual({ status: 'PENDING', orderCode: '0001', orderNo: placed.orderNo });
  });

  it('holds a gateway order for card payment: no order number, no status, 204 for its result', async () => {
    const app = makeApp();
    const body = orderBody();
    expect((await placeOrder(app, body)).orderNo).toBeNull();
    expect((await printLog(app, body.printGroupUuid)).orderStatus).toBeNull();
    expect((await app.request(`/api/payment/result?mchtTrdNo=${body.printGroupUuid}`)).status).toBe(204);
    expect(await (await app.request(`/api/order/number/${body.printGroupUuid}`)).text()).toBe('');
    expect(await statusLines(app, 1, 1)).toEqual([]);
  });

  it('answers the payment result, number and status once the card payment is approved', async () => {
    const app = makeApp();
    const { printGroupUuid, orderNo } = await paidCardOrder(app);
    const res = await app.request(`/api/payment/result?mchtTrdNo=${printGroupUuid}`);
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result).toMatchObject({ trdAmt: 11000, trdDtm: '20250602120000', shopInfo: { shopSeq: 1 } });
    expect(result.cardNo).toMatch(/^\d{4}-\d{2}\*\*-\*{4}-\d{4}$/);
    expect(orderNo).toMatch(/^\d+$/);
    expect(await (await app.request(`/api/order/number/${printGroupUuid}`)).text()).toBe('0001');
  });

  it('takes the same print group id twice as one order with the same answer', async () => {
    const app = makeApp();
    const body = counterOrderBody();
    const first = await placeOrder(app, body);
    const again = await placeOrder(app, body);
    expect(again).toEqual(first);
    expect(await statusLines(app, 3, 1)).toHaveLength(1);
  });

  it('refuses the same print group id with different content (409)', async () => {
    const app = makeApp();
    const body = counterOrderBody();
    await placeOrder(app, body);
    const res = await postJson(app, '/api/order', {
      ...body,
      lines: [{ menuSeq: 3002, quantity: 1, optionUuids: [], totalPrice: 5000 }],
      totalPrice: 5000,
    });
    expect(res.status).toBe(409);
  });

  it.each([
    ['a replacing size', { menuSeq: 107, quantity: 1, optionUuids: ['op-1-whole'], totalPrice: 17000 }],
    [
      'options on a quantity',
      { menuSeq: 101, quantity: 2, optionUuids: ['op-1-rice-large', 'op-1-egg'], totalPrice: 28000 },
    ],
    ['required sauces', { menuSeq: 301, quantity: 1, optionUuids: ['op-1-soy', 'op-1-wasabi'], totalPrice: 16500 }],
  ])('accepts a line priced by the service rules: %s', async (_, line) => {
    const res = await postJson(makeApp(), '/api/order', orderBody({ lines: [line], totalPrice: line.totalPrice }));
    expect(res.status).toBe(200);
  });

  it.each([
    ['a sold-out menu', { menuSeq: 106, quantity: 1, optionUuids: [], totalPrice: 14000 }, 409, 'sold_out'],
    [
      'a sold-out option',
      { menuSeq: 101, quantity: 1, optionUuids: ['op-1-tuna'], totalPrice: 14000 },
      409,
      'sold_out',
    ],
    [
      'a missing required choice',
      { menuSeq: 104, quantity: 1, optionUuids: [], totalPrice: 9000 },
      422,
      'invalid_options',
    ],
    ['an unknown menu', { menuSeq: 9999, quantity: 1, optionUuids: [], totalPrice: 1000 }, 422, 'unknown_menu'],
    [
      'a client-side discount',
      { menuSeq: 107, quantity: 1, optionUuids: ['op-1-whole'], totalPrice: 11000 },
      422,
      'price_mismatch',
    ],
  ])('refuses %s', async (_, line, status, code) => {
    const res = await postJson(makeApp(), '/api/order', orderBody({ lines: [line], totalPrice: line.totalPrice }));
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('refuses an order total that is not the sum of its lines (422)', async () => {
    const res = await postJson(makeApp(), '/api/order', orderBody({ totalPrice: 10000 }));
    expect(res.status).toBe(422);
  });

  it('refuses a delivery order below the minimum amount and holds one above it for the nice gateway', async () => {
    const app = makeApp();
    const small = { menuSeq: 1202, quantity: 1, optionUuids: [], totalPrice: 4000 };
    const below = await postJson(
      app,
      '/api/order',
      orderBody({ shopSeq: 2, tableNum: 1, lines: [small], totalPrice: 4000 }),
    );
    expect(below.status).toBe(422);
    expect((await below.json()).error.code).toBe('below_minimum_amount');
    const big = { menuSeq: 1001, quantity: 1, optionUuids: ['op-2-boneless'], totalPrice: 21000 };
    const placed = await placeOrder(app, orderBody({ shopSeq: 2, tableNum: 1, lines: [big], totalPrice: 21000 }));
    expect(placed.orderNo).toBeNull();
    expect((await payWithNice(app, placed.printGroupUuid, 21000)).status).toBe(303);
    expect((await printLog(app, placed.printGroupUuid)).delivery).toBe(true);
  });
});

describe('reading orders back', () => {
  it('names print log lines and options in the order’s locale', async () => {
    const app = makeApp();
    const line = { menuSeq: 101, quantity: 1, optionUuids: ['op-1-rice-large'], totalPrice: 13000 };
    const { printGroupUuid } = await paidCardOrder(app, { localeCode: 'en', lines: [line], totalPrice: 13000 });
    const [first] = (await printLog(app, printGroupUuid)).printLog;
    expect(first).toMatchObject({
      menuName: '돌솥비빔밥',
      currentLocale: 'en',
      currentLocaleMenuName: 'Hot stone bibimbap',
      quantity: 1,
      menuPrice: 12000,
      finalPrice: 13000,
      printLogMenuOptionList: [
        { currentLocaleOptionGroupName: 'Rice portion', currentLocaleOptionName: 'Large', optionPrice: 1000 },
      ],
    });
  });

  it('lists a table’s order lines in the asked locale, with doesReplace, leaving cancelled orders out', async () => {
    const app = makeApp();
    const line = { menuSeq: 107, quantity: 2, optionUuids: ['op-1-half'], totalPrice: 22000 };
    const kept = await paidCardOrder(app, { lines: [line], totalPrice: 22000 });
    const dropped = await paidCardOrder(app);
    await postJson(app, `/api/payment/mobile/cancel/${dropped.printGroupUuid}`, { orderNo: dropped.orderNo });
    const lines = await statusLines(app, 1, 1, 'ru');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      menuName: 'Самгетхан (курица с женьшенем)',
      quantity: 2,
      finalPrice: 22000,
      localeOptionGroupList: [
        {
          optionGroupUuid: 'og-1-size',
          optionGroupName: 'Размер',
          doesReplace: true,
          optionList: [{ optionUuid: 'op-1-half', optionName: 'Половина курицы', optionPrice: 11000 }],
        },
      ],
    });
    expect(kept.printGroupUuid).not.toBe(dropped.printGroupUuid);
  });
});

describe('cancelling', () => {
  it('cancels a pending card order once, then answers 409', async () => {
    const app = makeApp();
    const { printGroupUuid, orderNo } = await paidCardOrder(app);
    expect((await postJson(app, `/api/payment/mobile/cancel/${printGroupUuid}`, { orderNo })).status).toBe(200);
    expect((await printLog(app, printGroupUuid)).orderStatus?.status).toBe('CANCEL');
    const again = await postJson(app, `/api/payment/mobile/cancel/${printGroupUuid}`, { orderNo });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_cancelled');
  });

  it('refuses to cancel an order the shop has confirmed (409)', async () => {
    const app = makeApp();
    const { printGroupUuid, orderNo } = await paidCardOrder(app);
    await postJson(app, '/__demo/order-status', { printGroupUuid, status: 'CONFIRM' });
    const res = await postJson(app, `/api/payment/mobile/cancel/${printGroupUuid}`, { orderNo });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('already_confirmed');
  });

  it('cancels a counter order with the shop info body, and not twice', async () => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody(9));
    const shopInfo = await (await app.request('/api/shopInfo?shopSeq=3')).json();
    const path = `/api/order/mobile/cancel/${placed.orderNo}/${placed.printGroupUuid}`;
    expect((await postJson(app, path, shopInfo)).status).toBe(200);
    expect((await postJson(app, path, shopInfo)).status).toBe(409);
  });

  it.each([
    ['a wrong order number', '1', 3, 404],
    ['another shop’s info', '', 1, 422],
  ])('refuses a counter cancel with %s', async (_, numberSuffix, infoShop, status) => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody(9));
    const shopInfo = await (await app.request(`/api/shopInfo?shopSeq=${infoShop}`)).json();
    const path = `/api/order/mobile/cancel/${placed.orderNo}${numberSuffix}/${placed.printGroupUuid}`;
    expect((await postJson(app, path, shopInfo)).status).toBe(status);
  });

  it('sends each payment kind to its own cancel call (409 otherwise)', async () => {
    const app = makeApp();
    const card = await paidCardOrder(app);
    const shopInfo = await (await app.request('/api/shopInfo?shopSeq=1')).json();
    const wrong = await postJson(app, `/api/order/mobile/cancel/${card.orderNo}/${card.printGroupUuid}`, shopInfo);
    expect(wrong.status).toBe(409);
    const counter = await placeOrder(app, counterOrderBody());
    const res = await postJson(app, `/api/payment/mobile/cancel/${counter.printGroupUuid}`, {
      orderNo: counter.orderNo,
    });
    expect(res.status).toBe(409);
  });
});

describe('group ordering links and phone numbers', () => {
  it('redirects a group randomCode to the shop’s default table with a fresh valid token', async () => {
    const res = await makeApp().request('/api/order-link?randomCode=Xk3v9QbT');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location') ?? '', 'http://demo.test');
    expect(url.pathname).toBe('/3/1');
    expect(isTokenValidFor(url.searchParams.get('token'), 3, 1, NOW, SECRET)).toBe(true);
  });
});
