/**
 * The demo order service: a stand-in for the restaurant's order service, its image host and its
 * payment gateways, answering every call of the contract from seeded shops held in memory.
 *
 *   /api/*     the order service (paths are the contract's, under /api)
 *   /img/*     the image host (pictures drawn by the service)
 *   /pg/*      gateway scripts and the stand-in card page
 *   /__demo/*  control endpoints, only when `controls` is on (demo and test mode)
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createContext, type DemoContext, type DemoOptions } from './context.ts';
import { controlGuard } from './control-guard.ts';
import { corsFor } from './cors.ts';
import { faultMiddleware } from './faults.ts';
import { gatewayRoutes } from './gateway.ts';
import { ApiError, errorBody } from './http.ts';
import { diskVariantStore } from './images/variant-store.ts';
import { imageRoutes } from './images.ts';
import { requestLimits } from './limits.ts';
import { relayRoutes } from './relay.ts';
import { demoRoutes } from './routes/demo.ts';
import { recordTableCartOps, TABLE_CART_OPS_PATH, tableCartOpsControl } from './routes/demo-table-cart-ops.ts';
import { groupRoutes } from './routes/group.ts';
import { messagingRoutes } from './routes/messaging.ts';
import { orderRoutes } from './routes/orders.ts';
import { shopRoutes } from './routes/shop.ts';
import { staffRoutes } from './routes/staff.ts';
import { tableCartRoutes } from './routes/table-cart.ts';
import { waitingRoutes } from './routes/waiting.ts';
import { rumCollector } from './rum.ts';

export type { DemoOptions } from './context.ts';

function apiRoutes(ctx: DemoContext): Hono {
  const api = new Hono();
  const crossOrigin = corsFor(ctx.corsOrigins);
  // First, so a preflight is answered before any limit reads the request.
  if (crossOrigin) api.use('*', crossOrigin);
  // The large shop's category list is a few hundred KB of JSON; gzip makes it a few dozen.
  api.use('*', compress());
  api.use('*', requestLimits());
  for (const routes of [
    shopRoutes,
    orderRoutes,
    messagingRoutes,
    groupRoutes,
    waitingRoutes,
    staffRoutes,
    tableCartRoutes,
  ]) {
    api.route('/', routes(ctx));
  }
  return api;
}

export function createDemoApp(options: DemoOptions = {}): Hono {
  const ctx = createContext(options);
  const app = new Hono();

  app.use(
    '*',
    faultMiddleware(() => ctx.state.faults),
  );
  if (ctx.controls) app.use(TABLE_CART_OPS_PATH, recordTableCartOps(ctx));
  // The gateways post forms here (not JSON), so the relay sits before the API's JSON-only limits.
  app.route('/api/pg-relay', relayRoutes(ctx, { transport: (request) => Promise.resolve(app.fetch(request)) }));
  app.route('/api', apiRoutes(ctx));
  const imageCacheDir = options.imageCacheDir ?? process.env.DEMO_IMAGE_CACHE_DIR;
  app.route('/img', imageRoutes(undefined, imageCacheDir ? diskVariantStore(imageCacheDir) : undefined));
  app.route('/pg', gatewayRoutes(ctx));
  if (ctx.controls) {
    rumCollector(app, ctx);
    app.use('/__demo/*', controlGuard());
    app.route('/__demo', demoRoutes(ctx));
    app.route('/__demo', tableCartOpsControl(ctx));
  }

  app.notFound((c) => c.json(errorBody('not_found', `Nothing at ${c.req.method} ${c.req.path}.`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    console.error('[demo service]', error);
    return c.json(errorBody('internal', 'The demo service failed on this request.'), 500);
  });
  return app;
}
