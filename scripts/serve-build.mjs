// Shared by `npm run bench` and `npm run screenshots`: build the app into a directory of its own,
// then serve it with the demo order service on a free port, and stop that server again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Builds the app into `outDir`; `env` adds build settings (such as BENCH_WITHOUT, see vite.config.ts). */
export function build(outDir, env = {}) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status}):\n${result.stderr}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl), so the server can speak HTTP/2 as a
 * production host does; null when openssl is missing.
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return result.status === 0 ? { cert, key } : null;
}

/**
 * Starts the demo server (server/main.ts, which compresses the app's files as a production host
 * does) on `port` or a free one, serving `distDir`; resolves once it answers. With `tls` ({ cert, key }
 * files) it serves HTTPS with HTTP/2.
 */
export async function serve(distDir, { tls, port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      HOST: '127.0.0.1',
      ...(tls ? { TLS_CERT: tls.cert, TLS_KEY: tls.key } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/__demo/catalogue`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the demo server did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The first catalogue entry with every kind asked for. */
export async function catalogueEntry(origin, ...kinds) {
  const { entries } = await (await fetch(`${origin}/__demo/catalogue`)).json();
  const entry = entries.find((e) => kinds.every((k) => e.kinds.includes(k)));
  if (!entry) throw new Error(`no catalogue entry with kinds ${kinds.join(', ')}`);
  return entry;
}

/** A fresh table link (path and token) from the demo service. */
export async function freshTableLink(origin, shopSeq, tableNum) {
  const response = await fetch(`${origin}/__demo/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shopSeq, tableNum }),
  });
  if (!response.ok) throw new Error(`POST /__demo/token answered ${response.status}`);
  const { url } = await response.json();
  const parsed = new URL(url, origin);
  return `${origin}${parsed.pathname}${parsed.search}`;
}

/**
 * Asks once for every built file, brotli-compressed as Chromium asks for it: a production host has
 * its compressed files ready, while this server compresses each on its first request.
 */
export async function warm(origin, distDir) {
  const files = readdirSync(join(distDir, 'assets')).map((name) => `/assets/${name}`);
  for (const path of ['/', ...files]) {
    await (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
}
