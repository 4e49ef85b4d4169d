/**
 * The gateway stand-ins under /pg, each shaped by its provider's public manual (docs/payments.md): its browser script(s), its card window, and the server API the order service's relay
 * calls to approve (no money moves without that call) and to net-cancel.
 *
 *   /pg/nice/*     NICEPAY (server/gateway/nice.ts)
 *   /pg/smartro/*  Smartro (server/gateway/smartro.ts)
 */
import { Hono } from 'hono';
import type { DemoContext } from './context.ts';
import { niceRoutes } from './gateway/nice.ts';
import { smartroRoutes } from './gateway/smartro.ts';

export function gatewayRoutes(ctx: DemoContext): Hono {
  const app = new Hono();
  app.route('/nice', niceRoutes(ctx));
  app.route('/smartro', smartroRoutes(ctx));
  return app;
}
