/**
 * The table-cart extension (`GET /table/cart`, `POST /table/cart/ops`, `GET /table/cart/events`),
 * for dine-in tables whose info advertises it. All three need the table's live token as the
 * bearer, which also names the table session: a new code on the table starts an empty cart.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { CALL_PATHS } from '../../src/api/contract/paths.ts';
import { TABLE_CART_CALLS, TABLE_CART_EVENT } from '../../src/api/contract/table-cart.ts';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { ApiError, parseQuery } from '../http.ts';
import { requireShop, requireTable } from '../lookup.ts';
import type { SeedShop } from '../seed/types.ts';
import { guestOf, stateFor, type TableCartListener, type TableCartSession } from '../table-cart-session.ts';
import { applyTableCartOps, expireHold, tableCartSession } from '../table-carts.ts';
import { bearerToken, isTokenValidFor } from '../tokens.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const TABLE_CART_HEARTBEAT_MS = 15_000;

/** The shop, and the session of a table that offers the shared cart, for the table's live token. */
export function requireCartTable(
  ctx: DemoContext,
  shopSeq: number,
  tableNum: number,
  token: string | null | undefined,
): { shop: SeedShop; session: TableCartSession } {
  const shop = requireShop(ctx.state, shopSeq);
  const table = requireTable(shop, tableNum);
  if (!table.extensions?.tableCart || table.kind !== 'dine-in') {
    throw new ApiError(404, 'extension_not_offered', 'This table does not offer the shared table cart.');
  }
  if (!token || !isTokenValidFor(token, shopSeq, tableNum, ctx.now(), ctx.secret)) {
    throw new ApiError(401, 'invalid_token', 'The table cart needs this table’s live token.');
  }
  return { shop, session: tableCartSession(ctx.state, shopSeq, tableNum, token, ctx.now()) };
}

const bearer = (c: Context) => bearerToken(c.req.header('authorization'));

/** Sends the whole state on connecting and after every change, a heartbeat while quiet. */
async function runStream(
  ctx: DemoContext,
  stream: SSEStreamingApi,
  session: TableCartSession,
  guest: number,
): Promise<void> {
  let pending = true;
  let ended = false;
  let wake: (() => void) | null = null;
  const rouse = () => {
    wake?.();
    wake = null;
  };
  const listener: TableCartListener = {
    changed() {
      pending = true;
      rouse();
    },
    close() {
      ended = true;
      rouse();
    },
  };
  session.listeners.add(listener);
  stream.onAbort(() => listener.close());
  try {
    while (!ended && !stream.aborted) {
      if (pending) {
        pending = false;
        await stream.writeSSE({ event: TABLE_CART_EVENT, data: JSON.stringify(stateFor(session, guest)) });
        continue;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const beat = await new Promise<boolean>((resolve) => {
        wake = () => resolve(false);
        timer = setTimeout(() => resolve(true), TABLE_CART_HEARTBEAT_MS);
      });
      clearTimeout(timer);
      if (!beat || ended) continue;
      // A payment left open past the hold is given back even when nobody asks.
      expireHold(session, ctx.now());
      if (!pending) await stream.write(': heartbeat\n\n');
    }
  } finally {
    session.listeners.delete(listener);
  }
}

export function tableCartRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  onCall(app, 'tableCart', (c, { query }) => {
    const { session } = requireCartTable(ctx, query.shopSeq, query.tableNum, bearer(c));
    return sendJson(c, 'tableCart', stateFor(session, guestOf(session, query.phoneId)));
  });

  onCall(app, 'tableCartOps', (c, { body }) => {
    const { shop, session } = requireCartTable(ctx, body.shopSeq, body.tableNum, bearer(c));
    const results = applyTableCartOps(shop, session, body.phoneId, body.ops);
    return sendJson(c, 'tableCartOps', { state: stateFor(session, guestOf(session, body.phoneId)), results });
  });

  app.get(CALL_PATHS.tableCartEvents, (c) => {
    const query = parseQuery(c.req.query(), TABLE_CART_CALLS.tableCart.query);
    const { session } = requireCartTable(ctx, query.shopSeq, query.tableNum, bearer(c));
    const guest = guestOf(session, query.phoneId);
    // Proxies such as nginx would otherwise hold the events back in their buffers.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => runStream(ctx, stream, session, guest));
  });

  return app;
}
