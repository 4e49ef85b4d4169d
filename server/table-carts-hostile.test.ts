/** The table cart under load and hostile input: large batches, hostile text, many streams, resets. */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Category } from '../src/api/contract/entities.ts';
import type { TableCartLineInput, TableCartOp, TableCartOpsResult } from '../src/api/contract/table-cart.ts';
import { makeApp, postJson, readEvents, tokenFor } from './test-support.ts';

const TABLE = { shopSeq: 1, tableNum: 5 };
const auth = { authorization: `Bearer ${tokenFor(1, 5)}` };
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';

const line = (extra: Partial<TableCartLineInput> = {}): TableCartLineInput => ({
  menuSeq: 102,
  menuName: '전주비빔밥',
  engMenuName: null,
  localeMenu: [],
  categoryUuid: null,
  menuPrice: 11000,
  thumbnailPath: null,
  quantity: 1,
  selectedOptions: [],
  requestText: '',
  ...extra,
});

const add = (i: number, extra: Partial<TableCartLineInput> = {}): TableCartOp => ({
  kind: 'add',
  opId: `op-hostile-${String(i).padStart(6, '0')}`,
  lineId: `line-hostile-${String(i).padStart(6, '0')}`,
  seenVersion: 0,
  line: line(extra),
});

const sendOps = (app: Hono, ops: unknown[], phoneId = 'phone-hostile-1') =>
  postJson(app, '/api/table/cart/ops', { ...TABLE, phoneId, ops }, auth);

const openStream = (app: Hono, phoneId: string) =>
  app.request(`/api/table/cart/events?shopSeq=1&tableNum=5&phoneId=${phoneId}`, { headers: auth });

const listeners = async (app: Hono) =>
  ((await (await app.request('/__demo/table-carts?shopSeq=1&tableNum=5')).json()) as { carts: { listeners: number }[] })
    .carts[0]?.listeners ?? 0;

describe('a batch of 100 ops, as a phone sends after a long while offline', () => {
  it('is taken whole (about 130 KB), applied in order, and the 100th of one menu refused past 99', async () => {
    const app = makeApp();
    const localeMenu = ['en', 'jp', 'ch', 'vi', 'ru', 'al', 'ko'].map((localeCode) => ({
      localeCode,
      menuName: `${localeCode} name `.repeat(8),
    }));
    const ops = Array.from({ length: 100 }, (_, i) =>
      add(i, { requestText: `${String(i).padStart(3, '0')} ${'x'.repeat(90)}`, localeMenu }),
    );
    const body = JSON.stringify({ ...TABLE, phoneId: 'phone-hostile-1', ops });
    expect(body.length).toBeGreaterThan(100_000);
    const res = await sendOps(app, ops);
    expect(res.status, await res.clone().text()).toBe(200);
    const { results, state } = (await res.json()) as TableCartOpsResult;
    expect(results.slice(0, 99).every((r) => r.outcome === 'applied')).toBe(true);
    expect(results[99]).toMatchObject({ outcome: 'refused', code: 'menu_quantity_over_limit' });
    expect([state.version, state.lines.length]).toEqual([99, 99]);
    const inspected = (await (await app.request('/__demo/table-carts?shopSeq=1&tableNum=5')).json()) as {
      carts: { opsApplied: number; outcomes: Record<string, number>; results: Record<string, string> }[];
    };
    expect(inspected.carts[0]).toMatchObject({ opsApplied: 100, outcomes: { applied: 99, refused: 1 } });
    expect(inspected.carts[0]?.results['op-hostile-000099']).toBe('refused');
    expect(state.lines.map((l) => l.requestText.slice(0, 3))).toEqual(
      Array.from({ length: 99 }, (_, i) => String(i).padStart(3, '0')),
    );
  });

  it('refuses 101 ops, and an empty batch, as a malformed body', async () => {
    const app = makeApp();
    const many = await sendOps(
      app,
      Array.from({ length: 101 }, (_, i) => add(i)),
    );
    const none = await sendOps(app, []);
    expect([many.status, none.status]).toEqual([422, 422]);
  });
});

