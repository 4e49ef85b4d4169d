/** Control endpoints for demos and tests (only mounted when controls are on). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ORDER_STATUSES, WAITING_STATUSES } from '../../src/api/contract/other-entities.ts';
import { buildCatalogue } from '../catalogue.ts';
import type { DemoContext } from '../context.ts';
import { FaultInputSchema, toFault } from '../faults.ts';
import { ApiError, parseBody, readJson } from '../http.ts';
import { requireShop, requireTable } from '../lookup.ts';
import { setMenuPrice, setStock } from '../menu-controls.ts';
import { setOrderStatus } from '../orders.ts';
import { allListedCalls, answerStaffCall, callView } from '../staff-calls.ts';
import { isStaffFormToken, STAFF_PAGE_CSP, staffPageHtml } from '../staff-page.ts';
import { tableCartsHtml } from '../table-cart-page.ts';
import { closeTableCartStreams, expireHold, tableCartInspection } from '../table-carts.ts';
import { mintTableToken } from '../tokens.ts';
import { advanceQueue, registrationOf, requireQueue } from '../waiting.ts';

const seq = v.pipe(v.number(), v.integer(), v.minValue(0));
const TokenSchema = v.object({
  shopSeq: seq,
  tableNum: seq,
  ttlSeconds: v.optional(v.pipe(v.number(), v.integer())),
});
const OrderStatusSchema = v.object({ printGroupUuid: v.string(), status: v.picklist(ORDER_STATUSES) });
const ShopSchema = v.object({ shopSeq: seq });
const WaitingStatusSchema = v.object({ shopSeq: seq, waitingStatus: v.picklist(WAITING_STATUSES) });
const WaitingCountersSchema = v.object({ shopSeq: seq, useAdult: v.boolean(), useKid: v.boolean() });
const MenuPriceSchema = v.object({ shopSeq: seq, menuSeq: seq, menuPrice: seq });
const StockSchema = v.object({
  shopSeq: seq,
  menuSeq: seq,
  outOfStock: v.boolean(),
  /** Sells out one option of the menu instead of the menu. */
  optionUuid: v.optional(v.string()),
});
const TableSchema = v.object({ shopSeq: seq, tableNum: seq });
const TableFilterSchema = v.object({ shopSeq: v.optional(seq), tableNum: v.optional(seq) });
const AnswerSchema = v.object({ callId: v.pipe(v.string(), v.maxLength(64)) });

