/**
 * A second build of the app, served by a second demo service on a port of its own: for journeys
 * whose build differs from the journeys' main one only by its environment (an image host, a
 * field-figures endpoint), so the main build stays as every other journey expects it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { freePort } from './free-port.ts';

export interface SecondApp {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The folder the build went to. */
  dist: string;
  /** Requests to the second demo service (its `/__demo` control endpoints and API). */
  request: APIRequestContext;
  stop: () => Promise<void>;
}

/**
 * Builds the app with `env` added into `.tmp/dist-<name>-<port>`, starts a demo service serving it
 * and resolves once the service answers. `check` looks at the build before the service starts.
 */
export async function startSecondApp(
  name: string,
  env: Record<string, string>,
  check?: (dist: string) => void,
): Promise<SecondApp> {
  const port = await freePort();
  const dist = `.tmp/dist-${name}-${port}`;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error(`the ${name} build failed`);
  check?.(dist);
  const server: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const request = await playwrightRequest.newContext({ baseURL: origin });
  const stop = async () => {
    await request.dispose();
    server.kill();
  };
  try {
    await expect
      .poll(async () => (await request.get('/__demo/catalogue').catch(() => null))?.ok() ?? false, {
        timeout: 30_000,
      })
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dist, request, stop };
}
