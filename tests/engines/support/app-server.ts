/**
 * Builds the app for production and serves it with the demo service on a port of its own, as the
 * Chromium journeys' web server does; the journeys read the address with `inject('baseURL')`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const PORT = Number(process.env.ENGINES_PORT ?? 4392);
// ENGINES_DIST_DIR serves a build made elsewhere (for example of an older commit) instead of building.
const PREBUILT = process.env.ENGINES_DIST_DIR;
const DIST_DIR = PREBUILT ?? `.tmp/dist-engines${PORT === 4392 ? '' : `-${PORT}`}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!PREBUILT) {
    // Vitest runs with NODE_ENV=test, which would build React's development code and leave the
    // service worker out (`import.meta.env.PROD` is false): build as a deployment does.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  const server: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DIST_DIR },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${PORT}`;
  await waitUntilServing(baseURL, server);
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill();
  };
}

async function waitUntilServing(baseURL: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the demo service exited with ${server.exitCode}`);
    const up = await fetch(`${baseURL}/__demo/catalogue`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the demo service did not answer on ${baseURL}`);
}
