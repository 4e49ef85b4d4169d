// Shared by `npm run bench` and `npm run screenshots`: build the app into a directory of its own,
// then serve it with the demo order service on a free port, and stop that server again.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export function build(outDir) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
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
 * Starts the demo server (server/main.ts, which compresses the app's files as a production host
 * does) on a free port serving `distDir`; resolves once it answers.
 */
export async function serve(distDir) {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
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
