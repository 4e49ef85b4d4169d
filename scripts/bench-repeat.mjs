// The bench's repeat-visit section: a diner reopens the menu list of the large shop they already
// opened, service worker warm, CPU 4× slower (DevTools' throttling), in four network states:
// online; offline (no network at all); lie-fi (the phone says online, the order service's calls
// never answer); slow (every call of the order service answers after 2 s). Each state: one
// warm-up load, then RUNS loads, median of the time from navigation to the first menu section on
// screen (the first animation frame that has one). Then the latency of the main taps (category
// tab, menu card, stepper, add to cart) from the Event Timing API, online, same throttling.
//
// Lie-fi and slow are made by the demo service (its injected faults hold each call's answer), not
// by Playwright's request routing: routing turns the browser's HTTP cache off and passes every
// request, the worker's own included, through the test driver, which made those two states look a
// few hundred milliseconds slower than a phone would be.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { freshTableLink } from './serve-build.mjs';

/** The phone every section of the bench opens the menu on (a Pixel 7's screen, Korean). */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
};

/** Every call a table screen makes without a parameter in its path. */
const TABLE_CALL_PATHS = [
  'session/check',
  'shopInfo',
  'table/info',
  'breakTime',
  'promotion',
  'locale/shop',
  'locale/option',
  'locale/option-group',
  'category',
].map((path) => `/api/${path}`);
const SLOW_CALL_MS = 2_000;
/** Longer than the client's request timeout: a call in lie-fi never answers while it is measured. */
const LIE_FI_HOLD_MS = 60_000;
export const REPEAT_TARGET_MS = 500;
export const TAP_TARGET_MS = 100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs in the page before its scripts: notes when a menu section is first on screen, and every slow event. */
function watchPage() {
  window.__menuShown = 0;
  const look = () => {
    if (document.querySelector('.menu-category')) window.__menuShown = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function control(origin, method, body) {
  const response = await fetch(`${origin}/__demo/fault`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__demo/fault answered ${response.status}`);
}

async function setNetwork(context, origin, state) {
  await control(origin, 'DELETE');
  await context.setOffline(state === 'offline');
  const delayMs = { 'lie-fi': LIE_FI_HOLD_MS, slow: SLOW_CALL_MS }[state];
  if (!delayMs) return;
  for (const path of TABLE_CALL_PATHS) await control(origin, 'POST', { path, method: 'GET', delayMs });
}

/** The slowest event of the interaction that `tap` makes (0 when none took 16 ms or more). */
async function tapLatency(page, tap) {
  const before = await page.evaluate(() => performance.now());
  await tap();
  await page.waitForTimeout(800);
  return page.evaluate(
    (since) => Math.max(0, ...window.__events.filter((e) => e.start >= since).map((e) => e.duration)),
    before,
  );
}

export const NETWORK_STATES = ['online', 'offline', 'lie-fi', 'slow'];

/** `states` and `withTaps` narrow the measurement (the start-up ablation wants two states, no taps). */
export async function measureRepeatVisits(
  origin,
  shopSeq,
  tableNum,
  runs,
  { states = NETWORK_STATES, withTaps = true } = {},
) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    await context.addInitScript(watchPage);
    // The first visit: the worker installs and takes the page, the phone keeps the menu. The diner
    // stays in the same tab, which holds the table token of the scan.
    const page = await context.newPage();
    await page.goto(await freshTableLink(origin, shopSeq, tableNum));
    await page.waitForURL(/\/list\//);
    await page.locator('.menu-category').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const listUrl = `${origin}/list/${shopSeq}/${tableNum}`;
    const repeat = {};
    for (const state of states) {
      await setNetwork(context, origin, state);
      const times = [];
      for (let run = 0; run <= runs; run += 1) {
        await page.goto(listUrl, { waitUntil: 'commit' });
        await page
          .waitForFunction(() => window.__menuShown > 0, null, { timeout: 30_000, polling: 50 })
          .catch((error) => {
            throw new Error(`${state}: no menu on screen at ${page.url()}`, { cause: error });
          });
        const shown = await page.evaluate(() => window.__menuShown);
        if (run > 0) times.push(shown);
      }
      repeat[state] = { median: median(times), runs: times };
    }
    await setNetwork(context, origin, 'online');
    if (!withTaps) return { repeat, taps: {} };

    // Taps, online: the page settles first so only the tap's own work is timed.
    await page.goto(listUrl);
    await page.locator('.menu-category').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    const taps = {};
    taps['category tab'] = await tapLatency(page, () =>
      page.locator('nav[aria-label="메뉴 카테고리"] a').nth(3).click(),
    );
    taps['menu card'] = await tapLatency(page, async () => {
      await page.locator('.menu-category .menu-card:not(.is-sold-out)').first().click();
      await page.locator('.stepper').first().waitFor();
    });
    taps.stepper = await tapLatency(page, () =>
      page
        .getByRole('button', { name: /늘리기$/ })
        .first()
        .click(),
    );
    taps['add to cart'] = await tapLatency(page, () => page.getByRole('button', { name: /장바구니 담기/ }).click());
    return { repeat, taps };
  } finally {
    await browser.close();
  }
}

export function printRepeatVisits({ repeat, taps }) {
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  console.log('\nrepeat visit of the menu list (service worker warm, 4× CPU slowdown), menu on screen, median');
  for (const [state, { median: ms, runs }] of Object.entries(repeat)) {
    console.log(
      `  ${state.padEnd(8)} ${Math.round(ms)} ms  [${verdict(ms <= REPEAT_TARGET_MS)}: at most ${REPEAT_TARGET_MS} ms]  runs: ${runs.map(Math.round).join(', ')}`,
    );
  }
  console.log('tap latency (Event Timing, slowest event of the interaction, 4× CPU slowdown)');
  for (const [tap, ms] of Object.entries(taps)) {
    console.log(
      `  ${tap.padEnd(12)} ${Math.round(ms)} ms  [${verdict(ms <= TAP_TARGET_MS)}: at most ${TAP_TARGET_MS} ms]`,
    );
  }
}
