// `npm run mutation`: mutation testing (StrykerJS, Vitest runner) of the rules and the route guards.
// Each mutant is one small change to the code (a condition flipped, a branch emptied); a test must
// fail for it. The clear-text report prints the score per folder and file. CPU-heavy: one mutant at
// a time, and only the tests related to the mutated file run for it. Narrow it with
// `npm run mutation -- --mutate src/features/cart/cart-edits.ts`.
import { existsSync, readdirSync } from 'node:fs';

/** The features' rules: the pure modules with a table test beside them (not atoms, calls or screens). */
const rules = readdirSync('src/features', { recursive: true, encoding: 'utf8' })
  .filter((file) => /^[^/]+\/[^/]+\.ts$/.test(file) && !/\.(test|atoms|api)\.ts$|\/public\.ts$/.test(file))
  .map((file) => `src/features/${file}`)
  .filter((file) => existsSync(file.replace(/\.ts$/, '.test.ts')));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts', related: true },
  mutate: [...rules, 'src/routes/-components/*-guard.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/index.html' },
  jsonReporter: { fileName: '.tmp/mutation/report.json' },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
  ignoreStatic: true,
  // Longer than a test's own limit: a mutant that leaves a promise hanging fails its test in the
  // runner (killed) instead of costing a restart of the runner (timeout).
  timeoutMS: 10_000,
  // Stryker rewrites tsconfig.json's `extends` and references for its sandbox with TypeScript's
  // compiler API, which TypeScript 7 no longer has; ours has neither, so it is pointed at no file.
  tsconfigFile: '.tmp/stryker-has-no-tsconfig.json',
};