describe('hostile text', () => {
  it.each<[string, unknown]>([
    ['a request longer than 100 characters', add(1, { requestText: 'x'.repeat(101) })],
    ['a quantity of 100', add(1, { quantity: 100 })],
    [
      'a quantity of 0',
      { kind: 'setQuantity', opId: 'op-hostile-000001', lineId: 'line-x-0001', seenVersion: 0, quantity: 0 },
    ],
    ['a fractional quantity', add(1, { quantity: 1.5 })],
    ['an op id of 7 characters', { ...add(1), opId: 'op-1234' }],
    ['an unknown op kind', { ...add(1), kind: 'replace' }],
    ['a negative seen version', { ...add(1), seenVersion: -1 }],
  ])('refuses %s as a malformed body', async (_, op) => {
    const app = makeApp();
    const res = await sendOps(app, [op]);
    expect(res.status).toBe(422);
    expect(((await (await app.request('/__demo/table-carts')).json()) as { carts: unknown[] }).carts).toEqual([]);
  });

  it('refuses a phone id of 7 characters', async () => {
    const res = await sendOps(makeApp(), [add(1)], 'phone-1');
    expect(res.status).toBe(422);
  });

  it('keeps hostile request text as text: sent back as JSON, escaped on the staff page', async () => {
    const app = makeApp();
    const { state } = (await (
      await sendOps(app, [add(1, { requestText: HOSTILE, menuName: HOSTILE })])
    ).json()) as TableCartOpsResult;
    expect(state.lines[0]?.requestText).toBe(HOSTILE);
    expect(state.lines[0]?.menuName).toBe('전주비빔밥');
    const page = await (await app.request('/__demo/staff')).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain('전주비빔밥 × 1');
  });
});

describe('options', () => {
  it('takes an option’s names, price and translations from the shop, never the phone', async () => {
    const app = makeApp();
    const categories = (await (await app.request('/api/category?shopSeq=1', { headers: auth })).json()) as Category[];
    const menu = categories
      .flatMap((c) => c.menus ?? [])
      .find(
        (m) =>
          !m.outOfStock &&
          (m.menuOptionGroups ?? []).length > 0 &&
          (m.menuOptionGroups ?? []).every((g) => !g.optionRequired && !g.minQty && !g.doesReplace),
      );
    const group = menu?.menuOptionGroups?.[0];
    const option = group?.optionList.find((o) => !o.outOfStock);
    if (!menu || !group || !option) throw new Error('the seed has no menu with a free, optional option');
    const selectedOptions = [
      {
        optionGroupUuid: group.optionGroupUuid,
        optionGroupName: HOSTILE,
        engOptionGroupName: HOSTILE,
        doesReplace: true,
        optionGroupLocale: [{ localeCode: 'en', optionGroupName: HOSTILE }],
        options: [
          {
            optionUuid: option.optionUuid,
            optionName: HOSTILE,
            engOptionName: HOSTILE,
            optionPrice: option.optionPrice,
            optionLocale: [{ localeCode: 'en', optionName: HOSTILE }],
          },
        ],
      },
    ];
    const res = await sendOps(app, [
      add(1, { menuSeq: menu.menuSeq, menuPrice: menu.menuPrice, menuName: menu.menuName, selectedOptions }),
    ]);
    const { state, results } = (await res.json()) as TableCartOpsResult;
    expect(results[0]?.outcome).toBe('applied');
    expect(JSON.stringify(state)).not.toContain('<script>');
    expect(state.lines[0]?.selectedOptions[0]).toMatchObject({
      optionGroupName: group.optionGroupName,
      doesReplace: false,
      options: [{ optionName: option.optionName, optionPrice: option.optionPrice }],
    });
    const priced = await sendOps(app, [
      add(2, {
        menuSeq: menu.menuSeq,
        menuPrice: menu.menuPrice,
        selectedOptions: [
          {
            ...selectedOptions[0]!,
            options: [{ ...selectedOptions[0]!.options[0]!, optionPrice: option.optionPrice + 1 }],
          },
        ],
      }),
    ]);
    expect(((await priced.json()) as TableCartOpsResult).results[0]).toMatchObject({ code: 'price_mismatch' });
  });
});

describe('many streams', () => {
  it('tells 25 phones of one change each, and lets go of every one that leaves', async () => {
    const app = makeApp();
    const streams = await Promise.all(
      Array.from({ length: 25 }, (_, i) => openStream(app, `phone-stream-${i + 1000}`)),
    );
    expect(streams.every((res) => res.status === 200)).toBe(true);
    const reading = streams.map(async (res) => (await readEvents(res, 2)).map((state) => state.version));
    await sendOps(app, [add(1), add(2, { requestText: 'second' })]);
    // One event per request that changed the cart, after all its ops: version 2, never 1.
    expect(await Promise.all(reading)).toEqual(Array.from({ length: 25 }, () => [0, 2]));
    await expect.poll(() => listeners(app)).toBe(0);
  });

  it('ends open streams when the demo is reset', async () => {
    const app = makeApp();
    const res = await openStream(app, 'phone-stream-reset');
    const reader = res.body!.getReader();
    await reader.read();
    await postJson(app, '/__demo/reset', {});
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
