/** The waiting-list calls. Registration needs no token; the registration id is the key. */
import { Hono } from 'hono';
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

  onCall(app, 'waitingRegister', (c, { body }) => c.text(register(ctx.state, body, ctx.now()).waitingUuid));

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
