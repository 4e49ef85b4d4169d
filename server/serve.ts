/** The standalone server's request handler: demo service paths to the service, the rest to the app. */
import type { Hono } from 'hono';
import { SERVICE_HEADERS } from '../scripts/security-headers.ts';
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
  return async (request, env, executionCtx) =>
    isDemoPath(new URL(request.url).pathname)
      ? withServiceHeaders(await demo.fetch(request, env, executionCtx))
      : statics.fetch(request, env, executionCtx);
}

/**
 * The service's own answers (JSON, pictures, gateway scripts, controls) get the strict headers
 * of something that is never a page of ours; a gateway card page keeps the policy it set itself.
 */
export function withServiceHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SERVICE_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
