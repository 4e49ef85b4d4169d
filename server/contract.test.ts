/**
 * Every call of the contract answers its happy path with a body the contract's own response schema
 * accepts. The case table is keyed by call name, so a call added to the contract without a case
 * here fails the coverage test.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALLS, type CallName, EXTENSION_CALL_NAMES, fillPath, SPEC_CALLS } from '../src/api/contract/calls.ts';
import { ShopInfoSchema } from '../src/api/contract/entities.ts';
import { DEMO_PHONE_UUID } from './seed/index.ts';
import {
  counterOrderBody,
  makeApp,
  NOW,
  orderBody,
  paidCardOrder,
  placeOrder,
  postJson,
  tokenFor,
} from './test-support.ts';

interface Case {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  status?: number;
}

type Setup = (app: Hono) => Promise<Case> | Case;

async function register(app: Hono): Promise<string> {
  const res = await postJson(app, '/api/shop/waiting', {
    shopSeq: 10,
    userPhoneNumber: '01098765432',
    adultCount: 2,
    kidCount: 1,
  });
  return res.text();
}

const CASES: Record<CallName, Setup> = {
  shopInfo: () => ({ path: '/shopInfo?shopSeq=1', headers: { authorization: `Bearer ${tokenFor(1, 1)}` } }),
  tableInfo: () => ({ path: '/table/info?shopSeq=2&tableNum=1' }),
  breakTime: () => ({ path: '/breakTime?shopSeq=6' }),
  promotion: () => ({ path: '/promotion?shopSeq=1' }),
  localeShop: () => ({ path: '/locale/shop?shopSeq=1' }),
  localeOption: () => ({ path: '/locale/option?shopSeq=1' }),
  localeOptionGroup: () => ({ path: '/locale/option-group?shopSeq=1' }),
  category: () => ({ path: '/category?shopSeq=1', headers: { authorization: `Bearer ${tokenFor(1, 1)}` } }),
  phone: () => ({ path: `/phone?uuid=${DEMO_PHONE_UUID}` }),
  history: () => ({ path: '/history', body: { url: '/1/1?token=abc' } }),
  sessionCheck: () => ({
    path: '/session/check?shopSeq=1&tableNum=1',
    headers: { authorization: `Bearer ${tokenFor(1, 1)}` },
  }),
  paymentResult: async (app) => ({ path: `/payment/result?mchtTrdNo=${(await paidCardOrder(app)).printGroupUuid}` }),
  printLogAll: async (app) => ({ path: `/print/log/all?printGroupUuid=${(await paidCardOrder(app)).printGroupUuid}` }),
  orderNumber: async (app) => ({
    path: fillPath(CALLS.orderNumber.path, { printGroupUuid: (await paidCardOrder(app)).printGroupUuid }),
  }),
  receipt: async (app) => {
    const { printGroupUuid } = await paidCardOrder(app);
    return {
      path: '/messaging/receipt',
      body: {
        phoneNumber: '01012345678',
        storeName: '한옥마을 비빔밥',
        productPrice: 11000,
        orderDate: '20250602120000',
        urlMobile: `https://example.com/payment/receipt/${printGroupUuid}`,
        printGroupUuid,
        shopSeq: 1,
      },
    };
  },
  paymentCancel: async (app) => {
    const { printGroupUuid, orderNo } = await paidCardOrder(app);
    return { path: fillPath(CALLS.paymentCancel.path, { printGroupUuid }), body: { orderNo } };
  },
  orderCancel: async (app) => {
    const placed = await placeOrder(app, counterOrderBody(9));
    const shopInfo = await (await app.request('/api/shopInfo?shopSeq=3')).json();
    return {
      path: fillPath(CALLS.orderCancel.path, { orderNo: placed.orderNo ?? '', printGroupUuid: placed.printGroupUuid }),
      body: shopInfo,
    };
  },
  orderLogStatus: async (app) => {
    await paidCardOrder(app, { localeCode: 'jp' });
    return { path: '/order/log/status?shopSeq=1&tableNum=1&localeCode=jp' };
  },
  shopGroup: () => ({ path: '/shop/group?groupCode=euljiro-food-street' }),
  shopWaiting: () => ({ path: '/shop/waiting?shopSeq=10' }),
  waitingRegister: () => ({
    path: '/shop/waiting',
    body: { shopSeq: 10, userPhoneNumber: '01098765432', adultCount: 2, kidCount: 0 },
  }),
  waitingDetail: async (app) => ({ path: fillPath(CALLS.waitingDetail.path, { waitingUuid: await register(app) }) }),
  waitingCancel: async (app) => ({ path: fillPath(CALLS.waitingCancel.path, { waitingUuid: await register(app) }) }),
  placeOrder: () => ({ path: '/order', body: orderBody() }),
  // The staff-call extension, on a table that advertises it (Hanok table 7).
  staffCall: () => ({
    path: '/staff/call',
    headers: { authorization: `Bearer ${tokenFor(1, 7)}`, 'idempotency-key': 'contract-staff-call' },
    body: { shopSeq: 1, tableNum: 7, reason: 'water', requestedAt: NOW.toISOString() },
    status: 201,
  }),
  staffCallState: () => ({
    path: '/staff/call?shopSeq=1&tableNum=7',
    headers: { authorization: `Bearer ${tokenFor(1, 7)}` },
  }),
  // The table-cart extension, on a table that advertises it (Hanok table 4).
  tableCart: () => ({
    path: '/table/cart?shopSeq=1&tableNum=4&phoneId=contract-phone-1',
    headers: { authorization: `Bearer ${tokenFor(1, 4)}` },
  }),
  tableCartOps: () => ({
    path: '/table/cart/ops',
    headers: { authorization: `Bearer ${tokenFor(1, 4)}` },
    body: {
      shopSeq: 1,
      tableNum: 4,
      phoneId: 'contract-phone-1',
      ops: [
        {
          kind: 'add',
          opId: 'contract-op-1',
          lineId: 'contract-line-1',
          seenVersion: 0,
          line: {
            menuSeq: 102,
            menuName: '전주비빔밥',
            engMenuName: null,
            categoryUuid: null,
            menuPrice: 11000,
            thumbnailPath: null,
            quantity: 1,
            selectedOptions: [],
          },
        },
      ],
    },
  }),
};

describe('the demo order service contract', () => {
  it('has a happy-path case for every call of spec section 7 and the order intake', () => {
    expect(SPEC_CALLS).toHaveLength(23);
    expect(Object.keys(CASES).sort()).toEqual([...SPEC_CALLS, 'placeOrder', ...EXTENSION_CALL_NAMES].sort());
  });

  it.each(Object.keys(CASES) as CallName[])('answers %s with the contract shape', async (name) => {
    const app = makeApp();
    const spec = CALLS[name];
    const call = await CASES[name](app);
    const res = await app.request(`/api${call.path}`, {
      method: spec.method,
      headers: { ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    expect(res.status, await res.clone().text()).toBe(call.status ?? 200);
    if (spec.response.kind === 'json') {
      const parsed = v.safeParse(spec.response.schema, await res.json());
      expect(parsed.issues).toBeUndefined();
    } else if (spec.response.kind === 'text') {
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await res.text()).length).toBeGreaterThan(0);
    }
  });

  it('answers every seeded shop with contract-valid shop info, tables and categories', async () => {
    const app = makeApp();
    for (let shopSeq = 1; shopSeq <= 13; shopSeq++) {
      const info = v.parse(ShopInfoSchema, await (await app.request(`/api/shopInfo?shopSeq=${shopSeq}`)).json());
      for (const tableNum of info.tableNums ?? []) {
        const res = await app.request(`/api/table/info?shopSeq=${shopSeq}&tableNum=${tableNum}`);
        expect(v.safeParse(CALLS.tableInfo.response.schema, await res.json()).success).toBe(true);
      }
      const categories = await (await app.request(`/api/category?shopSeq=${shopSeq}`)).json();
      expect(v.safeParse(CALLS.category.response.schema, categories).success).toBe(true);
    }
  });
});
