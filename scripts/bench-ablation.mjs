// `npm run bench:ablation`: what each special mechanism of the menu's first start buys today
// (scripts/startup-mechanisms.ts names them). Builds the app whole into .tmp/dist-ablate-full and
// once without each mechanism into .tmp/dist-ablate-<name> (BENCH_WITHOUT=<name>), serves each with
// the demo service as the bench does, then for each mechanism:
//   - runs Lighthouse's mobile mode (bench-lighthouse.mjs) on the large demo shop's menu, over HTTPS
//     with HTTP/2 and over plain HTTP/1.1, in pairs of the build with it and the build without it:
//     one uncounted warm-up run on each, then ABLATION_PAIRS pairs (default 5). Which build goes
//     first alternates from pair to pair (with, without; without, with; …): in such pairs the
//     second run of a pair tends to come out worse, whichever build it is;
//   - for the mechanisms that touch a repeat visit, reopens the menu list the diner already saw
//     (bench-repeat.mjs, online and offline, ABLATION_REPEAT_RUNS loads each, default 3) in the
//     same alternating pairs;
// and prints the medians with and without, and what the mechanism buys (without − with). The
// machine's load average is printed at the start and end of each mechanism: Lighthouse's CPU
// figures are the machine's own times four, so only figures from an idle machine count.
//   ABLATION_MECHANISMS=yields,font-warmup     only these mechanisms
//   ABLATION_PROTOCOLS=h2                      only HTTP/2 (h2, h1)
//   ABLATION_REUSE_BUILDS=1                    keep the builds of an earlier run of the same code
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { lighthouseRun, median } from './bench-lighthouse.mjs';
import { measureRepeatVisits, PHONE } from './bench-repeat.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { build, catalogueEntry, freshTableLink, selfSignedCertificate, serve, warm } from './serve-build.mjs';
import { mechanismsLeftOut, STARTUP_MECHANISMS } from './startup-mechanisms.ts';

const PAIRS = Number(process.env.ABLATION_PAIRS ?? 5);
const REPEAT_RUNS = Number(process.env.ABLATION_REPEAT_RUNS ?? 3);
const REPEAT_STATES = ['online', 'offline'];
const PROTOCOLS = (process.env.ABLATION_PROTOCOLS ?? 'h2,h1').split(',').map((p) => p.trim());
const MECHANISMS = [...mechanismsLeftOut(process.env.ABLATION_MECHANISMS ?? Object.keys(STARTUP_MECHANISMS).join(','))];
/** What a mechanism must buy, in LCP or TBT, to earn its keep. */
const WORTH_MS = 50;
const FULL = 'full';
const dist = (name) => `.tmp/dist-ablate-${name}`;
const PROTOCOL_LABEL = { h2: 'HTTPS with HTTP/2', h1: 'plain HTTP/1.1' };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const ms = (value) => `${Math.round(value)}`.padStart(6);
const signed = (value) => `${value >= 0 ? '+' : ''}${Math.round(value)}`.padStart(6);