export function demoRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  app.post('/reset', (c) => {
    closeTableCartStreams(ctx.state);
    ctx.reset();
    return c.json({ reset: true });
  });

  app.post('/token', async (c) => {
    const body = parseBody(await readJson(c), TokenSchema);
    requireTable(requireShop(ctx.state, body.shopSeq), body.tableNum);
    const token = mintTableToken(body.shopSeq, body.tableNum, ctx.now(), ctx.secret, body.ttlSeconds);
    return c.json({ token, url: `/${body.shopSeq}/${body.tableNum}?token=${token}` });
  });

  app.post('/order-status', async (c) => {
    const body = parseBody(await readJson(c), OrderStatusSchema);
    const order = setOrderStatus(ctx.state, body.printGroupUuid, body.status);
    return c.json({ printGroupUuid: order.printGroupUuid, status: order.state });
  });

  app.post('/waiting/advance', async (c) => {
    const body = parseBody(await readJson(c), ShopSchema);
    const entered = advanceQueue(ctx.state, body.shopSeq);
    return c.json({
      entered: entered ? { waitingUuid: entered.waitingUuid, ...registrationOf(ctx.state, entered) } : null,
    });
  });

  app.post('/waiting/status', async (c) => {
    const body = parseBody(await readJson(c), WaitingStatusSchema);
    const queue = requireQueue(ctx.state, body.shopSeq);
    queue.status = body.waitingStatus;
    return c.json({ shopSeq: body.shopSeq, waitingStatus: queue.status });
  });

  // Which party counters the shop's waiting list uses (shop waiting info's useAdult and useKid).
  app.post('/waiting/counters', async (c) => {
    const body = parseBody(await readJson(c), WaitingCountersSchema);
    const queue = requireQueue(ctx.state, body.shopSeq);
    queue.useAdult = body.useAdult;
    queue.useKid = body.useKid;
    return c.json({ shopSeq: body.shopSeq, useAdult: queue.useAdult, useKid: queue.useKid });
  });

  // The shop changes its menu between two visits: a price, or a menu or option sold out.
  app.post('/menu/price', async (c) => {
    const body = parseBody(await readJson(c), MenuPriceSchema);
    const menu = setMenuPrice(requireShop(ctx.state, body.shopSeq), body.menuSeq, body.menuPrice);
    return c.json({ menuSeq: menu.menuSeq, menuPrice: menu.menuPrice });
  });

  app.post('/menu/stock', async (c) => {
    const body = parseBody(await readJson(c), StockSchema);
    const menu = setStock(requireShop(ctx.state, body.shopSeq), body.menuSeq, body.outOfStock, body.optionUuid);
    return c.json({ menuSeq: menu.menuSeq, outOfStock: menu.outOfStock });
  });

  // The orders the service holds for a table, with their lines: what a test counts an order by.
  app.post('/fault', async (c) => {
    const fault = toFault(parseBody(await readJson(c), FaultInputSchema));
    ctx.state.faults.push(fault);
    return c.json({ fault });
  });

  app.delete('/fault', (c) => {
    ctx.state.faults.length = 0;
    return c.json({ cleared: true });
  });

  app.get('/received', (c) => c.json(ctx.state.received));

  /** Every order the service holds, whatever its state: a test counts them to prove one order, not two. */
  /**
   * The orders the service holds, whatever their state, for one table when `shopSeq` and `tableNum`
   * are given: a test counts them to prove one order, not two.
   */
  app.get('/orders', (c) => {
    const shopSeq = c.req.query('shopSeq');
    const tableNum = c.req.query('tableNum');
    const orders = [...ctx.state.orders.values()]
      .filter((order) => shopSeq === undefined || order.shopSeq === Number(shopSeq))
      .filter((order) => tableNum === undefined || order.table.tableNum === Number(tableNum))
      .map((order) => ({
        printGroupUuid: order.printGroupUuid,
        shopSeq: order.shopSeq,
        tableNum: order.table.tableNum,
        state: order.state,
        totalPrice: order.totalPrice,
        lines: order.lines.map((line) => ({ menuSeq: line.menu.menuSeq, quantity: line.quantity })),
      }));
    return c.json({ orders });
  });

  // The staff page, and its answer: JSON for tests and scripts, or the page's own form.
  app.get('/staff', (c) => {
    c.header('Content-Security-Policy', STAFF_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    // With no-referrer (the service's default) a browser names its form posts' origin "null".
    c.header('Referrer-Policy', 'same-origin');
    const carts = tableCartsHtml(ctx.state.tableCarts.values(), ctx.state.shops);
    return c.html(staffPageHtml(allListedCalls(ctx.state, ctx.now()), ctx.state.shops, ctx.secret, carts));
  });

  app.get('/staff/calls', (c) => c.json({ calls: allListedCalls(ctx.state, ctx.now()).map(callView) }));

  app.post('/staff/answer', async (c) => {
    if (/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) {
      const form = await c.req.parseBody();
      if (!isStaffFormToken(form.token, ctx.secret)) {
        throw new ApiError(403, 'forbidden_form', 'This form did not come from the staff page.');
      }
      answerStaffCall(ctx.state, parseBody({ callId: form.callId }, AnswerSchema).callId, ctx.now());
      return c.redirect('/__demo/staff', 303);
    }
    const { callId } = parseBody(await readJson(c), AnswerSchema);
    return c.json(callView(answerStaffCall(ctx.state, callId, ctx.now())));
  });

  // The shared carts (table-carts.ts): what a test reads to count ops, versions and orders.
  app.get('/table-carts', (c) => {
    const shopSeq = c.req.query('shopSeq');
    const tableNum = c.req.query('tableNum');
    const carts = [...ctx.state.tableCarts.values()]
      .filter((s) => shopSeq === undefined || s.shopSeq === Number(shopSeq))
      .filter((s) => tableNum === undefined || s.tableNum === Number(tableNum))
      .map(tableCartInspection);
    return c.json({ carts });
  });

  // Forgets every table's shared cart (or one table's), as if each table had a new code.
  app.post('/table-carts/reset', async (c) => {
    const body = parseBody(await readJson(c).catch(() => ({})), TableFilterSchema);
    for (const [key, session] of ctx.state.tableCarts) {
      if (body.shopSeq !== undefined && session.shopSeq !== body.shopSeq) continue;
      if (body.tableNum !== undefined && session.tableNum !== body.tableNum) continue;
      for (const listener of session.listeners) listener.close();
      ctx.state.tableCarts.delete(key);
    }
    return c.json({ reset: true });
  });

  // A card payment left open: gives the table's held cart back now, as the hold timeout would.
  app.post('/table-carts/release', async (c) => {
    const body = parseBody(await readJson(c), TableSchema);
    let released = 0;
    for (const session of ctx.state.tableCarts.values()) {
      if (session.shopSeq !== body.shopSeq || session.tableNum !== body.tableNum || !session.paying) continue;
      session.paying.since = new Date(0);
      expireHold(session, ctx.now());
      released += 1;
    }
    return c.json({ released });
  });

  app.get('/catalogue', (c) => c.json(buildCatalogue(ctx.now(), ctx.secret)));

  return app;
}
