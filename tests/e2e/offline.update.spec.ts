/**
 * Offline journey: a new version. The app is served by a server of this spec's own from a "live"
 * folder holding build A (the one Playwright's web server built); deploying means replacing the
 * folder with build B (the same code built with another VITE_BUILD_ID, so every chunk name
 * differs) — old files deleted, as a real deploy may do.
 *
 * - The new worker waits; the app offers the new version; on consent it reloads once, on the
 *   new build, and the cart is still there.
 * - A tab still running build A, whose worker was replaced from another tab, opens a route whose
 *   chunk it had never loaded: the chunk of build A comes from the worker's copy of the previous
 *   build, with no reload.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { menuLink } from '../support/menu-journey.ts';
import { waitForWorker, waitUntilReadyOffline } from '../support/offline.ts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
const OWN_RUN = E2E_PORT === 4391 ? '' : `-${E2E_PORT}`;
/** Build A: what Playwright's web server built for this run. */
const BUILD_A = resolve(`.tmp/dist${OWN_RUN}`);
const BUILD_B = resolve(`.tmp/dist${OWN_RUN}-next`);
const LIVE = resolve(`.tmp/update${OWN_RUN}/live`);
const PORT = E2E_PORT + 1000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const NEW_VERSION = '새 버전이 있어요.';

let server: ChildProcess | null = null;

function deploy(build: string): void {
  rmSync(LIVE, { recursive: true, force: true });
  cpSync(build, LIVE, { recursive: true });
}

async function serverUp(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/__demo/catalogue`)).ok;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', BUILD_B, '--emptyOutDir'], {
    env: { ...process.env, VITE_BUILD_ID: `next-${Date.now()}` },
    stdio: 'ignore',
  });
  deploy(BUILD_A);
  // Its own process group, so the whole server (npx, tsx, node) stops with it.
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DIST_DIR: LIVE },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(serverUp, { timeout: 30_000 }).toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = null;
});

test.beforeEach(() => {
  deploy(BUILD_A);
});

/** The module script of the running shell: which build the tab runs. */
function buildOf(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src') ?? null);
}

function checkForUpdate(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

test('a new build is offered, and reloading on consent runs it with the cart kept', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  const lines = await seedCart(page, request, table, [{ menuSeq: 101, quantity: 2 }]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.getByText(lines[0]!.menuName)).toBeVisible();
  const buildA = await buildOf(page);

  deploy(BUILD_B);
  await checkForUpdate(page);
  const prompt = page.getByText(NEW_VERSION);
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '/tmp/offline-update-prompt.png' });
  // Waiting for consent: the page still runs build A.
  expect(await buildOf(page)).toBe(buildA);

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '새로고침' }).click()]);
  await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText(lines[0]!.menuName)).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toBeHidden();
  const buildB = await buildOf(page);
  expect(buildB).not.toBe(buildA);
  expect(readdirSync(resolve(LIVE, 'assets'))).toContain(buildB?.replace('/assets/', ''));
});

test('the prompt waits while a payment is on screen', async ({ page, demo }) => {
  await page.goto('/');
  await waitForWorker(page);
  deploy(BUILD_B);
  await checkForUpdate(page);
  await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });

  // The payment-cancelled page stands in for every /payment/* screen: no prompt there.
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await page.goto(`/payment/cancel/${table.shopSeq}/${table.tableNum}`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toBeHidden();
});

test('a tab on the old build opens a route it had not loaded after the new worker took over', async ({
  page,
  context,
  demo,
  request,
}) => {
  const waiting = await demo.entry('waiting-available');
  const shopSeq = Number(/\/waiting\/(\d+)/.exec(waiting.url)?.[1]);
  const waitingUuid = (
    await (
      await request.post('/api/shop/waiting', {
        data: { shopSeq, userPhoneNumber: '01087654321', adultCount: 1, kidCount: 0 },
      })
    ).text()
  ).replace(/"/g, '');
  const registration = await (await request.get(`/api/shop/waiting/${waitingUuid}`)).json();

  // The start page, with a waiting ticket kept on the device: only its own chunk is loaded.
  await page.goto('/');
  await waitUntilReadyOffline(page);
  await page.evaluate(
    (ticket) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put([ticket], 'table-order:v1:waiting-tickets');
          tx.oncomplete = () => done();
          tx.onerror = () => fail(tx.error);
        };
      }),
    {
      waitingUuid,
      shopSeq,
      shopName: registration.shopName,
      registration,
      seenAt: Date.now(),
      registeredAt: Date.now(),
    },
  );
  await page.reload();
  const ticketLink = page.getByRole('link', { name: new RegExp(registration.shopName) });
  await expect(ticketLink).toBeVisible();
  const loadedBefore = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name.replace(location.origin, '')),
  );
  expect(loadedBefore.some((name) => /\/assets\/_waitingUuid-/.test(name))).toBe(false);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  // Build B is deployed (build A's files are gone from the server) and a second tab agrees to it.
  deploy(BUILD_B);
  const chunkA = readdirSync(resolve(BUILD_A, 'assets')).find((f) => f.startsWith('_waitingUuid-'));
  expect((await request.get(`/assets/${chunkA}`)).status()).toBe(404);
  const other = await context.newPage();
  await other.goto('/');
  await waitForWorker(other);
  await checkForUpdate(other);
  await expect(other.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });
  await Promise.all([other.waitForEvent('load'), other.getByRole('button', { name: '새로고침' }).click()]);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.close();

  // The first tab still runs build A, now under the new worker; it was not reloaded. The
  // browser's HTTP cache may still hold build A's files (precaching fetched them all): it is
  // cleared, as eviction or a cache-busting host would, so only the worker can help.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await ticketLink.click();
  await expect(page).toHaveURL(new RegExp(`/waiting/complete/${waitingUuid}$`));
  await expect(page.getByText(registration.shopName).first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  const loadedAfter = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name.replace(location.origin, '')),
  );
  expect(loadedAfter).toContain(`/assets/${chunkA}`);
  expect(existsSync(resolve(LIVE, 'assets', chunkA ?? 'none'))).toBe(false);
});

test.describe(() => {
  // The old build's detail file is gone from the server: the browser reports the failed import.
  test.use({ allowedConsoleErrors: [/dynamically imported module/] });

  test('a screen file that no longer exists takes the waiting new version instead of an error screen', async ({
    page,
    context,
    demo,
    expectFailedRequests,
  }) => {
    const table = await openTable(page, demo, 'dine-in', 'pg');
    await waitUntilReadyOffline(page);
    const buildA = await buildOf(page);

    // Build B is deployed and waits; build A's files are gone from the server, and the phone has
    // lost its copies of the detail's files (storage eviction), so the next tap cannot find them.
    deploy(BUILD_B);
    // Build A's detail files, gone from the server: 404.
    expectFailedRequests(/\/assets\/_menuSeq-[\w-]+\.js$/);
    await checkForUpdate(page);
    await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (/\/_menuSeq-/.test(request.url)) await cache.delete(request);
      }
    });
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

    await page.goto(`/list/${table.shopSeq}/${table.tableNum}`);
    await page.locator('main.menu-home').waitFor();
    expect(await buildOf(page)).toBe(buildA);
    // The new-version notice at the foot of the screen may cover the card: the tap goes to the card.
    await (await menuLink(page, /식혜/)).dispatchEvent('click');

    await expect(page.locator('form.menu-detail')).toContainText('식혜', { timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/401$`));
    expect(await buildOf(page)).not.toBe(buildA);
    await expect(page.locator('main.screen-message')).toHaveCount(0);
  });
});