function buildAll() {
  for (const name of [FULL, ...MECHANISMS]) {
    if (process.env.ABLATION_REUSE_BUILDS && existsSync(`${dist(name)}/index.html`)) continue;
    const started = Date.now();
    build(dist(name), { BENCH_WITHOUT: name === FULL ? '' : name });
    console.log(`  built ${dist(name)} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/**
 * The plain and (when openssl is there) HTTPS servers of one build, by protocol. The plain one
 * always runs: the menu check and the repeat visits use it, as the bench's repeat section does.
 */
async function serveBuild(name, certificate) {
  const servers = { h1: await serve(dist(name)) };
  if (PROTOCOLS.includes('h2') && certificate) servers.h2 = await serve(dist(name), { tls: certificate });
  for (const server of Object.values(servers)) await warm(server.origin, dist(name));
  return { servers, stop: () => Promise.all(Object.values(servers).map((s) => s.stop())) };
}

/**
 * Opens the build's menu once as a diner would and fails unless it shows, in Korean, with no
 * error in the console: a build without a mechanism must still be the working app.
 */
async function checkMenuShows(name, origin, { shopSeq, tableNum }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ ...PHONE, serviceWorkers: 'block' })).newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(await freshTableLink(origin, shopSeq, tableNum));
    await page.waitForURL(/\/list\//);
    await page.getByRole('navigation', { name: '메뉴 카테고리' }).waitFor({ timeout: 30_000 });
    await page.locator('.menu-category').first().waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'ko') throw new Error(`${name}: the menu shows in ${lang}, not Korean`);
    if (errors.length > 0) throw new Error(`${name}: errors in the console: ${errors.join(' | ')}`);
  } catch (error) {
    throw new Error(`the build ${dist(name)} does not show the menu`, { cause: error });
  } finally {
    await browser.close();
  }
}

/** The pair's order: with, without; then without, with; and so on. */
const pairOrder = (pair) => (pair % 2 === 0 ? ['with', 'without'] : ['without', 'with']);

async function lighthousePairs(mechanism, protocol, origins, table) {
  const runs = { with: [], without: [] };
  // Each run gets a fresh table link and starts cold, as in the bench. On a loaded machine
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is made again.
  const run = async (variant, label) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await lighthouseRun(
          await freshTableLink(origins[variant], table.shopSeq, table.tableNum),
          `ablate-${mechanism}-${protocol}-${variant}-${label}`,
        );
      } catch (error) {
        if (attempt >= 3) throw error;
        console.log(`    (${variant} run ${label} failed, again: ${error.message})`);
      }
    }
  };
  // The first run on a server measures the machine (disk cache, JIT) more than the page.
  for (const variant of ['with', 'without']) await run(variant, 'warm-up');
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const variant of pairOrder(pair)) {
      const result = await run(variant, pair + 1);
      runs[variant].push(result);
      console.log(
        `    pair ${pair + 1} ${variant.padEnd(7)} score ${result.score}, FCP ${Math.round(result.fcpMs)} ms, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
      );
    }
  }
  return runs;
}

async function repeatPairs(origins, { shopSeq, tableNum }) {
  const times = {
    with: Object.fromEntries(REPEAT_STATES.map((state) => [state, []])),
    without: Object.fromEntries(REPEAT_STATES.map((state) => [state, []])),
  };
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const variant of pairOrder(pair)) {
      const { repeat } = await measureRepeatVisits(origins[variant], shopSeq, tableNum, REPEAT_RUNS, {
        states: REPEAT_STATES,
        withTaps: false,
      });
      for (const [state, { runs }] of Object.entries(repeat)) times[variant][state].push(...runs);
      console.log(
        `    pair ${pair + 1} ${variant.padEnd(7)} ${Object.entries(repeat)
          .map(([state, { median: m }]) => `${state} ${Math.round(m)} ms`)
          .join(', ')}`,
      );
    }
  }
  return times;
}

