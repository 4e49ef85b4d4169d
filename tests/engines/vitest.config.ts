/**
 * The cross-engine journeys (WebKit, Firefox): real browsers driven over WebDriver against the
 * production build and the demo service, one test at a time (the demo service holds all state).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/support/app-server.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    retry: process.env.CI ? 1 : 0,
  },
});
