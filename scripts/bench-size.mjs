// The bench's size section: the same menu on food courts of 100, 400, 1,600 and 3,200 menus (the
// demo's `size-N` shops, built like the large one), CPU 4× slower. Each run opens the menu, then
// scrolls it from top to bottom at a reading pace (a screen at a time, a pause after each) and
// reads: the elements in the page at the end, main-thread time per 1,000 px scrolled (DevTools'
// TaskDuration over the scroll), long tasks and blocking time over the scroll, and the JS heap
// after a garbage collection. Sizes alternate within each round (100, 400, 1,600, 3,200, then
// again), so a burst of load on the machine spreads over all sizes instead of one; medians print.
// Every shop's menu pictures are made before its first scroll (warmPictures), as a CDN has them.
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { median } from './bench-lighthouse.mjs';
import { PHONE } from './bench-repeat.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { catalogueEntry, freshTableLink } from './serve-build.mjs';

export const SIZES = [100, 400, 1600, 3200];
/** Elements and time per 1,000 px at 3,200 menus at most this many times those at 100. */
export const FLAT_RATIO = 1.25;
const STEP_PX = 800;
const PAUSE_MS = 120;

/** Runs in the page before its scripts: keeps every long task from the moment it is asked to. */
function watchLongTasks() {
  window.__longTasks = [];
  window.__watchLongTasks = false;
  new PerformanceObserver((list) => {
    if (!window.__watchLongTasks) return;
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
}

/** Runs in the page: scrolls to the end a step at a time and answers how far it went. */
async function scrollToEnd({ step, pause }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const start = window.scrollY;
  let stuck = 0;
  window.__watchLongTasks = true;
  while (stuck < 3) {
    const before = window.scrollY;
    window.scrollBy(0, step);
    await frame();
    await new Promise((resolve) => setTimeout(resolve, pause));
    // The page may still grow below (a section built on approach): only a few still steps end it.
    stuck = window.scrollY === before ? stuck + 1 : 0;
  }
  // Work the last steps started (a transition, a build) finishes before anything is counted.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await frame();
  window.__watchLongTasks = false;
  return window.scrollY - start;
}

async function metric(cdp, name) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value ?? Number.NaN;
}

/**
 * Runs in the page before its scripts: as the bench's other sections, without the service worker,
 * unless the run is the installed app's (`withWorker`).
 */
function beforePageScripts(withWorker) {
  if (!withWorker && self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = async () => undefined;
  sessionStorage.setItem('table-order:v1:notice-shown', 'true');
  sessionStorage.setItem('table-order:v1:first-visit-popup-shown', 'true');
}

/** Evaluates `fn(arg)` in the page over a bare session and answers its (awaited) value. */
async function evaluate(session, fn, arg) {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
    expression: `(${fn})(${JSON.stringify(arg ?? null)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

async function until(session, fn, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await evaluate(session, fn))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One scroll, driven over a bare DevTools session on a fresh page of its own. Playwright's and
 * puppeteer's pages turn the protocol's Network domain on, and then every request (the scroll's
 * thousands of pictures) sends the driver an event with its initiator's stack: main-thread work
 * no phone does, which alone left long tasks in the 3,200-menu scroll (docs/menu-at-scale.md).
 */
async function measureOnce(browser, origin, shop, { withWorker = false } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const browserSession = await browser.target().createCDPSession();
    const { targetId } = await browserSession.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId: context.id,
    });
    const target = await browser.waitForTarget(
      (candidate) => candidate.browserContext() === context && candidate.type() === 'page',
    );
    const session = await target.createCDPSession();
    const userAgent = await browser.userAgent();
    await session.send('Page.enable');
    await session.send('Emulation.setDeviceMetricsOverride', {
      width: PHONE.viewport.width,
      height: PHONE.viewport.height,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      mobile: PHONE.isMobile,
    });
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch });
    await session.send('Emulation.setLocaleOverride', { locale: PHONE.locale });
    await session.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: PHONE.locale });
    await session.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${beforePageScripts})(${withWorker}); (${watchLongTasks})();`,
    });
    await session.send('Page.navigate', { url: await freshTableLink(origin, shop.shopSeq, shop.tableNum) });
    // A shop of thousands of menus on a busy machine may take a while to open.
    await until(session, () => document.querySelector('.menu-category') !== null, 'the menu');
    // Settled: the load event passed and no new request for half a second.
    let requests = -1;
    await until(
      session,
      () => document.readyState === 'complete' && performance.getEntriesByType('resource').length,
      'the load event',
    );
    for (;;) {
      const now = await evaluate(session, () => performance.getEntriesByType('resource').length);
      if (now === requests) break;
      requests = now;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The installed app: the worker has taken the page (its first install claims it) before the scroll.
    if (withWorker) await until(session, () => navigator.serviceWorker?.controller != null, 'the worker');
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await metric(session, 'TaskDuration');
    const scrolled = await evaluate(session, scrollToEnd, { step: STEP_PX, pause: PAUSE_MS });
    const after = await metric(session, 'TaskDuration');
    const longTasks = await evaluate(session, () => window.__longTasks);
    const elements = await evaluate(session, () => document.getElementsByTagName('*').length);
    await session.send('HeapProfiler.collectGarbage');
    const heap = await metric(session, 'JSHeapUsedSize');
    const picturesKept = withWorker ? await evaluate(session, keptPictures) : null;
    await browserSession.send('Target.closeTarget', { targetId });
    return {
      elements,
      msPer1000px: ((after - before) * 1000) / (scrolled / 1000),
      longTasks: longTasks.length,
      blockingMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      heapMb: heap / 1024 / 1024,
      scrolled,
      picturesKept,
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page: how many pictures the worker's cache holds. */
async function keptPictures() {
  const name = (await caches.keys()).find((cache) => cache.startsWith('table-order-images-'));
  return name ? (await (await caches.open(name)).keys()).length : 0;
}

/**
 * Makes every picture of a shop's menu list once, at the variant the page picks on the bench's phone
 * (read from a card on the page), before the shop's scrolls. A shop's resizer is a CDN away from the
 * phone and answers a picture it made before at once; the demo service makes each on this same
 * machine, and a scroll past 3,200 pictures kept one of its two cores drawing and encoding them
 * (docs/menu-at-scale.md). Kept on disk (DEMO_IMAGE_CACHE_DIR), so only a first bench pays.
 */
async function warmPictures(browser, origin, shop) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(await freshTableLink(origin, shop.shopSeq, shop.tableNum));
    const chosen = await page.waitForFunction(
      () => document.querySelector('.menu-list img')?.currentSrc || null,
      null,
      {
        timeout: 90_000,
      },
    );
    const src = await chosen.jsonValue();
    const categories = await (await fetch(`${origin}/api/category?shopSeq=${shop.shopSeq}`)).json();
    const paths = categories.flatMap((category) => category.menus.map((menu) => menu.thumbnailPath)).filter(Boolean);
    const shown = paths.find((path) => src.includes(path));
    if (!shown) throw new Error(`no menu picture of shop ${shop.shopSeq} in ${src}`);
    const urls = [...new Set(paths.map((path) => src.replace(shown, path)))];
    let next = 0;
    // Two at a time: the service makes one picture while the next is on its way.
    const asker = async () => {
      while (next < urls.length) {
        const res = await fetch(urls[next++]);
        await res.arrayBuffer();
      }
    };
    await Promise.all([asker(), asker()]);
    return urls.length;
  } finally {
    await context.close();
  }
}

export async function measureSizes(origin, rounds) {
  const shops = [];
  for (const size of SIZES) {
    const entry = await catalogueEntry(origin, `size-${size}`);
    const [shopSeq, tableNum] = (/^\/(\d+)\/(\d+)/.exec(new URL(entry.url, origin).pathname) ?? [])
      .slice(1)
      .map(Number);
    shops.push({ size, shopSeq, tableNum });
  }
  const warming = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const shop of shops) {
      const started = Date.now();
      const count = await warmPictures(warming, origin, shop);
      console.log(`  ${shop.size} menus: ${count} pictures ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await warming.close();
  }
  const browser = await puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const runs = new Map(SIZES.map((size) => [size, []]));
  const installed = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const shop of shops) {
        const run = await measureOnce(browser, origin, shop);
        runs.get(shop.size).push(run);
        console.log(
          `  round ${round}, ${shop.size} menus: ${run.elements} elements, ${Math.round(run.msPer1000px)} ms per 1,000 px, ${run.longTasks} long tasks (${Math.round(run.blockingMs)} ms blocking), heap ${run.heapMb.toFixed(1)} MB, ${Math.round(run.scrolled)} px`,
        );
      }
      const largest = shops.at(-1);
      const run = await measureOnce(browser, origin, largest, { withWorker: true });
      installed.push(run);
      console.log(
        `  round ${round}, ${largest.size} menus, the worker in control: ${Math.round(run.msPer1000px)} ms per 1,000 px, ${run.longTasks} long tasks (${Math.round(run.blockingMs)} ms blocking), ${run.picturesKept} pictures kept`,
      );
    }
  } finally {
    await browser.close();
  }
  const medians = (list) => {
    const of = (key) => median(list.map((r) => r[key]));
    return {
      elements: of('elements'),
      msPer1000px: of('msPer1000px'),
      longTasks: of('longTasks'),
      blockingMs: of('blockingMs'),
      heapMb: of('heapMb'),
      picturesKept: Math.max(...list.map((r) => r.picturesKept ?? 0)),
    };
  };
  return {
    rows: SIZES.map((size) => ({ size, ...medians(runs.get(size)) })),
    installed: { size: shops.at(-1).size, ...medians(installed) },
  };
}

/** What the worker may keep: the picture cache's limit and the stores it lets pass between trims. */
const PICTURES_KEPT_AT_MOST = 200 + 25;

export function printSizes({ rows, installed }, rounds) {
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(`\nsize curve (full scroll of the menu, 4× CPU slowdown, median of ${rounds}, sizes alternating)`);
  console.log('  menus  elements  ms/1,000 px  long tasks  blocking ms  heap MB');
  for (const r of rows) {
    console.log(
      `  ${String(r.size).padStart(5)}  ${String(Math.round(r.elements)).padStart(8)}  ${String(Math.round(r.msPer1000px)).padStart(11)}  ${String(r.longTasks).padStart(10)}  ${String(Math.round(r.blockingMs)).padStart(11)}  ${r.heapMb.toFixed(1).padStart(7)}`,
    );
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return;
  const elementRatio = last.elements / first.elements;
  const timeRatio = last.msPer1000px / first.msPer1000px;
  console.log(
    `  elements ×${elementRatio.toFixed(2)} from ${first.size} to ${last.size} menus  [${verdict(elementRatio <= FLAT_RATIO)}: at most ×${FLAT_RATIO}]`,
  );
  console.log(
    `  time per 1,000 px ×${timeRatio.toFixed(2)}  [${verdict(timeRatio <= FLAT_RATIO)}: at most ×${FLAT_RATIO}]`,
  );
  console.log(`  long tasks at ${last.size} menus: ${last.longTasks}  [${verdict(last.longTasks === 0)}: none]`);
  console.log(
    `  the installed app (the worker in control), ${installed.size} menus: ${Math.round(installed.msPer1000px)} ms per 1,000 px, ${installed.longTasks} long tasks (${Math.round(installed.blockingMs)} ms blocking); pictures kept by the worker at most ${installed.picturesKept}  [${verdict(installed.picturesKept <= PICTURES_KEPT_AT_MOST)}: at most ${PICTURES_KEPT_AT_MOST}]`,
  );
}
