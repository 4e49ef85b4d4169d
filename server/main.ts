/**
 * Standalone server for `npm start` and the end-to-end tests: the built app from dist/ plus the
 * demo order service, on one origin.
 *
 *   npx tsx server/main.ts [--no-controls] [--remote-controls]
 *                                              PORT (default 4300), HOST (default 127.0.0.1),
 *                                              DIST_DIR (default dist/, the build to serve),
 *                                              TLS_CERT and TLS_KEY (PEM files: serve HTTPS with
 *                                              HTTP/2, as a production host does; HTTP/1.1 still answers)
 *                                              CORS_ORIGINS (origins of an app elsewhere that may call
 *                                              the API), APP_ORIGIN (the app's origin in receipt links)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { buildCatalogue } from './catalogue.ts';
import { isLoopbackBind } from './control-guard.ts';
import { createServerFetch } from './serve.ts';

const port = Number(process.env.PORT ?? 4300);
const host = process.env.HOST ?? '127.0.0.1';
// On an address the network reaches (HOST=0.0.0.0, to try the app on a phone), anyone on the same
// Wi-Fi could reset the service or list live table links: controls stay off unless asked for.
const remote = !isLoopbackBind(host);
const remoteControls = process.argv.includes('--remote-controls');
const controls = !process.argv.includes('--no-controls') && (!remote || remoteControls);
if (remote && !controls && !process.argv.includes('--no-controls')) {
  console.warn(
    `warning: HOST=${host} is reachable from the network, so the control endpoints (/__demo/*) are off. ` +
      'Start with --remote-controls to turn them on anyway (anyone who reaches this address can then use them).',
  );
} else if (remote && controls) {
  console.warn(
    `warning: the control endpoints (/__demo/*) are on at HOST=${host}: anyone who reaches this address can ` +
      'reset the service and read live table links.',
  );
}
const secret = process.env.DEMO_TOKEN_SECRET ?? randomBytes(32).toString('hex');
const distDir = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist/', import.meta.url));

const tls =
  process.env.TLS_CERT && process.env.TLS_KEY
    ? { cert: readFileSync(process.env.TLS_CERT), key: readFileSync(process.env.TLS_KEY) }
    : null;

const options = { fetch: createServerFetch({ distDir, controls, secret }), port, hostname: host };
const server = serve(
  tls ? { ...options, createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : options,
  (info) => {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const origin = `${tls ? 'https' : 'http'}://${shown}:${info.port}`;
    const lines = [
      `Table ordering app and demo order service on ${origin}`,
      `  control endpoints (${origin}/__demo/…): ${controls ? 'on' : 'off'}`,
      '',
      'Open one of these on a phone-sized window (table links are valid for 24 hours):',
      ...buildCatalogue(new Date(), secret).entries.flatMap((entry) => [
        `  ${entry.description}`,
        `    ${origin}${entry.url}`,
      ]),
    ];
    console.log(lines.join('\n'));
  },
);

// Node closes a keep-alive connection after 5 s idle; a client that sends on it at that moment
// (the tests' request contexts wait longer than that while a page loads) gets ECONNRESET. Hosts and
// load balancers keep idle connections about a minute; so does this one.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

function shutdown(signal: string): void {
  console.log(`${signal}: closing the server`);
  server.close(() => process.exit(0));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  // Open keep-alive or streaming connections must not hold the process hostage.
  setTimeout(() => process.exit(0), 3000).unref();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
