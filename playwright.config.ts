import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { E2E_DIST_DIR as DIST_DIR, OWN_RUN, E2E_PORT as PORT } from './tests/support/e2e-port.ts';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/test-results${OWN_RUN}`,
  fullyParallel: false,
  // One demo service holds all state and every test resets it: tests run one at a time.
  workers: 1,
  retries: isCI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: `.tmp/playwright${OWN_RUN}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', testIgnore: /offline\..*spec\.ts/ },
    { name: 'phone-offline', testMatch: /offline\..*spec\.ts/, use: { serviceWorkers: 'allow' } },
  ],
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${DIST_DIR} --emptyOutDir && node_modules/.bin/tsx server/main.ts`,
    env: { PORT: String(PORT), DIST_DIR },
    url: `http://127.0.0.1:${PORT}/__demo/catalogue`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
