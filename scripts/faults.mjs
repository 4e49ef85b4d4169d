// The fault-injection suite: `node scripts/faults.mjs` runs each message scenario 8 times (as `npm test`
// does); `--full` (npm run faults) runs the counts docs/testing.md reports. Prints the table.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const full = process.argv.includes('--full');
const runs = process.env.FAULT_RUNS ?? (full ? '100' : '8');
const table = `.tmp/fault-table-${process.env.E2E_PORT ?? 4391}.tsv`;
rmSync(table, { force: true });

const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.faults.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FAULT_RUNS: runs },
});

let rows = [];
try {
  rows = readFileSync(table, 'utf8').trim().split('\n').filter(Boolean);
} catch {
  // No scenario finished: the run's own output says why.
}
console.log(`\nFault injection: ${runs} runs of each message scenario, half that of payment and cart\n`);
console.log('| Scenario | Runs | Result |');
console.log('|---|---|---|');
for (const row of rows) {
  const [scenario, count, figures] = row.split('\t');
  console.log(`| ${scenario} | ${count} | ${figures} |`);
}
process.exit(result.status ?? 1);
