/** The engines the cross-engine journeys run in, each started once per test file. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Diner } from './diner.ts';
import { FirefoxDriver } from './firefox.ts';
import { WebKitDriver } from './webkit.ts';

export interface EngineDriver {
  newDiner(baseURL: string): Promise<Diner>;
  stop(): Promise<void>;
}

export interface Engine {
  name: string;
  start(): Promise<EngineDriver>;
}

export const ENGINES: Engine[] = [
  { name: 'WebKit', start: () => WebKitDriver.start() },
  { name: 'Firefox', start: () => FirefoxDriver.start() },
];

/**
 * Starts the engine for the test file, resets the demo service before each test and closes the
 * test's browser after it: each test is one first-time diner.
 */
export function dinerSessions(engine: Engine, baseURL: string, reset: () => Promise<void>) {
  let driver: EngineDriver | undefined;
  let current: Diner | undefined;
  beforeAll(async () => {
    driver = await engine.start();
  });
  afterAll(async () => {
    await driver?.stop();
  });
  beforeEach(reset);
  afterEach(async () => {
    await current?.quit();
    current = undefined;
  });
  return {
    /** A first-time diner; `origin` reaches the app another way (a link the journey can cut). */
    async newDiner(origin = baseURL): Promise<Diner> {
      if (!driver) throw new Error(`${engine.name} did not start`);
      current = await driver.newDiner(origin);
      return current;
    },
  };
}
