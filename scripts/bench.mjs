// `npm run bench`: how heavy and how fast the menu is on a phone, on the large demo shop (about
// 400 menus). Builds into .tmp/dist-bench, serves it with the demo service on free ports, then
//   1. opens the menu in Chromium and counts what it took to show it (gzipped JS and CSS, all bytes
//      transferred, from the browser's Performance entries), with the service worker blocked so
//      only what the first screen needs is counted, and the pictures on that screen against their
//      budget (bench-pictures.mjs);
//   2. runs Lighthouse 5 times (after one warm-up run, not counted) in its default mobile mode
//      (simulated slow 4G, 4× CPU) and prints the medians of the performance score, LCP, TBT and
//      CLS: over HTTPS with HTTP/2, as a production host serves the app (a throwaway self-signed
//      certificate from openssl), and over plain HTTP/1.1, whose six connections per host make the
//      page's two dozen requests queue.
//   3. reopens the menu the diner already saw, in four network states, and times the main taps
//      (bench-repeat.mjs);
//   4. types menu search queries on the same shop and on the 3,200-menu one and times each
//      keystroke (bench-search.mjs);
//   5. scrolls the menu of food courts of 100 to 3,200 menus and prints how its cost grows with
//      the shop (bench-size.mjs);
//   6. walks a diner's whole journey, scan to payment result and search typing, and prints each
//      interaction's latency from the Event Timing API (bench-inp.mjs).
// Each Lighthouse run gets a fresh table link from POST /__demo/token and starts cold; a run that
// fails (Lighthouse sometimes loses its trace) is tried again, and reported if it fails again.
// BENCH_SECTIONS=repeat (or first,lighthouse,repeat,search,size,inp) runs only the sections named;
// BENCH_PORT serves on that port (and the next for HTTPS) instead of free ones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureInp, printInp } from './bench-inp.mjs';
import { lighthouseRun, median } from './bench-lighthouse.mjs';
import { firstScreenPictures, printFirstScreenPictures } from './bench-pictures.mjs';
import { measureRepeatVisits, PHONE, printRepeatVisits } from './bench-repeat.mjs';
import { measureSearch, printSearch } from './bench-search.mjs';
import { measureSizes, printSizes } from './bench-size.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { withRetries } from './retry.mjs';
import { build, catalogueEntry, freshTableLink, selfSignedCertificate, serve, warm } from './serve-build.mjs';

