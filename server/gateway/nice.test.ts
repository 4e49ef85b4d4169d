/**
 * The NICEPAY stand-in and the relay, against the manual's tables (github.com/nicepayments/
 * nicepay-manual, api/payment-window-server.md "요청 명세", "응답 명세 (Server 승인 모델)", "승인";
 * api/cancel.md "망취소"; common/api.md "Basic auth"; common/code.md).
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../app.ts';
import {
  form,
  makeApp,
  NICE_CLIENT_ID,
  NICE_RETURN,
  NOW,
  niceWindow,
  orderBody,
  placeOrder,
  postJson,
  SECRET,
} from '../test-support.ts';
import { basicAuth, merchantConfigFrom } from './merchant.ts';

const SECRET_KEY = merchantConfigFrom({}).nice.secretKey;
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';

interface Nice {
  requestPay(params: Record<string, unknown>): void;
}

function loadNice(source: string, userAgent = MOBILE_UA) {
  const assigned: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(source, {
    window,
    URL,
    URLSearchParams,
    navigator: { userAgent },
    document: { currentScript: { src: 'https://shop.test/pg/nice/pay.js' } },
    location: {
      href: 'https://shop.test/payment/1/1',
      origin: 'https://shop.test',
      assign: (url: string) => assigned.push(url),
    },
  });
  return { nice: window.AUTHNICE as Nice, assigned };
}

async function niceScript(): Promise<string> {
  return (await makeApp().request('/pg/nice/pay.js')).text();
}

/** The request the app sends, field for field as in the manual's request table. */
const REQUEST = {
  clientId: NICE_CLIENT_ID,
  method: 'card',
  orderId: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  amount: 21000,
  goodsName: '후라이드 치킨 외 1개',
  returnUrl: NICE_RETURN,
};

describe('AUTHNICE.requestPay (요청 명세)', () => {
  it('takes the manual fields and sends a phone to the card window with them', async () => {
    const { nice, assigned } = loadNice(await niceScript());
    const errors: unknown[] = [];
    nice.requestPay({ ...REQUEST, fnError: (e: unknown) => errors.push(e) });
    expect(errors).toEqual([]);
    const target = new URL(assigned[0] ?? '');
    expect(target.pathname).toBe('/pg/nice/card');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      clientId: NICE_CLIENT_ID,
      orderId: REQUEST.orderId,
      amount: '21000',
      goodsName: REQUEST.goodsName,
      returnUrl: NICE_RETURN,
      mallReserved: '',
      channel: 'mobile',
    });
  });

  it.each([
    ['no clientId', { clientId: '' }],
    ['a method other than card', { method: 'bank' }],
    ['an orderId over 64 characters', { orderId: 'x'.repeat(65) }],
    ['an amount that is not a whole number', { amount: 10.5 }],
    ['an amount sent as text', { amount: '21000' }],
    ['a goodsName over 40 characters', { goodsName: '가'.repeat(41) }],
    ['a relative returnUrl', { returnUrl: '/payment/process/1' }],
  ])('refuses %s at once through fnError, staying on the page', async (_case, change) => {
    const { nice, assigned } = loadNice(await niceScript());
    const errors: { errorCode: string; msg: string; errorMsg: string }[] = [];
    nice.requestPay({ ...REQUEST, ...change, fnError: (e: never) => errors.push(e) });
    expect(errors).toEqual([{ errorCode: 'A212', msg: expect.any(String), errorMsg: expect.any(String) }]);
    expect(assigned).toEqual([]);
  });

  it('replaces the two characters the manual names (" and ¦) in goodsName with -', async () => {
    const { nice, assigned } = loadNice(await niceScript());
    nice.requestPay({ ...REQUEST, goodsName: '치킨 "반반" ¦ 콜라', fnError: () => undefined });
    expect(new URL(assigned[0] ?? '').searchParams.get('goodsName')).toBe('치킨 -반반- - 콜라');
  });
});

