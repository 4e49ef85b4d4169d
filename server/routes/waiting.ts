/** The waiting-list calls. Registration needs no token; the registration id is the key. */
import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/api/contract/calls.ts';
import { onCall, sendJson } from '../call-route.ts';
import type { DemoContext } from '../context.ts';
import { requireShop } from '../lookup.ts';
import { cancelRegistration, register, registrationOf, requireRegistration, waitingInfoOf } from '../waiting.ts';

export function waitingRoutes(ctx: DemoContext): Hono {
  const app = new Hono();

  onCall(app, 'shopWaiting', (c, { query }) => {
    const shop = requireShop(ctx.state, query.shopSeq);
    return sendJson(c, 'shopWaiting', waitingInfoOf(shop, ctx.state.waiting.get(query.shopSeq)));
  });

  // Idempotency-Key → the registration it made. A repeat while that registration is still waiting
  // (a retry after a timeout) gets the same id instead of a second place in the queue; once it
  // was cancelled or the party entered, the same party may register again.
  const registeredBy = new Map<string, string>();
  onCall(app, 'waitingRegister', (c, { body }) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const earlier = key ? ctx.state.registrations.get(registeredBy.get(key) ?? '') : undefined;
    if (earlier?.status === 'WAITING') return c.text(earlier.waitingUuid);
    const registration = register(ctx.state, body, ctx.now());
    if (key) registeredBy.set(key, registration.waitingUuid);
    return c.text(registration.waitingUuid);
  });

  onCall(app, 'waitingDetail', (c, { params }) => {
    const registration = requireRegistration(ctx.state, params.waitingUuid ?? '');
    return sendJson(c, 'waitingDetail', registrationOf(ctx.state, registration));
  });

  onCall(app, 'waitingCancel', (c, { params }) => {
    const registration = cancelRegistration(ctx.state, params.waitingUuid ?? '');
    return c.json({ waitingStatus: registration.status });
  });

  return app;
}