const DIST = '.tmp/dist-bench';
// The demo's pictures are made once on this machine and kept across runs, as a resizer's CDN keeps them.
process.env.DEMO_IMAGE_CACHE_DIR ??= '.tmp/image-cache';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'first,lighthouse,repeat,search,size,inp').split(','));
const SIZE_ROUNDS = Number(process.env.BENCH_SIZE_ROUNDS ?? 2);
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
/** Tries after a failed Lighthouse run before that run is given up. */
const LIGHTHOUSE_RETRIES = 2;
const TARGETS = {
  score: 98,
  lcpMs: { h2: 1500, h1: 2000 },
  tbtMs: 80,
  cls: 0.01,
  bytes: 300 * 1024,
  jsBytes: 125 * 1024,
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

/**
 * Opens the menu like a diner on a phone and reads the browser's own Performance entries: what was
 * requested before the largest paint (the menu on screen) is what it took to show the menu; what
 * came after (keen-slider when idle, the service-worker script, lazy pictures) is counted apart.
 * Code the app asks for only once the page has loaded (the worker's script, idle-time code) is
 * never part of showing the menu, even when the largest paint comes a moment after the load event;
 * pictures and calls before the largest paint always are.
 */
async function measureFirstLoad(origin, shopSeq, tableNum) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(await freshTableLink(origin, shopSeq, tableNum));
    await page.waitForURL(/\/list\//);
    await page.locator('.menu-category').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pictures = await firstScreenPictures(page);
    const { lcp, loaded, resources } = await page.evaluate(() => ({
      lcp: window.__lcp,
      loaded: performance.getEntriesByType('navigation')[0]?.loadEventStart || Number.POSITIVE_INFINITY,
      resources: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (e) => ({ url: e.name, start: e.startTime, bytes: e.transferSize }),
      ),
    }));
    const isScript = (r) => new URL(r.url).pathname.endsWith('.js');
    const summarise = (list) => {
      const gz = (ext) =>
        list
          .filter((r) => new URL(r.url).pathname.endsWith(ext))
          .reduce((sum, r) => sum + gzipSync(readFileSync(join(DIST, new URL(r.url).pathname))).length, 0);
      return {
        js: gz('.js'),
        css: gz('.css'),
        wire: list.reduce((sum, r) => sum + r.bytes, 0),
        requests: list.length,
      };
    };
    if (process.env.BENCH_LIST) {
      console.log(`  load event at ${Math.round(loaded)} ms, largest paint at ${Math.round(lcp)} ms`);
      for (const r of resources) console.log(`  ${Math.round(r.start)} ms ${r.bytes} B ${new URL(r.url).pathname}`);
    }
    return {
      lcp,
      pictures,
      shown: summarise(resources.filter((r) => r.start <= lcp && !(r.start >= loaded && isScript(r)))),
      settled: summarise(resources),
    };
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run, tried again (each time on a fresh table link) when it fails: a lost trace
 * (`NO_NAVSTART`) says nothing about the page. Null, with what went wrong printed, when every try
 * failed, so one bad run costs that run and not the whole bench.
 */
async function lighthouseWithRetry(origin, shopSeq, tableNum, name) {
  return withRetries(async () => lighthouseRun(await freshTableLink(origin, shopSeq, tableNum), name), {
    retries: LIGHTHOUSE_RETRIES,
    onFailure: (error, last) =>
      console.log(
        `  ${name}: ${error instanceof Error ? error.message : error}${last ? ', given up' : ', trying again'}`,
      ),
  });
}

async function lighthouseMedians(label, name, origin, shopSeq, tableNum) {
  console.log(`\nLighthouse, mobile, ${RUNS} runs after one warm-up run, ${label}`);
  // The first Chromium start after a build, and the server's first answers, run cold (disk cache,
  // JIT): that run measures the machine more than the page, so it is not counted.
  if (RUNS > 0) await lighthouseWithRetry(origin, shopSeq, tableNum, `${name}-warm-up`);
  const runs = [];
  let failed = 0;
  for (let i = 1; i <= RUNS; i++) {
    const run = await lighthouseWithRetry(origin, shopSeq, tableNum, `${name}-${i}`);
    if (!run) {
      failed += 1;
      console.log(`  run ${i}: failed, left out of the medians`);
      continue;
    }
    runs.push(run);
    console.log(
      `  run ${i}: score ${run.score}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
    );
  }
  if (failed > 0) console.log(`  ${failed} of ${RUNS} runs failed after ${LIGHTHOUSE_RETRIES} retries each`);
  if (runs.length === 0) return;
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcpMs));
  const tbt = median(runs.map((r) => r.tbtMs));
  const cls = median(runs.map((r) => r.cls));
  console.log(`medians of ${runs.length}, ${label}`);
  console.log(`  performance ${score}  [${verdict(score >= TARGETS.score)}: at least ${TARGETS.score}]`);
  const lcpTarget = TARGETS.lcpMs[name];
  console.log(
    `  LCP ${(lcp / 1000).toFixed(2)} s  [${verdict(lcp <= lcpTarget)}: at most ${(lcpTarget / 1000).toFixed(1)} s]`,
  );
  console.log(`  TBT ${Math.round(tbt)} ms  [${verdict(tbt <= TARGETS.tbtMs)}: at most 80 ms]`);
  console.log(`  CLS ${cls.toFixed(3)}  [${verdict(cls <= TARGETS.cls)}: at most 0.01]`);
}

async function printFirstLoad(origin, shopSeq, tableNum) {
  const load = await measureFirstLoad(origin, shopSeq, tableNum);
  const { shown, settled } = load;
  console.log(`\nto show the menu (largest paint at ${Math.round(load.lcp)} ms, unthrottled, service worker blocked)`);
  console.log(`  JS   ${kib(shown.js)} gzipped  [${verdict(shown.js <= TARGETS.jsBytes)}: about 125 KiB]`);
  console.log(`  CSS  ${kib(shown.css)} gzipped`);
  console.log(
    `  all  ${kib(shown.wire)} transferred in ${shown.requests} requests  [${verdict(shown.wire <= TARGETS.bytes)}: at most 300 KiB]`,
  );
  console.log('once the page has settled (idle-time code, lazy pictures)');
  console.log(
    `  JS ${kib(settled.js)} gzipped, CSS ${kib(settled.css)}, all ${kib(settled.wire)} in ${settled.requests} requests`,
  );
  printFirstScreenPictures(load.pictures);
}

async function main() {
  console.log(`building into ${DIST} …`);
  build(DIST);
  // Only Lighthouse compares HTTP/2 with HTTP/1.1: the other sections need one plain server.
  const certificate = SECTIONS.has('lighthouse') ? selfSignedCertificate('.tmp/bench-tls') : null;
  // Node's fetch must accept that certificate too, for the bench's own calls to its own server.
  if (certificate) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const plain = await serve(DIST, { port: PORT });
  const secure = certificate ? await serve(DIST, { tls: certificate, port: PORT && PORT + 1 }) : null;
  try {
    await warm(plain.origin, DIST);
    if (secure) await warm(secure.origin, DIST);
    const entry = await catalogueEntry(plain.origin, 'large');
    const [shopSeq, tableNum] = (/^\/(\d+)\/(\d+)/.exec(new URL(entry.url, plain.origin).pathname) ?? [])
      .slice(1)
      .map(Number);
    console.log(`menu of "${entry.description}"`);

    if (SECTIONS.has('first')) await printFirstLoad(plain.origin, shopSeq, tableNum);
    if (SECTIONS.has('lighthouse')) {
      if (secure)
        await lighthouseMedians('HTTPS with HTTP/2 (as served in production)', 'h2', secure.origin, shopSeq, tableNum);
      else console.log('\nno openssl: the HTTP/2 runs are skipped');
      await lighthouseMedians('plain HTTP/1.1', 'h1', plain.origin, shopSeq, tableNum);
    }
    if (SECTIONS.has('repeat')) printRepeatVisits(await measureRepeatVisits(plain.origin, shopSeq, tableNum, RUNS));
    if (SECTIONS.has('search')) {
      printSearch(await measureSearch(plain.origin, shopSeq, tableNum));
      const sized = await catalogueEntry(plain.origin, 'size-3200');
      const [sizedSeq, sizedTable] = (/^\/(\d+)\/(\d+)/.exec(new URL(sized.url, plain.origin).pathname) ?? [])
        .slice(1)
        .map(Number);
      printSearch(await measureSearch(plain.origin, sizedSeq, sizedTable), '3,200 menus');
    }
    if (SECTIONS.has('size')) {
      console.log('\nsize curve: each run');
      printSizes(await measureSizes(plain.origin, SIZE_ROUNDS), SIZE_ROUNDS);
    }
    if (SECTIONS.has('inp')) printInp(await measureInp(plain.origin, shopSeq, tableNum));
  } finally {
    await plain.stop();
    await secure?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
