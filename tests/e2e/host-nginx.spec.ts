/**
 * The built app on Debian's nginx with the recipe the build writes (`nginx-app.conf`, shown in
 * docs/deploy.md), the order service proxied behind it, as a restaurant would host it: the menu
 * opens, reloads and reloads offline through the service worker; every route of the route table
 * answers the app on a reload; the pages and files carry the security headers and the cache rules.
 *
 * nginx and a demo order service of this spec's own run on E2E_PORT + 7 and + 8 (clear of the
 * WebKit and Firefox journeys' default 4392); the app is the build the journeys' web server just made.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { E2E_DIST_DIR, E2E_PORT, OWN_RUN } from '../support/e2e-port.ts';
import { expect, test } from '../support/fixtures.ts';
import { NGINX, startNginx } from '../support/nginx.ts';
import { waitUntilReadyOffline } from '../support/offline.ts';

const NGINX_PORT = E2E_PORT + 7;
const SERVICE_PORT = E2E_PORT + 8;
const origin = `http://127.0.0.1:${NGINX_PORT}`;
const demo = new DemoService(fetchRequests(origin));

/** One address per route of the spec's route table (the entry route is the scan's link). */
const ROUTES = [
  '/',
  '/list/1/1',
  '/1/1/5',
  '/cart/1/1',
  '/payment/1/1',
  '/payment/process/0b7c6c2e-2f1e-4a57-9d3b-3f0a3c2a1b10',
  '/payment/receipt/0b7c6c2e-2f1e-4a57-9d3b-3f0a3c2a1b10',
  '/payment/cancel/1/1',
  '/order/log/1/1/false',
  '/group/ABC123',
  '/waiting/1',
  '/waiting/complete/0b7c6c2e-2f1e-4a57-9d3b-3f0a3c2a1b10',
  '/expired/1/1',
  '/error',
  '/info',
];

let service: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let appHeaders: Record<string, string> = {};

test.describe('the app on nginx', () => {
  test.use({ serviceWorkers: 'allow' });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    if (!existsSync(NGINX)) throw new Error('nginx is missing: node scripts/ensure-browsers.mjs nginx installs it');
    appHeaders = JSON.parse(readFileSync(`${E2E_DIST_DIR}/security-headers.json`, 'utf8')).app;
    service = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: { ...process.env, PORT: String(SERVICE_PORT), DIST_DIR: E2E_DIST_DIR },
      stdio: 'ignore',
    });
    nginx = startNginx({
      port: NGINX_PORT,
      root: E2E_DIST_DIR,
      upstream: `http://127.0.0.1:${SERVICE_PORT}`,
      dir: `.tmp/nginx${OWN_RUN}`,
    });
    await expect
      .poll(async () => (await demo.catalogue().catch(() => [])).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
  });

  test.afterAll(() => {
    nginx?.kill('SIGQUIT');
    service?.kill();
  });

  test('the menu opens, reloads, and reloads offline through the service worker', async ({
    page,
    context,
    expectFailedRequests,
  }) => {
    // The first-visit popup's picture was never shown online, so the worker has no copy of it.
    expectFailedRequests(/\/img\/promotion\/1\.png(\?.*)?$/);
    await demo.reset();
    const link = DemoService.pathOf((await demo.entry('dine-in')).url);
    await page.goto(`${origin}${link}`);
    const menu = page.locator('main.menu-home');
    await expect(menu).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/list\/\d+\/\d+$/);
    await waitUntilReadyOffline(page);

    const online = await page.reload();
    expect(online?.status()).toBe(200);
    await expect(menu).toBeVisible();

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(menu).toBeVisible();
    await context.setOffline(false);
  });

  test('every route of the route table answers the app on a reload', async ({ request }) => {
    const app = await request.get(`${origin}/`);
    const page = await app.text();
    expect(page).toContain('<div id="root">');
    for (const route of ROUTES) {
      const response = await request.get(`${origin}${route}`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toContain('text/html');
      expect(await response.text(), route).toBe(page);
    }
  });

  test('pages and files carry the security headers and the cache rules', async ({ request }) => {
    const page = await request.get(`${origin}/list/1/1`);
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    if (!script) throw new Error('no module script in the page');
    const expected: [string, string][] = [
      ['/list/1/1', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      [script, 'public, max-age=31536000, immutable'],
    ];
    for (const [path, cacheControl] of expected) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control'], path).toBe(cacheControl);
      for (const [name, value] of Object.entries(appHeaders))
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      expect(headers['strict-transport-security'], path).toContain('max-age=');
    }
    expect((await request.get(`${origin}/manifest.webmanifest`)).headers()['content-type']).toBe(
      'application/manifest+json',
    );
    expect((await request.get(`${origin}/sw.js`)).headers()['content-type']).toContain('javascript');

    // A hashed file that is not there is a 404, never the page: a stale tab's screen fails as a script.
    const missing = await request.get(`${origin}/assets/no-such-file-0000.js`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');

    // The order service's answers keep the service's own headers, not the app's policy.
    const api = await request.get(`${origin}/__demo/catalogue`);
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  });
});
