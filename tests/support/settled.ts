/**
 * Conditions a journey waits on instead of time. "Nothing more happens" is never a pause: it is an
 * event that must come after whatever could have happened (the outbox emptied with no send still
 * on its way, the browser's next frames drawn, a timer made to fire with Playwright's clock).
 */
import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';

/** The addresses the outbox posts to (visit records, receipts and staff calls). */
const OUTBOX_SENDS = /\/api\/(history|messaging\/receipt|staff\/call)(\?|$)/;

export interface SendWatch {
  /** Outbox posts seen and not yet answered or failed. */
  inFlight(): number;
  /** Outbox posts seen since the watch began. */
  seen(): number;
}

/**
 * Counts the outbox posts on their way, from the page and (watching a context) from its service
 * worker. Start it before the sends it must see; a page closed meanwhile never reports its last
 * requests, so watch the page that stays.
 */
export function watchOutboxSends(target: Page | BrowserContext): SendWatch {
  const open = new Set<Request>();
  let seen = 0;
  const mine = (request: Request) => request.method() === 'POST' && OUTBOX_SENDS.test(request.url());
  target.on('request', (request) => {
    if (!mine(request)) return;
    open.add(request);
    seen += 1;
  });
  target.on('requestfinished', (request) => open.delete(request));
  target.on('requestfailed', (request) => open.delete(request));
  return { inFlight: () => open.size, seen: () => seen };
}

/** The entries the outbox keeps in IndexedDB (the page's and the worker's, one database). */
export async function outboxEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('table-order-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onupgradeneeded = () => opening.result.createObjectStore('entries');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('entries', 'readonly').objectStore('entries').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

/**
 * Waits until the outbox holds nothing and no send of it is on its way: no copy of any message
 * can reach the service after this, so a count read now is the final one.
 */
export async function outboxSettled(page: Page, sends: SendWatch, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => ({ kept: await outboxEntries(page), onTheirWay: sends.inFlight() }), {
      timeout,
      message: 'the outbox empties and its sends are answered',
    })
    .toEqual({ kept: 0, onTheirWay: 0 });
}

/**
 * Resolves after the browser has updated the rendering `count` more times. An observer's first
 * report comes with the next update, after those of the page's own observers (so the app has seen
 * what moved), and Playwright's clock, which fakes requestAnimationFrame, leaves it alone.
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => {
          if (left === 0) {
            resolve();
            return;
          }
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            step(left - 1);
          });
          observer.observe(document.documentElement);
        };
        step(frames);
      }),
    count,
  );
}

/**
 * Runs the page's clock (Playwright's, installed before the page loaded) `ms` ahead, a frame's
 * worth at a time with the browser drawing in between, as real time would: the page's timers fire
 * at once, but in order, and each sees the layout its predecessors left.
 */
export async function runClockFor(page: Page, ms: number, stepMs = 50): Promise<void> {
  for (let ran = 0; ran < ms; ran += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - ran));
    await afterFrames(page, 1);
  }
}

/** The screen as the diner sees it once its fonts are in and the browser has drawn it. */
export async function screenSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await afterFrames(page);
}
