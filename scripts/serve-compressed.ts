/**
 * The demo server as `server/main.ts` runs it, behind the gzip a production host or CDN puts in
 * front of an app's files, for `npm run bench` and `npm run screenshots`. (The demo server gzips
 * its API answers itself but sends the app's files as they are.)
 *
 *   PORT, HOST, DIST_DIR as for server/main.ts
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createServerFetch } from '../server/serve.ts';

const inner = createServerFetch({
  distDir: resolve(process.env.DIST_DIR ?? 'dist'),
  controls: true,
  secret: randomBytes(32).toString('hex'),
});
const app = new Hono();
app.use('*', compress());
app.all('*', (c) => inner(c.req.raw));

const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 4300),
  hostname: process.env.HOST ?? '127.0.0.1',
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