function printSummary(results, loadAtStart) {
  console.log('\n=== what each start-up mechanism buys (without − with; positive: the mechanism helps) ===');
  console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}`);
  for (const protocol of PROTOCOLS) {
    const rows = results.filter((r) => r.lighthouse?.[protocol]);
    if (rows.length === 0) continue;
    console.log(`\nLighthouse mobile, ${PROTOCOL_LABEL[protocol]}, medians of ${PAIRS} alternating pairs, ms`);
    console.log(
      `  ${'mechanism'.padEnd(14)} ${'LCP with'.padStart(8)} ${'without'.padStart(7)} ${'buys'.padStart(6)}  ${'TBT with'.padStart(8)} ${'without'.padStart(7)} ${'buys'.padStart(6)}  ${'FCP with'.padStart(8)} ${'without'.padStart(7)} ${'buys'.padStart(6)}  score  ≥${WORTH_MS} ms  load avg`,
    );
    for (const { mechanism, lighthouse, loadFrom, loadTo } of rows) {
      const { with: on, without: off } = lighthouse[protocol];
      const lcp = [median(on.map((r) => r.lcpMs)), median(off.map((r) => r.lcpMs))];
      const tbt = [median(on.map((r) => r.tbtMs)), median(off.map((r) => r.tbtMs))];
      // Not part of the keep-or-remove rule: what the diner sees first while the rest is on its way.
      const fcp = [median(on.map((r) => r.fcpMs)), median(off.map((r) => r.fcpMs))];
      const score = `${median(on.map((r) => r.score))}/${median(off.map((r) => r.score))}`;
      const worth = lcp[1] - lcp[0] >= WORTH_MS || tbt[1] - tbt[0] >= WORTH_MS ? 'yes' : 'no';
      console.log(
        `  ${mechanism.padEnd(14)} ${ms(lcp[0]).padStart(8)} ${ms(lcp[1]).padStart(7)} ${signed(lcp[1] - lcp[0])}  ${ms(tbt[0]).padStart(8)} ${ms(tbt[1]).padStart(7)} ${signed(tbt[1] - tbt[0])}  ${ms(fcp[0]).padStart(8)} ${ms(fcp[1]).padStart(7)} ${signed(fcp[1] - fcp[0])}  ${score.padEnd(5)}  ${worth.padEnd(6)}  ${loadFrom} → ${loadTo}`,
      );
    }
  }
  const repeatRows = results.filter((r) => r.repeat);
  if (repeatRows.length > 0) {
    console.log(
      `\nrepeat visit, menu on screen (4× CPU), median of ${PAIRS} alternating pairs × ${REPEAT_RUNS} loads, ms`,
    );
    console.log(
      `  ${'mechanism'.padEnd(14)} ${REPEAT_STATES.map((s) => `${`${s} with`.padStart(12)} ${'without'.padStart(7)} ${'buys'.padStart(6)}`).join('  ')}`,
    );
    for (const { mechanism, repeat } of repeatRows) {
      const cells = REPEAT_STATES.map((state) => {
        const on = median(repeat.with[state]);
        const off = median(repeat.without[state]);
        return `${ms(on).padStart(12)} ${ms(off).padStart(7)} ${signed(off - on)}`;
      });
      console.log(`  ${mechanism.padEnd(14)} ${cells.join('  ')}`);
    }
  }
  console.log(
    `\nA mechanism that buys less than about ${WORTH_MS} ms of LCP or TBT is a candidate for removal, on figures from an idle machine only.`,
  );
}

async function main() {
  if (!(PAIRS > 0)) throw new Error('ABLATION_PAIRS must be at least 1');
  const loadAtStart = load();
  console.log(`load average at start: ${loadAtStart}`);
  console.log(`building the full build and ${MECHANISMS.length} without one mechanism each …`);
  buildAll();
  const certificate = PROTOCOLS.includes('h2') ? selfSignedCertificate('.tmp/bench-tls') : null;
  if (certificate) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  else if (PROTOCOLS.includes('h2')) console.log('no openssl: the HTTP/2 runs are skipped');
  const full = await serveBuild(FULL, certificate);
  const results = [];
  try {
    const anyOrigin = full.servers.h1.origin;
    const entry = await catalogueEntry(anyOrigin, 'large');
    const [shopSeq, tableNum] = (/^\/(\d+)\/(\d+)/.exec(new URL(entry.url, anyOrigin).pathname) ?? [])
      .slice(1)
      .map(Number);
    const table = { shopSeq, tableNum };
    console.log(`menu of "${entry.description}"`);
    await checkMenuShows(FULL, anyOrigin, table);
    for (const mechanism of MECHANISMS) {
      const { does, firstVisit, repeatVisit } = STARTUP_MECHANISMS[mechanism];
      const loadFrom = load();
      console.log(`\n${mechanism}: ${does} (load average ${loadFrom})`);
      const without = await serveBuild(mechanism, certificate);
      const result = { mechanism, loadFrom };
      try {
        await checkMenuShows(mechanism, without.servers.h1.origin, table);
        if (firstVisit) {
          result.lighthouse = {};
          for (const protocol of PROTOCOLS.filter((p) => without.servers[p])) {
            console.log(`  Lighthouse, ${PROTOCOL_LABEL[protocol]}`);
            const origins = { with: full.servers[protocol].origin, without: without.servers[protocol].origin };
            result.lighthouse[protocol] = await lighthousePairs(mechanism, protocol, origins, table);
          }
        }
        if (repeatVisit) {
          console.log('  repeat visit');
          result.repeat = await repeatPairs(
            { with: full.servers.h1.origin, without: without.servers.h1.origin },
            table,
          );
        }
      } finally {
        await without.stop();
      }
      result.loadTo = load();
      results.push(result);
    }
  } finally {
    await full.stop();
  }
  mkdirSync('.tmp/ablation', { recursive: true });
  writeFileSync('.tmp/ablation/results.json', JSON.stringify({ loadAtStart, loadAtEnd: load(), results }, null, 2));
  printSummary(results, loadAtStart);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
