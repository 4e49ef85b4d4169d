/** The control endpoints: faults, reset, tokens, the catalogue; and that they vanish without controls. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ShopInfoSchema } from '../src/api/contract/entities.ts';
import { createDemoApp } from './app.ts';
import { counterOrderBody, makeApp, NOW, paidCardOrder, placeOrder, postJson, SECRET } from './test-support.ts';
import { isTokenValidFor } from './tokens.ts';

describe('fault injection', () => {
  it('answers an injected status for the matching path only', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/shopInfo', status: 503 });
    const res = await app.request('/api/shopInfo?shopSeq=1');
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('injected_fault');
    expect((await app.request('/api/breakTime?shopSeq=1')).status).toBe(200);
  });

  it('answers 204 for N polls, then the real answer', async () => {
    const app = makeApp();
    const { printGroupUuid } = await paidCardOrder(app);
    await postJson(app, '/__demo/fault', { path: '/api/payment/result', noContentPolls: 2 });
    const poll = async () => (await app.request(`/api/payment/result?mchtTrdNo=${printGroupUuid}`)).status;
    expect([await poll(), await poll(), await poll()]).toEqual([204, 204, 200]);
  });

  it('limits a fault to `times` hits and to its method', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/history', method: 'POST', status: 500, times: 1 });
    expect((await app.request('/api/history')).status).toBe(404);
    expect((await postJson(app, '/api/history', { url: '/' })).status).toBe(500);
    expect((await postJson(app, '/api/history', { url: '/' })).status).toBe(200);
  });

  it('delays an answer', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/promotion', delayMs: 120 });
    const started = Date.now();
    expect((await app.request('/api/promotion?shopSeq=1')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('drops the connection (a network error in-process)', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/session/check', drop: true });
    const res = await app.request('/api/session/check?shopSeq=1&tableNum=1');
    expect(res.type).toBe('error');
  });

  it('loses the answer of a request the service did handle', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/history', loseAnswer: true, times: 1 });
    const res = await postJson(app, '/api/history', { url: '/lost-answer' });
    expect(res.type).toBe('error');
    const received = await (await app.request('/__demo/received')).json();
    expect(received.history).toEqual([expect.objectContaining({ body: { url: '/lost-answer' } })]);
  });

  it('answers with the wrong shape: the real answer, every number and boolean as text, compressed or not', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/category', wrongShape: true, times: 2 });
    for (const encoding of ['gzip', 'identity']) {
      const res = await app.request('/api/category?shopSeq=1', { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      const [first] = (await res.json()) as { orderIndex: unknown; menus: { menuPrice: unknown }[] }[];
      expect(first?.orderIndex).toBeTypeOf('string');
      expect(first?.menus[0]?.menuPrice).toBeTypeOf('string');
    }
    const [healthy] = (await (await app.request('/api/category?shopSeq=1')).json()) as { orderIndex: unknown }[];
    expect(healthy?.orderIndex).toBeTypeOf('number');
  });

  it('sends the headers and the first bytes of a handled request, then stalls the rest', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/history', stallBodyMs: 150, times: 1 });
    const started = Date.now();
    const res = await postJson(app, '/api/history', { url: '/stalled' });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value?.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(100);
    const received = await (await app.request('/__demo/received')).json();
    expect(received.history).toEqual([expect.objectContaining({ body: { url: '/stalled' } })]);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(new TextDecoder().decode(first.value) + rest).not.toBe('');
  });

  it('lists the orders it holds', async () => {
    const app = makeApp();
    const { printGroupUuid } = await paidCardOrder(app);
    const { orders } = await (await app.request('/__demo/orders')).json();
    expect(orders).toEqual([expect.objectContaining({ printGroupUuid })]);
  });

  it('clears every fault on DELETE', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/fault', { path: '/api/shopInfo', status: 500 });
    await app.request('/__demo/fault', { method: 'DELETE' });
    expect((await app.request('/api/shopInfo?shopSeq=1')).status).toBe(200);
  });

  it('refuses a fault without a path', async () => {
    expect((await postJson(makeApp(), '/__demo/fault', { status: 500 })).status).toBe(422);
  });
});

describe('control endpoints', () => {
  it('mints a table token on request, expired when asked', async () => {
    const app = makeApp();
    const fresh = await (await postJson(app, '/__demo/token', { shopSeq: 2, tableNum: 1 })).json();
    expect(fresh.url).toBe(`/2/1?token=${fresh.token}`);
    expect(isTokenValidFor(fresh.token, 2, 1, NOW, SECRET)).toBe(true);
    const old = await (await postJson(app, '/__demo/token', { shopSeq: 2, tableNum: 1, ttlSeconds: -1 })).json();
    expect(isTokenValidFor(old.token, 2, 1, NOW, SECRET)).toBe(false);
    expect((await postJson(app, '/__demo/token', { shopSeq: 2, tableNum: 77 })).status).toBe(404);
  });

  it('moves an order to CONFIRM', async () => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody());
    await postJson(app, '/__demo/order-status', { printGroupUuid: placed.printGroupUuid, status: 'CONFIRM' });
    const log = await (await app.request(`/api/print/log/all?printGroupUuid=${placed.printGroupUuid}`)).json();
    expect(log.orderStatus.status).toBe('CONFIRM');
  });

  it('forgets orders and received messages on reset', async () => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody());
    await postJson(app, '/api/history', { url: '/' });
    await postJson(app, '/__demo/reset', {});
    expect((await app.request(`/api/print/log/all?printGroupUuid=${placed.printGroupUuid}`)).status).toBe(404);
    expect(await (await app.request('/__demo/received')).json()).toEqual({
      history: [],
      receipts: [],
      staffCalls: [],
      rum: [],
    });
  });

  it('changes a menu price: the menu shows it and an order at the old price is refused', async () => {
    const app = makeApp();
    const changed = await postJson(app, '/__demo/menu/price', { shopSeq: 3, menuSeq: 3001, menuPrice: 4500 });
    expect(await changed.json()).toEqual({ menuSeq: 3001, menuPrice: 4500 });
    const categories = await (await app.request('/api/category?shopSeq=3')).json();
    const menu = categories
      .flatMap((c: { menus: { menuSeq: number }[] }) => c.menus)
      .find((m: { menuSeq: number }) => m.menuSeq === 3001);
    expect(menu.menuPrice).toBe(4500);
    const refused = await postJson(app, '/api/order', counterOrderBody());
    expect([refused.status, (await refused.json()).error.code]).toEqual([422, 'price_mismatch']);
  });

  it('sells out a menu and restocks it', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/menu/stock', { shopSeq: 3, menuSeq: 3001, outOfStock: true });
    const refused = await postJson(app, '/api/order', counterOrderBody());
    expect([refused.status, (await refused.json()).error.code]).toEqual([409, 'sold_out']);
    await postJson(app, '/__demo/menu/stock', { shopSeq: 3, menuSeq: 3001, outOfStock: false });
    expect((await postJson(app, '/api/order', counterOrderBody())).status).toBe(200);
  });

  it('sells out one option of a menu', async () => {
    const app = makeApp();
    const categories = await (await app.request('/api/category?shopSeq=3')).json();
    const menus = categories.flatMap(
      (c: { menus: { menuSeq: number; menuOptionGroups: { optionList: { optionUuid: string }[] }[] }[] }) => c.menus,
    );
    const withOption = menus.find((m: { menuOptionGroups: unknown[] }) => m.menuOptionGroups.length > 0);
    const optionUuid = withOption.menuOptionGroups[0].optionList[0].optionUuid;
    const res = await postJson(app, '/__demo/menu/stock', {
      shopSeq: 3,
      menuSeq: withOption.menuSeq,
      outOfStock: true,
      optionUuid,
    });
    expect(res.status).toBe(200);
    const after = await (await app.request('/api/category?shopSeq=3')).json();
    const option = after
      .flatMap((c: { menus: typeof menus }) => c.menus)
      .find((m: { menuSeq: number }) => m.menuSeq === withOption.menuSeq).menuOptionGroups[0].optionList[0];
    expect(option.outOfStock).toBe(true);
  });

  it.each([
    ['an unknown menu', '/__demo/menu/price', { shopSeq: 3, menuSeq: 999999, menuPrice: 1 }, 404],
    ['an unknown option', '/__demo/menu/stock', { shopSeq: 3, menuSeq: 3001, outOfStock: true, optionUuid: 'x' }, 404],
    ['a negative price', '/__demo/menu/price', { shopSeq: 3, menuSeq: 3001, menuPrice: -1 }, 422],
  ])('refuses %s', async (_case, path, body, status) => {
    expect((await postJson(makeApp(), path, body)).status).toBe(status);
  });

  it('lists the orders a table holds, with their lines', async () => {
    const app = makeApp();
    const placed = await placeOrder(app, counterOrderBody());
    await placeOrder(app, counterOrderBody(2));
    const { orders } = await (await app.request('/__demo/orders?shopSeq=3&tableNum=1')).json();
    expect(orders).toEqual([
      expect.objectContaining({
        printGroupUuid: placed.printGroupUuid,
        tableNum: 1,
        lines: [{ menuSeq: 3001, quantity: 2 }],
      }),
    ]);
  });

  it('brings the seeded menu back on reset', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/menu/price', { shopSeq: 3, menuSeq: 3001, menuPrice: 4500 });
    await postJson(app, '/__demo/reset', {});
    expect((await postJson(app, '/api/order', counterOrderBody())).status).toBe(200);
  });

  it('does not exist when controls are off', async () => {
    const app = createDemoApp({ controls: false, secret: SECRET });
    expect((await app.request('/__demo/catalogue')).status).toBe(404);
    expect((await postJson(app, '/__demo/reset', {})).status).toBe(404);
    expect((await postJson(app, '/__demo/menu/price', { shopSeq: 3, menuSeq: 3001, menuPrice: 1 })).status).toBe(404);
    expect((await app.request('/api/shopInfo?shopSeq=1')).status).toBe(200);
  });
});

const REQUIRED_KINDS = [
  'dine-in',
  'delivery',
  'takeout',
  'locales',
  'no-locales',
  'pg',
  'no-pg',
  'order-status-tab',
  'won',
  'usd',
  'vnd',
  'break-time',
  'overnight',
  'sold-out',
  'delaying',
  'replace-price',
  'required-options',
  'review-link',
  'large',
  'group',
  'waiting-available',
  'waiting-immediate',
  'waiting-unavailable',
  'waiting-closed',
  'waiting-adult-kid',
  'expired-token',
];

interface Entry {
  id: string;
  kinds: string[];
  url: string;
  description: string;
}

describe('catalogue', () => {
  it('covers every required kind with unique ids', async () => {
    const catalogue = await (await makeApp().request('/__demo/catalogue')).json();
    expect(catalogue).toMatchObject({ apiBase: '/api', imageBase: '/img' });
    const entries = catalogue.entries as Entry[];
    const kinds = new Set(entries.flatMap((entry) => entry.kinds));
    expect(REQUIRED_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('points every entry at something that exists, with a token that matches its validity', async () => {
    const app = makeApp();
    const { entries } = (await (await app.request('/__demo/catalogue')).json()) as { entries: Entry[] };
    for (const entry of entries) {
      const url = new URL(entry.url, 'http://demo.test');
      const table = /^\/(\d+)\/(\d+)$/.exec(url.pathname);
      if (table) {
        const res = await app.request(`/api/table/info?shopSeq=${table[1]}&tableNum=${table[2]}`);
        expect(res.status, entry.id).toBe(200);
        const check = await app.request(`/api/session/check?shopSeq=${table[1]}&tableNum=${table[2]}`, {
          headers: { authorization: `Bearer ${url.searchParams.get('token')}` },
        });
        expect(await check.json(), entry.id).toBe(!entry.kinds.includes('expired-token'));
        continue;
      }
      if (url.pathname.startsWith('/__demo/')) {
        expect((await app.request(url.pathname)).status, entry.id).toBe(200);
        continue;
      }
      const group = /^\/group\/(.+)$/.exec(url.pathname);
      const waiting = /^\/waiting\/(\d+)$/.exec(url.pathname);
      const api = group ? `/api/shop/group?groupCode=${group[1]}` : `/api/shop/waiting?shopSeq=${waiting?.[1]}`;
      expect(group ?? waiting, entry.id).not.toBeNull();
      expect((await app.request(api)).status, entry.id).toBe(200);
    }
  });

  it('shows the not-business-time shop closed at every minute of the day', async () => {
    const app = makeApp();
    const info = v.parse(ShopInfoSchema, await (await app.request('/api/shopInfo?shopSeq=8')).json());
    const [dailyBreak] = await (await app.request('/api/breakTime?shopSeq=8')).json();
    expect(dailyBreak).toMatchObject({ dayOfWeek: 0, startTime: '0000', endTime: '2359' });
    expect(info.openTime! >= dailyBreak.startTime && info.closeTime! <= dailyBreak.endTime).toBe(true);
  });
});

describe('the field-figures collector', () => {
  it('keeps a beacon sent as text and hands it back with what was received', async () => {
    const app = makeApp();
    const batch = { v: 1, events: [{ kind: 'vital', name: 'LCP', value: 812 }] };
    const res = await app.request('/rum', {
      method: 'POST',
      body: JSON.stringify(batch),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    expect((await (await app.request('/__demo/received')).json()).rum).toEqual([batch]);
  });

  it('drops what is not JSON', async () => {
    const res = await makeApp().request('/rum', { method: 'POST', body: 'not json' });
    expect(res.status).toBe(400);
  });

  it('is not there without the demo controls', async () => {
    const app = createDemoApp({ controls: false, secret: SECRET, now: () => NOW });
    expect((await app.request('/rum', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
