// The conformance check against the demo service, as `npm test` runs it: the demo service on a free
// port, open to an app on another origin (CORS_ORIGINS), then `npm run check:service` with a test
// order on three tables: the hanok restaurant's (translated menus, a card order left unpaid), the
// snack bar's (paid at the counter, so the order is placed and cancelled again), and a hanok table
// that offers both extensions (the staff call's reads, the table cart's reads, stream and op round trip).
import { spawnSync } from 'node:child_process';
import { serve } from '../serve-build.mjs';

const APP_ORIGIN = 'https://order.example';
const TABLES = [
  { shopSeq: 1, tableNum: 1 },
  { shopSeq: 3, tableNum: 1 },
  { shopSeq: 1, tableNum: 7 },
];

process.env.CORS_ORIGINS = APP_ORIGIN;
const server = await serve('.tmp/check-service-no-app');
let failed = false;
try {
  for (const { shopSeq, tableNum } of TABLES) {
    const answer = await fetch(`${server.origin}/__demo/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shopSeq, tableNum }),
    });
    const { token } = await answer.json();
    const args = ['--api', `${server.origin}/api`, '--token', token, '--shop', String(shopSeq)];
    args.push(
      '--table',
      String(tableNum),
      '--origin',
      APP_ORIGIN,
      '--group',
      'euljiro-food-street',
      '--place-test-order',
    );
    const run = spawnSync('npm', ['run', '-s', 'check:service', '--', ...args], { stdio: 'inherit' });
    if (run.status !== 0) failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
