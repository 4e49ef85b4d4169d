// One Lighthouse run in its default mobile mode (simulated slow 4G, 4× CPU), shared by the bench's
// Lighthouse section (bench.mjs) and the start-up ablation (bench-ablation.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs Lighthouse on `url`, keeps its report as .tmp/lighthouse/<name>.json and returns its figures. */
export async function lighthouseRun(url, name) {
  mkdirSync('.tmp/lighthouse', { recursive: true });
  const output = `.tmp/lighthouse/${name}.json`;
  const flags = [
    ...CHROMIUM_ARGS.filter((f) => f !== '--no-sandbox'),
    '--headless=new',
    '--no-sandbox',
    // The HTTP/2 server's certificate is the bench's own, self-signed.
    '--ignore-certificate-errors',
  ].join(' ');
  // Spawned, not spawnSync: a blocked event loop lets keep-alive sockets to the server go stale.
  const child = spawn(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`lighthouse run ${name} failed (${status})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
  };
}
