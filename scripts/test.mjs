// `npm test`: every check the product has, in the order that fails fastest, ending with one
// summary line of all test cases run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
// Last run's reports must not be counted for a step that fails before writing its own.
for (const report of ['vitest', 'engines', 'playwright', 'faults']) rmSync(`.tmp/${report}.json`, { force: true });
const failures = [];

function step(name, cmd, args, { optional = false } = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failures.push(name);
    if (!optional) console.error(`✖ ${name} failed`);
  }
  return result.status === 0;
}

const readCatalogs = () =>
  readdirSync('locales')
    .filter((d) => existsSync(`locales/${d}/messages.po`))
    .map((d) => readFileSync(`locales/${d}/messages.po`, 'utf8'))
    .join('\n');

step('typecheck', 'npm', ['run', '-s', 'typecheck']);
step('lint', 'npx', ['biome', 'check', '.']);
step('import boundaries', 'npm', ['run', '-s', 'boundaries']);

const before = readCatalogs();
step('catalogs: extract', 'npx', ['lingui', 'extract', '--clean']);
if (readCatalogs() !== before) {
  failures.push('catalogs up to date');
  console.error('✖ locales/ changed on extract: commit the updated catalogs (npm run i18n:extract).');
}
step('catalogs: compile --strict', 'npx', ['lingui', 'compile', '--strict']);
step('catalogs: each language in its own script', 'node', ['scripts/catalog-scripts.mjs']);

step('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
]);
// The order service conformance check (`npm run check:service`) against the demo service.
step('order service conformance (demo service)', 'node', ['scripts/service-kit/check-demo.mjs']);
// One production build for the checks on what ships and for the WebKit journeys (the Chromium
// journeys' web server makes its own, as `npx playwright test` alone does).
const ENGINES_DIST = '.tmp/dist-engines';
const built = step('production build', 'npx', [
  'vite',
  'build',
  '--logLevel',
  'warn',
  '--outDir',
  ENGINES_DIST,
  '--emptyOutDir',
]);
if (built) step('no top-level await in the built app', 'node', ['scripts/top-level-await.mjs', ENGINES_DIST]);

if (step('browsers: chromium, and nginx', 'node', ['scripts/ensure-browsers.mjs', 'chromium', 'nginx'])) {
  step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
  // The fault-injection suite's short version (8 runs of each message scenario, 4 of payment and
  // cart, 2 of the shared table cart); `npm run faults` runs the full counts.
  step('fault injection (short)', 'node', ['scripts/faults.mjs']);
}
if (built && step('browsers: webkit, firefox', 'node', ['scripts/ensure-browsers.mjs', 'webkit', 'firefox'])) {
  process.env.ENGINES_DIST_DIR = ENGINES_DIST;
  step('end-to-end tests (WebKit, Firefox)', 'npx', [
    'vitest',
    'run',
    '-c',
    'tests/engines/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/engines.json',
  ]);
}

let passed = 0;
let failed = 0;
for (const report of ['.tmp/vitest.json', '.tmp/engines.json']) {
  if (!existsSync(report)) continue;
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  passed += counts.numPassedTests ?? 0;
  failed += counts.numFailedTests ?? 0;
}
for (const report of ['.tmp/playwright.json', '.tmp/faults.json']) {
  if (!existsSync(report)) continue;
  const e2e = JSON.parse(readFileSync(report, 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
}
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
