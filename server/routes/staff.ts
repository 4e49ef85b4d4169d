/**
 * The staff-call extension (`POST /staff/call`, `GET /staff/call`), for tables whose info
 * advertises it. Both need the table's own token as the bearer: the calls reach a person, so a
 * stranger with the shop's address cannot ring every table's bell.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/api/contract/calls.ts';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { ApiError, errorBody } from '../http.ts';
import { requireShop, requireTable } from '../lookup.ts';
import { callView, listedCalls, recordStaffCall, TooSoon } from '../staff-calls.ts';
import { bearerToken, isTokenValidFor } from '../tokens.ts';

export function staffRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  /** The table, when it offers the staff call and the bearer is its live token. */
  function requireCallingTable(c: Context, shopSeq: number, tableNum: number): void {
    const table = requireTable(requireShop(ctx.state, shopSeq), tableNum);
    if (!table.extensions?.staffCall || table.kind !== 'dine-in') {
      throw new ApiError(404, 'extension_not_offered', 'This table does not offer the staff call.');
    }
    const token = bearerToken(c.req.header('authorization'));
    if (!isTokenValidFor(token, shopSeq, tableNum, ctx.now(), ctx.secret)) {
      throw new ApiError(401, 'invalid_token', 'The staff call needs this table’s live token as the bearer.');
    }
  }

  onCall(app, 'staffCall', (c, { body }) => {
    requireCallingTable(c, body.shopSeq, body.tableNum);
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    try {
      const { record, fresh } = recordStaffCall(ctx.state, body, key, ctx.now());
      if (fresh) ctx.state.received.staffCalls.push({ body, idempotencyKey: key, at: ctx.now().toISOString() });
      return sendJson(c, 'staffCall', callView(record), fresh ? 201 : 200);
    } catch (error) {
      if (!(error instanceof TooSoon)) throw error;
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message), 429);
    }
  });

  onCall(app, 'staffCallState', (c, { query }) => {
    requireCallingTable(c, query.shopSeq, query.tableNum);
    const calls = listedCalls(ctx.state, query.shopSeq, query.tableNum, ctx.now()).map(callView);
    return sendJson(c, 'staffCallState', { calls });
  });

  return app;
}
