/** Hostile and mistaken requests get a clear JSON error with the right status, and never take the service down. */
import { describe, expect, it } from 'vitest';
import { makeApp, orderBody, postJson, tokenFor } from './test-support.ts';

interface BadCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  status: number;
  code: string;
}

const waiting = (fields: Record<string, unknown>) => ({
  shopSeq: 10,
  userPhoneNumber: '01098765432',
  adultCount: 2,
  kidCount: 0,
  ...fields,
});

const CASES: BadCase[] = [
  { name: 'non-numeric shop', path: '/api/shopInfo?shopSeq=abc', status: 400, code: 'invalid_query' },
  { name: 'negative shop', path: '/api/shopInfo?shopSeq=-1', status: 400, code: 'invalid_query' },
  { name: 'missing shop', path: '/api/category', status: 400, code: 'invalid_query' },
  { name: 'unknown shop', path: '/api/shopInfo?shopSeq=999', status: 404, code: 'unknown_shop' },
  { name: 'non-numeric table', path: '/api/table/info?shopSeq=1&tableNum=x1', status: 400, code: 'invalid_query' },
  { name: 'unknown table', path: '/api/table/info?shopSeq=1&tableNum=99', status: 404, code: 'unknown_table' },
  {
    name: 'unknown table in order status',
    path: '/api/order/log/status?shopSeq=1&tableNum=99&localeCode=ko',
    status: 404,
    code: 'unknown_table',
  },
  { name: 'unknown group', path: '/api/shop/group?groupCode=nope', status: 404, code: 'unknown_group' },
  {
    name: 'unknown registration',
    path: '/api/shop/waiting/not-a-registration',
    status: 404,
    code: 'unknown_registration',
  },
  {
    name: 'cancel of an unknown registration',
    method: 'PUT',
    path: '/api/shop/waiting/not-a-registration/cancel',
    status: 404,
    code: 'unknown_registration',
  },
  { name: 'unknown phone id', path: '/api/phone?uuid=nobody', status: 404, code: 'unknown_phone' },
  { name: 'unknown print group', path: '/api/print/log/all?printGroupUuid=nope', status: 404, code: 'unknown_order' },
  { name: 'unknown payment', path: '/api/payment/result?mchtTrdNo=nope', status: 404, code: 'unknown_order' },
  { name: 'unknown order number', path: '/api/order/number/nope', status: 404, code: 'unknown_order' },
  { name: 'unknown ordering link', path: '/api/order-link?randomCode=nope', status: 404, code: 'unknown_link' },
  {
    name: 'party of 9',
    method: 'POST',
    path: '/api/shop/waiting',
    body: waiting({ adultCount: 6, kidCount: 3 }),
    status: 422,
    code: 'invalid_party_size',
  },
  {
    name: 'party of 0',
    method: 'POST',
    path: '/api/shop/waiting',
    body: waiting({ adultCount: 0, kidCount: 0 }),
    status: 422,
    code: 'invalid_party_size',
  },
  {
    name: 'malformed waiting phone',
    method: 'POST',
    path: '/api/shop/waiting',
    body: waiting({ userPhoneNumber: '010-1234' }),
    status: 422,
    code: 'invalid_body',
  },
  {
    name: 'malformed receipt phone',
    method: 'POST',
    path: '/api/messaging/receipt',
    body: {
      phoneNumber: 'call me',
      storeName: 'x',
      productPrice: 1,
      orderDate: '20250602120000',
      urlMobile: '/',
      printGroupUuid: 'x',
      shopSeq: 1,
    },
    status: 422,
    code: 'invalid_body',
  },
  {
    name: 'malformed JSON',
    method: 'POST',
    path: '/api/order',
    body: '{"shopSeq": 1,',
    status: 400,
    code: 'malformed_json',
  },
  { name: 'empty body', method: 'POST', path: '/api/history', body: '', status: 400, code: 'malformed_json' },
  {
    name: 'JSON of the wrong shape',
    method: 'POST',
    path: '/api/order',
    body: [1, 2],
    status: 422,
    code: 'invalid_body',
  },
  {
    name: 'order without a token',
    method: 'POST',
    path: '/api/order',
    body: orderBody({ tableToken: '' }),
    status: 401,
    code: 'invalid_token',
  },
  {
    name: 'order with a forged token',
    method: 'POST',
    path: '/api/order',
    body: orderBody({ tableToken: 'MS4xLjk5OTk5OTk5OTk.forged' }),
    status: 401,
    code: 'invalid_token',
  },
  {
    name: 'order with another table’s token',
    method: 'POST',
    path: '/api/order',
    body: orderBody({ tableToken: tokenFor(1, 2) }),
    status: 401,
    code: 'invalid_token',
  },
  {
    name: 'order with an expired token',
    method: 'POST',
    path: '/api/order',
    body: orderBody({ tableToken: tokenFor(1, 1, -1) }),
    status: 401,
    code: 'invalid_token',
  },
  {
    name: 'order with a wrong line price',
    method: 'POST',
    path: '/api/order',
    body: orderBody({
      lines: [{ menuSeq: 102, quantity: 1, optionUuids: [], totalPrice: 100 }],
      totalPrice: 100,
    }),
    status: 422,
    code: 'price_mismatch',
  },
  {
    name: 'order with a quantity of 100',
    method: 'POST',
    path: '/api/order',
    body: orderBody({
      lines: [{ menuSeq: 102, quantity: 100, optionUuids: [], totalPrice: 1_100_000 }],
      totalPrice: 1_100_000,
    }),
    status: 422,
    code: 'invalid_body',
  },
  { name: 'unknown API path', path: '/api/nothing-here', status: 404, code: 'not_found' },
];

