/**
 * Offline journey: the installable app. The manifest is valid and Chromium's own installability
 * check finds nothing wrong; the start page (what the installed app opens) explains itself to a
 * first-time visitor and, for a returning diner, leads back to the last table, the waiting
 * tickets and recent orders — also with no network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, chromium, devices } from '@playwright/test';
import { openTable } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, waitForWorker, waitUntilReadyOffline } from '../support/offline.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height of a PNG, from its header. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.ok(), src).toBe(true);
  const bytes = await response.body();
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is valid and Chromium finds the app installable', async ({ request }, testInfo) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ff6b00',
    background_color: '#ff6b00',
  });
  expect(manifest.name.length).toBeGreaterThan(0);
  const icons = manifest.icons as ManifestImage[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const image of [...icons, ...(manifest.screenshots as ManifestImage[])]) {
    expect(await pngSize(request, image.src), image.src).toBe(image.sizes);
  }

  // Test contexts are incognito, where nothing installs: the check runs in a real profile.
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'table-order-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    ...launchOptions,
    baseURL,
    locale: 'ko-KR',
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await waitForWorker(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const cdp = await browser.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a first-time visitor learns to scan a table code, and the browser’s install offer shows a button', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '테이블의 QR 코드를 스캔해 주세요' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/offline-home-first.png' });

  // Headless Chromium never offers installing by itself: the offer is played to the page.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('button', { name: '앱 설치' });
  await expect(install).toBeVisible();
  await install.click();
  await expect(install).toBeHidden();
});

test('the start page leads a returning diner back, also offline', async ({
  expectFailedRequests,
  page,
  context,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  const shop = await (await request.get(`/api/shopInfo?shopSeq=${table.shopSeq}`)).json();
  await seedOrderLog(page, [
    orderLogEntry({
      shopSeq: table.shopSeq,
      tableNum: table.tableNum,
      printGroupUuid: 'pg-a',
      insDate: '20261120120000',
    }),
    orderLogEntry({
      shopSeq: table.shopSeq,
      tableNum: table.tableNum,
      printGroupUuid: 'pg-b',
      insDate: '20261121180500',
    }),
  ]);
  // These orders live on the phone alone: the service answers 404 for their print logs.
  expectFailedRequests(/\/api\/print\/log\/all\?printGroupUuid=pg-(a|b)$/);
  const waiting = await demo.entry('waiting-available');
  const waitingShop = Number(/\/waiting\/(\d+)/.exec(waiting.url)?.[1]);
  const waitingUuid = (
    await (
      await request.post('/api/shop/waiting', {
        data: { shopSeq: waitingShop, userPhoneNumber: '01012345678', adultCount: 2, kidCount: 0 },
      })
    ).text()
  ).replace(/"/g, '');
  const registration = await (await request.get(`/api/shop/waiting/${waitingUuid}`)).json();
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await expect(page.getByText(registration.shopName).first()).toBeVisible();

  await page.goto('/');
  const lastTable = page.getByRole('link', { name: new RegExp(shop.shopName) }).first();
  await expect(page.getByRole('heading', { name: '이어서 주문하기' })).toBeVisible();
  await expect(lastTable).toContainText(`${table.tableNum}번 테이블`);
  await expect(page.getByRole('link', { name: new RegExp(registration.shopName) })).toContainText(
    `대기번호 ${registration.waitingNumber}번`,
  );
  await expect(page.getByRole('heading', { name: '최근 주문' })).toBeVisible();
  await expect(page.getByText('주문 2건')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/offline-home-returning.png', fullPage: true });

  // The installed app opens the start page in a fresh session, possibly with no network.
  await goOffline(context, demo);
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { name: '이어서 주문하기' })).toBeVisible();
  await expect(fresh.getByText(registration.shopName).first()).toBeVisible();
  await expect(fresh.getByRole('link', { name: new RegExp(shop.shopName) }).first()).toBeVisible();

  // The last table's menu opens from there: its token comes back, and no network is not "expired".
  await fresh
    .getByRole('link', { name: new RegExp(shop.shopName) })
    .first()
    .click();
  await expect(fresh).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(fresh.getByRole('heading', { name: shop.shopName })).toBeVisible();
  await fresh.close();
});
