/**
 * The fault-injection suite (`npm run faults`, a short version in `npm test`): each scenario runs
 * many times against the demo service with the connection cut, tabs closed, the worker stopped and
 * the service failing at random moments, and prints how many messages were lost or duplicated.
 * FAULT_RUNS sets the runs of the message scenarios, half that for payment and cart (`npm test`: 8; `npm run faults`: 100).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: 'tests/faults',
  outputDir: `${base.outputDir}-faults`,
  retries: 0,
  // The JSON report lets `npm test`'s closing line count these cases too.
  reporter: [['list'], ['json', { outputFile: '.tmp/faults.json' }]],
  projects: [{ name: 'faults' }],
});
