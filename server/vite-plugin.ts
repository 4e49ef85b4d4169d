/**
 * Mounts the demo service into Vite's dev and preview servers, so `npm run dev` and `vite preview`
 * serve the app and its order service from one origin. One app per server, made on first use.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { createDemoApp } from './app.ts';
import { isDemoPath } from './paths.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function demoMiddleware(): Connect.NextHandleFunction {
  let listener: Listener | undefined;
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isDemoPath(pathname)) return next();
    listener ??= getRequestListener(createDemoApp().fetch);
    listener(req, res).catch(next);
  };
}

export function demoServicePlugin(): Plugin {
  return {
    name: 'demo-order-service',
    configureServer(server) {
      server.middlewares.use(demoMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoMiddleware());
    },
  };
}
