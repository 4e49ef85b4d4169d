/** The table-cart extension: sessions, guests, versions, idempotent ops, events, ordering at a version. */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { OrderBody } from '../src/api/contract/calls.ts';
import {
  TABLE_CART_HOLD_MS,
  type TableCartLineInput,
  type TableCartOp,
  type TableCartOpsResult,
  type TableCartState,
} from '../src/api/contract/table-cart.ts';
import {
  makeApp,
  NOW,
  orderBody,
  payWithSmartro,
  placeOrder,
  postJson,
  readEvents,
  SECRET,
  tokenFor,
} from './test-support.ts';
import { mintTableToken } from './tokens.ts';

/** Hanok (card, Smartro) table 4 and Bunsik (counter) table 7 offer the shared cart. */
const CARD = { shopSeq: 1, tableNum: 4 };
const COUNTER = { shopSeq: 3, tableNum: 7 };
type Table = typeof CARD;

const auth = (table: Table, token = tokenFor(table.shopSeq, table.tableNum)) => ({
  authorization: `Bearer ${token}`,
});

const BIBIMBAP: TableCartLineInput = {
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
};
const GIMBAP: TableCartLineInput = { ...BIBIMBAP, menuSeq: 3001, menuName: '야채김밥', menuPrice: 4000 };

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${String(++ids).padStart(8, '0')}`;
const addOp = (line: TableCartLineInput, extra: Partial<TableCartOp> = {}): TableCartOp =>
  ({ kind: 'add', opId: nextId('op'), lineId: nextId('line'), seenVersion: 0, line, ...extra }) as TableCartOp;

async function getCart(app: Hono, table: Table, phoneId: string, headers: Record<string, string> = auth(table)) {
  return app.request(`/api/table/cart?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&phoneId=${phoneId}`, {
    headers,
  });
}

async function cart(app: Hono, table: Table, phoneId: string): Promise<TableCartState> {
  const res = await getCart(app, table, phoneId);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TableCartState;
}

async function sendOps(
  app: Hono,
  table: Table,
  phoneId: string,
  ops: TableCartOp[],
  headers: Record<string, string> = auth(table),
) {
  return postJson(app, '/api/table/cart/ops', { ...table, phoneId, ops }, headers);
}

async function ops(app: Hono, table: Table, phoneId: string, list: TableCartOp[]): Promise<TableCartOpsResult> {
  const res = await sendOps(app, table, phoneId, list);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TableCartOpsResult;
}

/** The order body for the cart as it stands, as a phone would send it. */
function cartOrder(table: Table, state: TableCartState, phoneId: string, extra: Partial<OrderBody> = {}): OrderBody {
  const lines = state.lines.map((l) => ({
    menuSeq: l.menuSeq,
    quantity: l.quantity,
    optionUuids: l.selectedOptions.flatMap((g) => g.options.map((o) => o.optionUuid)),
    totalPrice: l.menuPrice * l.quantity,
    requestText: l.requestText || null,
  }));
  return orderBody({
    ...table,
    tableToken: tokenFor(table.shopSeq, table.tableNum),
    lines,
    totalPrice: lines.reduce((n, l) => n + l.totalPrice, 0),
    tableCart: { phoneId, version: state.version },
    ...extra,
  });
}

describe('who may use the table cart', () => {
  it.each([
    ['a table that does not advertise it', { shopSeq: 1, tableNum: 1 }, auth({ shopSeq: 1, tableNum: 1 }), 404],
    ['a counter table that does not advertise it', { shopSeq: 3, tableNum: 1 }, auth({ shopSeq: 3, tableNum: 1 }), 404],
    ['no token', CARD, {}, 401],
    ['another table’s token', CARD, auth({ shopSeq: 1, tableNum: 5 }), 401],
    ['an expired token', CARD, auth(CARD, tokenFor(1, 4, -60)), 401],
  ])('%s: the same refusal on every call', async (_, table, headers, status) => {
    const app = makeApp();
    expect((await getCart(app, table, 'phone-a-0001', headers)).status).toBe(status);
    expect((await sendOps(app, table, 'phone-a-0001', [addOp(BIBIMBAP)], headers)).status).toBe(status);
    const events = await app.request(
      `/api/table/cart/events?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&phoneId=phone-a-0001`,
      { headers },
    );
    expect(events.status).toBe(status);
  });

  it('refuses an order naming the table cart on a table without it, and takes the same order without the field', async () => {
    const app = makeApp();
    const plain = { shopSeq: 1, tableNum: 1 };
    const body = orderBody({ tableCart: { phoneId: 'phone-a-0001', version: 0 } });
    const refused = await postJson(app, '/api/order', body);
    expect([refused.status, (await refused.json()).error.code]).toEqual([404, 'extension_not_offered']);
    const { tableCart: _, ...spec } = body;
    expect((await postJson(app, '/api/order', { ...spec, ...plain })).status).toBe(200);
  });

  it('advertises tableCart on tables 4–8 of the card shop and 7–8 of the counter shop only', async () => {
    const app = makeApp();
    const offered = async (shopSeq: number, tableNum: number) =>
      (
        (await (await app.request(`/api/table/info?shopSeq=${shopSeq}&tableNum=${tableNum}`)).json()) as {
          extensions?: { tableCart?: boolean };
        }
      ).extensions?.tableCart === true;
    expect(await Promise.all([1, 3, 4, 8, 9].map((n) => offered(1, n)))).toEqual([false, false, true, true, false]);
    expect(await Promise.all([1, 6, 7, 8].map((n) => offered(3, n)))).toEqual([false, false, true, true]);
  });
});

describe('the cart of a table session', () => {
  it('numbers phones in the order they first appear and counts them', async () => {
    const app = makeApp();
    expect((await cart(app, CARD, 'phone-a-0001')).you).toBe(1);
    expect((await cart(app, CARD, 'phone-b-0001')).you).toBe(2);
    const again = await cart(app, CARD, 'phone-a-0001');
    expect([again.you, again.guests]).toEqual([1, 2]);
  });

  it('starts empty at version 0 and goes up by one per change, lines saying who added them', async () => {
    const app = makeApp();
    await cart(app, CARD, 'phone-a-0001');
    const { state, results } = await ops(app, CARD, 'phone-b-0001', [
      addOp(BIBIMBAP),
      addOp({ ...BIBIMBAP, menuSeq: 101, menuPrice: 9000 }),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'refused']);
    expect(state.version).toBe(1);
    expect(state.lines.map((l) => [l.menuSeq, l.addedBy])).toEqual([[102, 2]]);
  });

  it('a new table code starts a new, empty session', async () => {
    const app = makeApp();
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const fresh = mintTableToken(1, 4, NOW, SECRET, 3600);
    const res = await getCart(app, CARD, 'phone-b-0001', auth(CARD, fresh));
    const state = (await res.json()) as TableCartState;
    expect([state.version, state.lines.length, state.you]).toEqual([0, 0, 1]);
  });

  it('applies an op once however often it is sent', async () => {
    const app = makeApp();
    const op = addOp(BIBIMBAP);
    const first = await ops(app, CARD, 'phone-a-0001', [op]);
    const again = await ops(app, CARD, 'phone-a-0001', [op, op]);
    expect(again.results).toEqual([first.results[0], first.results[0]]);
    expect(again.state.version).toBe(1);
    expect(again.state.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('fills names and prices from its own menu, never the phone’s', async () => {
    const app = makeApp();
    const { state } = await ops(app, CARD, 'phone-a-0001', [
      addOp({ ...BIBIMBAP, menuName: '<img src=x onerror=alert(1)>' }),
    ]);
    expect(state.lines[0]?.menuName).not.toContain('<img');
  });

  it.each<[string, Partial<TableCartLineInput>, string]>([
    ['an unknown menu', { menuSeq: 999_999 }, 'unknown_menu'],
    ['a price that is not today’s', { menuPrice: 10000 }, 'price_mismatch'],
    ['a sold-out menu', { menuSeq: 3003, menuPrice: 5500 }, 'sold_out'],
    [
      'an option the menu does not have',
      {
        selectedOptions: [
          {
            optionGroupUuid: 'nope',
            optionGroupName: 'x',
            engOptionGroupName: null,
            doesReplace: false,
            optionGroupLocale: [],
            options: [{ optionUuid: 'nope-1', optionName: 'x', engOptionName: null, optionPrice: 0, optionLocale: [] }],
          },
        ],
      },
      'invalid_options',
    ],
  ])('refuses an add of %s with its code', async (_, change, code) => {
    const app = makeApp();
    const table = change.menuSeq === 3003 ? COUNTER : CARD;
    const { results, state } = await ops(app, table, 'phone-a-0001', [addOp({ ...BIBIMBAP, ...change })]);
    expect(results[0]).toMatchObject({ outcome: 'refused', code });
    expect(state.version).toBe(0);
  });
});

describe('GET /table/cart/events', () => {
  it('sends the whole state at once and again after a change, and lets go of a client that leaves', async () => {
    const app = makeApp();
    const res = await app.request('/api/table/cart/events?shopSeq=1&tableNum=4&phoneId=phone-a-0001', {
      headers: auth(CARD),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(res, 2);
    await ops(app, CARD, 'phone-b-0001', [addOp(BIBIMBAP)]);
    const [first, second] = await reading;
    expect([first?.version, first?.you]).toEqual([0, 1]);
    expect([second?.version, second?.lines.length, second?.guests]).toEqual([1, 1, 2]);
    const inspect = async () =>
      (
        (await (await app.request('/__demo/table-carts?shopSeq=1&tableNum=4')).json()) as {
          carts: { listeners: number }[];
        }
      ).carts[0]?.listeners;
    await expect.poll(inspect).toBe(0);
  });
});

describe('ordering the cart at a version', () => {
  it('counter shop: one order of two at the same version; the cart empties for everyone', async () => {
    const app = makeApp();
    await ops(app, COUNTER, 'phone-a-0001', [addOp(GIMBAP)]);
    const state = await cart(app, COUNTER, 'phone-b-0001');
    const [a, b] = await Promise.all([
      postJson(app, '/api/order', cartOrder(COUNTER, state, 'phone-a-0001')),
      postJson(app, '/api/order', cartOrder(COUNTER, state, 'phone-b-0001')),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect((await refused.json()).error.code).toBe('table_cart_ordered');
    const after = await cart(app, COUNTER, 'phone-b-0001');
    expect(after.lines).toEqual([]);
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ settlement: 'counter', version: state.version });
    expect(after.orders[0]?.orderNo).toMatch(/^\d+$/);
    const orders = (await (await app.request('/__demo/orders?shopSeq=3&tableNum=7')).json()) as { orders: unknown[] };
    expect(orders.orders).toHaveLength(1);
  });

  it('the same print group id sent twice is one order', async () => {
    const app = makeApp();
    await ops(app, COUNTER, 'phone-a-0001', [addOp(GIMBAP)]);
    const body = cartOrder(COUNTER, await cart(app, COUNTER, 'phone-a-0001'), 'phone-a-0001');
    const first = await placeOrder(app, body);
    const again = await placeOrder(app, body);
    expect(again).toEqual(first);
    expect((await cart(app, COUNTER, 'phone-a-0001')).orders).toHaveLength(1);
  });

  it('refuses a changed cart and an order whose lines are not the cart’s', async () => {
    const app = makeApp();
    await ops(app, COUNTER, 'phone-a-0001', [addOp(GIMBAP)]);
    const seen = await cart(app, COUNTER, 'phone-a-0001');
    await ops(app, COUNTER, 'phone-b-0001', [addOp({ ...GIMBAP, requestText: 'no pickles' })]);
    const stale = await postJson(app, '/api/order', cartOrder(COUNTER, seen, 'phone-a-0001'));
    expect([stale.status, (await stale.json()).error.code]).toEqual([409, 'table_cart_changed']);
    const now = await cart(app, COUNTER, 'phone-a-0001');
    const other = await postJson(
      app,
      '/api/order',
      cartOrder(COUNTER, seen, 'phone-a-0001', { tableCart: { phoneId: 'phone-a-0001', version: now.version } }),
    );
    expect([other.status, (await other.json()).error.code]).toEqual([409, 'table_cart_changed']);
  });

  it('card shop: the cart is held while one phone pays; paid, it empties and lists the order', async () => {
    const app = makeApp();
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const state = await cart(app, CARD, 'phone-b-0001');
    const placed = await placeOrder(app, cartOrder(CARD, state, 'phone-a-0001'));
    const held = await cart(app, CARD, 'phone-b-0001');
    expect(held.paying).toMatchObject({
      guest: 1,
      printGroupUuid: placed.printGroupUuid,
      lineIds: [state.lines[0]?.lineId],
    });
    const second = await postJson(app, '/api/order', cartOrder(CARD, state, 'phone-b-0001'));
    expect([second.status, (await second.json()).error.code]).toEqual([409, 'table_cart_paying']);
    const edit = await ops(app, CARD, 'phone-b-0001', [
      { kind: 'setQuantity', opId: nextId('op'), lineId: state.lines[0]!.lineId, seenVersion: 1, quantity: 2 },
    ]);
    expect(edit.results[0]).toMatchObject({ outcome: 'refused', code: 'table_cart_paying' });
    expect((await payWithSmartro(app, placed)).status).toBe(303);
    const paid = await cart(app, CARD, 'phone-b-0001');
    expect(paid.paying ?? null).toBeNull();
    expect(paid.lines).toEqual([]);
    expect(paid.orders[0]).toMatchObject({ orderedBy: 1, settlement: 'card', printGroupUuid: placed.printGroupUuid });
    expect(paid.orders[0]?.orderNo).toMatch(/^\d+$/);
    const late = await postJson(app, '/api/order', cartOrder(CARD, state, 'phone-b-0001'));
    expect([late.status, (await late.json()).error.code]).toEqual([409, 'table_cart_ordered']);
  });

  it('card shop: a declined payment gives the cart back as it was', async () => {
    const app = makeApp();
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const state = await cart(app, CARD, 'phone-a-0001');
    const placed = await placeOrder(app, cartOrder(CARD, state, 'phone-a-0001'));
    expect((await payWithSmartro(app, placed, 'decline')).status).toBe(303);
    const back = await cart(app, CARD, 'phone-b-0001');
    expect(back.paying ?? null).toBeNull();
    expect([back.version, back.lines.length, back.orders.length]).toEqual([state.version, 1, 0]);
    expect((await postJson(app, '/api/order', cartOrder(CARD, back, 'phone-b-0001'))).status).toBe(200);
  });

  it(`card shop: a payment left open past ${TABLE_CART_HOLD_MS / 60_000} minutes gives the cart back`, async () => {
    const clock = { now: NOW };
    const app = makeApp(() => clock.now);
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const state = await cart(app, CARD, 'phone-a-0001');
    await placeOrder(app, cartOrder(CARD, state, 'phone-a-0001'));
    clock.now = new Date(NOW.getTime() + TABLE_CART_HOLD_MS - 1);
    expect((await cart(app, CARD, 'phone-b-0001')).paying).not.toBeNull();
    clock.now = new Date(NOW.getTime() + TABLE_CART_HOLD_MS);
    expect((await cart(app, CARD, 'phone-b-0001')).paying ?? null).toBeNull();
  });

  it('card shop: a payment the diner stops, or one released by the demo control, gives the cart back', async () => {
    const app = makeApp();
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const state = await cart(app, CARD, 'phone-a-0001');
    const placed = await placeOrder(app, cartOrder(CARD, state, 'phone-a-0001'));
    const moid = placed.gateway?.provider === 'smartro' ? placed.gateway.Moid : '';
    expect((await app.request(`/api/pg-relay/smartro/stop/${moid}`)).status).toBe(303);
    expect((await cart(app, CARD, 'phone-b-0001')).paying ?? null).toBeNull();
    await placeOrder(app, cartOrder(CARD, state, 'phone-b-0001'));
    expect((await cart(app, CARD, 'phone-a-0001')).paying).toMatchObject({ guest: 2 });
    const released = await postJson(app, '/__demo/table-carts/release', CARD);
    expect(await released.json()).toEqual({ released: 1 });
    expect((await cart(app, CARD, 'phone-a-0001')).paying ?? null).toBeNull();
  });

  it('card shop: a line added while another phone pays stays for the next round', async () => {
    const app = makeApp();
    await ops(app, CARD, 'phone-a-0001', [addOp(BIBIMBAP)]);
    const state = await cart(app, CARD, 'phone-a-0001');
    const placed = await placeOrder(app, cartOrder(CARD, state, 'phone-a-0001'));
    const during = await ops(app, CARD, 'phone-b-0001', [addOp(BIBIMBAP, { seenVersion: 1 })]);
    expect(during.results[0]?.outcome).toBe('applied');
    expect(during.state.lines).toHaveLength(2);
    expect((await payWithSmartro(app, placed)).status).toBe(303);
    const after = await cart(app, CARD, 'phone-a-0001');
    expect(after.lines.map((l) => [l.addedBy, l.quantity])).toEqual([[2, 1]]);
    expect(after.orders[0]?.lines.map((l) => l.addedBy)).toEqual([1]);
  });

  it('counter shop: an edit of a line that went with the order answers lineOrdered, naming who ordered', async () => {
    const app = makeApp();
    const { state } = await ops(app, COUNTER, 'phone-a-0001', [addOp(GIMBAP)]);
    await placeOrder(app, cartOrder(COUNTER, state, 'phone-b-0001'));
    const late = await ops(app, COUNTER, 'phone-a-0001', [
      { kind: 'setQuantity', opId: nextId('op'), lineId: state.lines[0]!.lineId, seenVersion: 1, quantity: 3 },
    ]);
    expect(late.results[0]).toMatchObject({ outcome: 'lineOrdered', by: 2 });
    expect(late.state.lines).toEqual([]);
  });
});
