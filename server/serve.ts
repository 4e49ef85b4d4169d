/** The standalone server's request handler: demo service paths to the service, the rest to the app. */
import type { Hono } from 'hono';
import { createDemoApp } from './app.ts';
import { isDemoPath } from './paths.ts';
import { staticApp } from './static.ts';

export interface ServerAppOptions {
  distDir: string;
  controls: boolean;
  secret: string;
}

export function createServerFetch(options: ServerAppOptions): Hono['fetch'] {
  const demo = createDemoApp({ controls: options.controls, secret: options.secret });
  const statics = staticApp(options.distDir);
  return (request, env, executionCtx) =>
    isDemoPath(new URL(request.url).pathname)
      ? demo.fetch(request, env, executionCtx)
      : statics.fetch(request, env, executionCtx);
}