describe('bad input', () => {
  it.each(CASES)('refuses $name with $status $code', async ({ method = 'GET', path, body, status, code }) => {
    const app = makeApp();
    const res = method === 'POST' ? await postJson(app, path, body ?? {}) : await app.request(path, { method });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message.length).toBeGreaterThan(0);
  });

  it.each([
    ['no header', undefined],
    ['not a bearer', 'Basic abc'],
    ['garbage', 'Bearer ???'],
    ['a forged signature', 'Bearer MS4xLjk5OTk5OTk5OTk.AAAA'],
    ['another table', `Bearer ${tokenFor(1, 2)}`],
    ['another shop', `Bearer ${tokenFor(2, 1)}`],
    ['an expired token', `Bearer ${tokenFor(1, 1, -60)}`],
  ])('answers the session check false (200) for %s', async (_, authorization) => {
    const res = await makeApp().request('/api/session/check?shopSeq=1&tableNum=1', {
      headers: authorization ? { authorization } : {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(false);
  });

  it('answers the session check false for a table that does not exist', async () => {
    const res = await makeApp().request('/api/session/check?shopSeq=1&tableNum=99', {
      headers: { authorization: `Bearer ${tokenFor(1, 99)}` },
    });
    expect(await res.json()).toBe(false);
  });

  it('keeps answering after a burst of hostile requests', async () => {
    const app = makeApp();
    const hostile = [
      app.request('/api/shopInfo?shopSeq=1&shopSeq=2'),
      app.request('/api/shopInfo?shopSeq=99999999999999999999'),
      app.request('/api/order/number/%E0%A4%A'),
      app.request('/api/shop/waiting/%00/cancel', { method: 'PUT' }),
      postJson(app, '/api/order', 'null'),
      postJson(app, '/api/order', '"text"'),
      postJson(app, '/api/order', { ...orderBody(), lines: 'all of them' }),
      postJson(app, '/api/shop/waiting', {
        shopSeq: 10,
        userPhoneNumber: '01012345678',
        adultCount: 1e9,
        kidCount: -1,
      }),
      app.request('/img/../../etc/passwd'),
      app.request('/pg/smartro/card?Moid=<script>&Amt=1e9&ReturnUrl=//evil.example&StopUrl=/'),
    ];
    for (const res of await Promise.all(hostile)) expect(res.status).toBeLessThan(500);
    expect((await app.request('/api/shopInfo?shopSeq=1')).status).toBe(200);
  });
});
