/**
 * Helpers for the offline journeys (`tests/e2e/offline.*.spec.ts`, project phone-offline, where
 * service workers are allowed). In Chromium a context's offline switch also cuts the worker's
 * own fetches, so "offline" here means the whole phone has no network.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { DemoService } from './demo-service.ts';

/** The Korean toast the app shows once the worker took the page and cached what it had loaded. */
export const READY_OFFLINE = '이제 오프라인에서도 쓸 수 있어요';
/** The app-wide connection line while offline. */
export const OFFLINE_LINE = '오프라인 상태예요. 이 휴대폰에 저장된 내용을 보여 드려요.';

/** Waits until the service worker controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/** First visit: the worker installs, takes the page and caches what the page had loaded. */
export async function waitUntilReadyOffline(page: Page): Promise<void> {
  await waitForWorker(page);
  await expect(page.getByText(READY_OFFLINE)).toBeVisible({ timeout: 20_000 });
}

/** Paths of the order service the journeys read; faulted too "for good measure" while offline. */
const SERVICE_PATHS = [
  '/api/shopInfo',
  '/api/table/info',
  '/api/breakTime',
  '/api/promotion',
  '/api/category',
  '/api/locale/shop',
  '/api/locale/option',
  '/api/locale/option-group',
  '/api/session/check',
  '/api/order/log/status',
  '/api/history',
  '/api/messaging/receipt',
];

/** The phone loses its network, and the service drops whatever still reaches it. */
export async function goOffline(context: BrowserContext, demo: DemoService): Promise<void> {
  await context.setOffline(true);
  for (const path of SERVICE_PATHS) await demo.fault({ path, drop: true });
}

export async function goOnline(context: BrowserContext, demo: DemoService): Promise<void> {
  await demo.clearFaults();
  await context.setOffline(false);
}

/** Names of the worker's caches and the addresses in each (origin cut off). */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => r.url.replace(location.origin, ''));
    }
    return out;
  });
}

/** How many pictures from the image host on the page have actually been drawn. */
export async function drawnImages(page: Page, pathPart = '/img/'): Promise<number> {
  return page.evaluate(
    (part) =>
      [...document.images].filter((img) => img.currentSrc.includes(part) && img.complete && img.naturalWidth > 0)
        .length,
    pathPart,
  );
}
