/**
 * What the shared carts' ops did at the service, for tests that count lost and doubled edits:
 * every `POST /table/cart/ops` body as it arrived (which phone, which ops, how the service
 * answered) and every op id each table session's cart has answered, with its first outcome.
 * `/__demo/table-carts` counts the ops; this says which they were and who sent them. Only
 * mounted with the demo's controls; it changes nothing the service does.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { CALL_PATHS } from '../../src/api/contract/paths.ts';
import type { DemoContext } from '../context.ts';
import type { DemoState } from '../state.ts';

interface ReceivedOp {
  opId: string;
  kind: string;
  lineId: string;
  menuName: string | null;
}

interface ReceivedBatch {
  shopSeq: number;
  tableNum: number;
  phoneId: string;
  status: number;
  ops: ReceivedOp[];
}

/** Per demo state, so a reset of the demo forgets them with everything else. */
const received = new WeakMap<DemoState, ReceivedBatch[]>();

function opsOf(body: unknown): ReceivedOp[] {
  const ops = (body as { ops?: unknown }).ops;
  if (!Array.isArray(ops)) return [];
  return ops.map((op: Record<string, unknown>) => ({
    opId: String(op.opId),
    kind: String(op.kind),
    lineId: String(op.lineId),
    menuName: typeof op.line === 'object' && op.line ? String((op.line as { menuName?: unknown }).menuName) : null,
  }));
}

/** Notes each batch of ops and the status it was answered with; the route itself is untouched. */
export function recordTableCartOps(ctx: DemoContext): MiddlewareHandler {
  return async (c, next) => {
    const copy = c.req.raw.clone();
    await next();
    if (c.req.method !== 'POST') return;
    const body: unknown = await copy.json().catch(() => null);
    if (!body || typeof body !== 'object') return;
    const { shopSeq, tableNum, phoneId } = body as { shopSeq?: unknown; tableNum?: unknown; phoneId?: unknown };
    const batches = received.get(ctx.state) ?? [];
    received.set(ctx.state, batches);
    batches.push({
      shopSeq: Number(shopSeq),
      tableNum: Number(tableNum),
      phoneId: String(phoneId),
      status: c.res.status,
      ops: opsOf(body),
    });
  };
}

export const TABLE_CART_OPS_PATH = `/api${CALL_PATHS.tableCartOps}`;

export function tableCartOpsControl(ctx: DemoContext): Hono {
  const app = new Hono();

  app.get('/table-carts/ops', (c) => {
    const shopSeq = c.req.query('shopSeq');
    const tableNum = c.req.query('tableNum');
    const here = (s: { shopSeq: number; tableNum: number }) =>
      (shopSeq === undefined || s.shopSeq === Number(shopSeq)) &&
      (tableNum === undefined || s.tableNum === Number(tableNum));
    const sessions = [...ctx.state.tableCarts.values()].filter(here).map((s) => ({
      shopSeq: s.shopSeq,
      tableNum: s.tableNum,
      startedAt: s.startedAt.toISOString(),
      outcomes: Object.values(s.book.outcomes),
    }));
    return c.json({ sessions, received: (received.get(ctx.state) ?? []).filter(here) });
  });

  return app;
}
