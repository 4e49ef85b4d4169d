/** Taking orders, their print log, number, status lines and the two cancel calls. */
import { Hono } from 'hono';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { requireOrder, requireShop, requireTable } from '../lookup.ts';
import { orderStatusLinesOf, paymentResultOf, printLogGroupOf } from '../order-views.ts';
import { cancelCardOrder, cancelCounterOrder, placeOrder } from '../orders.ts';
import { checkTableCartOrder, tableCartOrderPlaced } from '../table-carts.ts';
import { requireCartTable } from './table-cart.ts';

export function orderRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  onCall(app, 'placeOrder', (c, { body }) => {
    // The table's shared cart at a version (table-carts.ts): one order per version. A repeat of a
    // print group id is the order it placed, answered below as any repeat is.
    const cart =
      body.tableCart && !ctx.state.orders.has(body.printGroupUuid)
        ? requireCartTable(ctx, body.shopSeq, body.tableNum, body.tableToken).session
        : null;
    const guest = cart && body.tableCart ? checkTableCartOrder(cart, body, body.tableCart.phoneId) : 0;
    const placed = placeOrder(ctx.state, body, ctx.now(), ctx.secret, ctx.merchant);
    const order = ctx.state.orders.get(placed.printGroupUuid);
    if (cart && order) tableCartOrderPlaced(cart, order, guest, ctx.now());
    return sendJson(c, 'placeOrder', placed);
  });

  onCall(app, 'paymentResult', (c, { query }) => {
    const order = requireOrder(ctx.state, query.mchtTrdNo);
    if (order.state === 'AWAITING_PAYMENT') return c.body(null, 204);
    return sendJson(c, 'paymentResult', paymentResultOf(requireShop(ctx.state, order.shopSeq), order));
  });

  onCall(app, 'printLogAll', (c, { query }) => {
    const order = requireOrder(ctx.state, query.printGroupUuid);
    return sendJson(c, 'printLogAll', printLogGroupOf(requireShop(ctx.state, order.shopSeq), order));
  });

  // The pos 'okpos' flavour: the order code as bare text, empty while the payment is not settled.
  onCall(app, 'orderNumber', (c, { params }) =>
    c.text(requireOrder(ctx.state, params.printGroupUuid ?? '').orderCode ?? ''),
  );

  onCall(app, 'orderLogStatus', (c, { query }) => {
    const shop = requireShop(ctx.state, query.shopSeq);
    const table = requireTable(shop, query.tableNum);
    const lines = orderStatusLinesOf(shop, ctx.state.orders.values(), table.tableNum, query.localeCode);
    return sendJson(c, 'orderLogStatus', lines);
  });

  onCall(app, 'paymentCancel', (c, { params, body }) => {
    cancelCardOrder(ctx.state, params.printGroupUuid ?? '', body.orderNo);
    return c.json({ status: 'CANCEL' });
  });

  onCall(app, 'orderCancel', (c, { params, body }) => {
    cancelCounterOrder(ctx.state, params.orderNo ?? '', params.printGroupUuid ?? '', body.shopSeq);
    return c.json({ status: 'CANCEL' });
  });

  return app;
}