describe('the card window', () => {
  it.each([
    ['an unknown clientId', { clientId: 'S2_someone-else' }],
    ['a goodsName over 40 characters', { goodsName: '가'.repeat(41) }],
    ['a returnUrl that is a path', { returnUrl: '/x' }],
    ['an amount with a comma', { amount: '21,000' }],
  ])('refuses %s with 400', async (_case, change) => {
    const query = new URLSearchParams({ ...REQUEST, amount: '21000', ...change });
    expect((await makeApp().request(`/pg/nice/card?${query}`)).status).toBe(400);
  });

  it('on a PC answers inside the merchant page (layer): no cancel button, forms to the top page', async () => {
    const query = new URLSearchParams({ ...REQUEST, amount: '21000', channel: 'pc' });
    const res = await makeApp().request(`/pg/nice/card?${query}`);
    const html = await res.text();
    expect(html).not.toContain('/pg/nice/cancel');
    expect(html).toContain('target="_top"');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});

describe('the return POST (응답 명세)', () => {
  it('carries exactly the manual fields, signed hex(sha256(authToken + clientId + amount + SecretKey))', async () => {
    const result = await niceWindow(makeApp(), 'approve', REQUEST.orderId, 21000);
    expect(result.action).toBe(NICE_RETURN);
    expect(Object.keys(result.fields).sort()).toEqual(
      [
        'amount',
        'authResultCode',
        'authResultMsg',
        'authToken',
        'clientId',
        'mallReserved',
        'orderId',
        'signature',
        'tid',
      ].sort(),
    );
    expect(result.fields).toMatchObject({
      authResultCode: '0000',
      clientId: NICE_CLIENT_ID,
      orderId: REQUEST.orderId,
      amount: '21000',
    });
    const { authToken = '', signature } = result.fields;
    expect(signature).toBe(
      createHash('sha256').update(`${authToken}${NICE_CLIENT_ID}21000${SECRET_KEY}`).digest('hex'),
    );
  });

  it('a cancelled window posts I002 and no tid', async () => {
    const result = await niceWindow(makeApp(), 'cancel', REQUEST.orderId, 21000);
    expect(result.fields.authResultCode).toBe('I002');
    expect(result.fields.tid).toBeUndefined();
  });
});

/** A NICEPAY order at shop 2 (its delivery table pays through NICEPAY). */
function niceOrder(app: ReturnType<typeof makeApp>) {
  const line = { menuSeq: 1001, quantity: 1, optionUuids: ['op-2-boneless'], totalPrice: 21000 };
  return placeOrder(app, orderBody({ shopSeq: 2, tableNum: 1, lines: [line], totalPrice: 21000 }));
}

describe('the approval API (승인) and the relay', () => {
  async function authenticated(app = makeApp()) {
    const placed = await niceOrder(app);
    expect(placed.gateway).toEqual({
      provider: 'nice',
      orderId: placed.printGroupUuid.replace(/-/g, ''),
      clientId: NICE_CLIENT_ID,
      amount: 21000,
    });
    const result = await niceWindow(app, 'approve', placed.printGroupUuid.replace(/-/g, ''), 21000);
    return { app, uuid: placed.printGroupUuid, result };
  }
  const paymentStatus = async (app: ReturnType<typeof makeApp>, uuid: string) =>
    (await app.request(`/api/payment/result?mchtTrdNo=${uuid}`)).status;
  const approveCall = (
    app: ReturnType<typeof makeApp>,
    tid: string,
    amount: number,
    auth = basicAuth(NICE_CLIENT_ID, SECRET_KEY),
  ) => postJson(app, `/pg/nice/v1/payments/${tid}`, { amount }, { Authorization: auth });

  it('moves no money until the merchant server approves: an authenticated order shows as not paid', async () => {
    const { app, uuid } = await authenticated();
    expect(await paymentStatus(app, uuid)).toBe(204);
  });

  it('refuses an approval without the secret key (Basic clientId:secretKey) with 401', async () => {
    const { app, result } = await authenticated();
    const res = await approveCall(app, result.fields.tid ?? '', 21000, basicAuth(NICE_CLIENT_ID, 'guess'));
    expect(res.status).toBe(401);
  });

  it('approves once; a second approval answers 2201 (기승인존재)', async () => {
    const { app, result } = await authenticated();
    const first = await (await approveCall(app, result.fields.tid ?? '', 21000)).json();
    expect(first).toMatchObject({ resultCode: '0000', status: 'paid', amount: 21000, orderId: result.fields.orderId });
    const second = await (await approveCall(app, result.fields.tid ?? '', 21000)).json();
    expect(second).toMatchObject({ resultCode: '2201', status: 'paid' });
  });

  it('relays an approved window: approves with the key, records the payment, 303 to the process page', async () => {
    const { app, uuid, result } = await authenticated();
    const res = await app.request('/api/pg-relay/nice/return', form(result.fields));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment/process/${uuid}`);
    expect(await paymentStatus(app, uuid)).toBe(200);
    // The same POST again (a reload of the return): already paid, nothing charged twice.
    const again = await app.request('/api/pg-relay/nice/return', form(result.fields));
    expect(again.headers.get('location')).toBe(`/payment/process/${uuid}`);
  });

  it.each([
    ['a changed amount', { amount: '100' }],
    ['a forged signature', { signature: 'f'.repeat(64) }],
    ['another merchant', { clientId: 'S2_other' }],
  ])('declines %s without approving', async (_case, change) => {
    const { app, uuid, result } = await authenticated();
    const res = await app.request('/api/pg-relay/nice/return', form({ ...result.fields, ...change }));
    expect(res.headers.get('location')).toBe('/payment/cancel/2/1?reason=declined');
    expect(await paymentStatus(app, uuid)).toBe(204);
  });

  it('sends a declined card (approval refused) to the cancel page with reason=declined', async () => {
    const app = makeApp();
    const placed = await niceOrder(app);
    const result = await niceWindow(app, 'decline', placed.printGroupUuid.replace(/-/g, ''), 21000);
    const res = await app.request('/api/pg-relay/nice/return', form(result.fields));
    expect(res.headers.get('location')).toBe('/payment/cancel/2/1?reason=declined');
    expect(await paymentStatus(app, placed.printGroupUuid)).toBe(204);
  });

  it('sends a cancelled window to the cancel page without a reason', async () => {
    const app = makeApp();
    const placed = await niceOrder(app);
    const result = await niceWindow(app, 'cancel', placed.printGroupUuid.replace(/-/g, ''), 21000);
    const res = await app.request('/api/pg-relay/nice/return', form(result.fields));
    expect(res.headers.get('location')).toBe('/payment/cancel/2/1');
  });

  it('net-cancels an approval whose answer does not come within the read timeout (망취소)', async () => {
    const app = createDemoApp({
      secret: SECRET,
      now: () => NOW,
      merchant: { ...merchantConfigFrom({}), approvalTimeoutMs: 100 },
    });
    const { uuid, result } = await authenticated(app);
    const tid = result.fields.tid ?? '';
    await postJson(app, '/__demo/fault', { path: `/pg/nice/v1/payments/${tid}`, delayMs: 400, times: 1 });
    const res = await app.request('/api/pg-relay/nice/return', form(result.fields));
    expect(res.headers.get('location')).toBe('/payment/cancel/2/1?reason=declined');
    expect(await paymentStatus(app, uuid)).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = await (await approveCall(app, tid, 21000)).json();
    expect(late).toMatchObject({ status: 'cancelled' });
    expect(await paymentStatus(app, uuid)).toBe(204);
  });
});
