/**
 * History posts, smart-receipt sends and the customer phone lookup. Posts replayed by the app's
 * offline queue carry an Idempotency-Key; a key seen before is answered but not recorded again,
 * so the service sees each visit and each receipt exactly once.
 */
import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/api/contract/calls.ts';
import { onCall } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { ApiError } from '../http.ts';
import { decideReceipt } from '../receipts.ts';

export function messagingRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  /** True the first time a key is seen for this kind of post (and always when there is no key). */
  function firstDelivery(kind: string, key: string | null): boolean {
    if (key === null) return true;
    const scoped = `${kind}:${key}`;
    if (ctx.state.idempotencyKeys.has(scoped)) return false;
    ctx.state.idempotencyKeys.add(scoped);
    return true;
  }

  onCall(app, 'history', (c, { body }) => {
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    if (firstDelivery('history', key)) {
      ctx.state.received.history.push({ body, idempotencyKey: key, at: ctx.now().toISOString() });
    }
    return c.json({ result: 'recorded' });
  });

  // The message is the order's (receipts.ts); the page's own shop name, price, date and link are set aside.
  onCall(app, 'receipt', (c, { body }) => {
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    const scoped = key === null ? null : `receipt:${key}`;
    // A repeat of a send that went out: answered "already sent", never counted nor refused by the limits.
    if (scoped !== null && ctx.state.idempotencyKeys.has(scoped)) return c.json({ result: 'already_sent' }, 208);
    const appOrigin = ctx.appOrigin ?? new URL(c.req.url).origin;
    const decision = decideReceipt(ctx.state, body, appOrigin, ctx.now());
    if (decision.kind === 'already-sent') return c.json({ result: 'already_sent' }, 208);
    if (scoped !== null) ctx.state.idempotencyKeys.add(scoped);
    ctx.state.received.receipts.push({
      body,
      message: decision.message,
      idempotencyKey: key,
      at: ctx.now().toISOString(),
    });
    return c.json({ result: 'sent' });
  });

  onCall(app, 'phone', (c, { query }) => {
    const phone = ctx.state.phones.get(query.uuid);
    if (!phone) throw new ApiError(404, 'unknown_phone', 'No phone number is known for this id.');
    return c.text(phone);
  });

  return app;
}
