// `npm start`: builds the app, then serves it with the demo order service on $PORT.
import { spawnSync } from 'node:child_process';
import { nodeFloorProblem } from './node-version.mjs';

const tooOld = nodeFloorProblem();
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vite', 'build', '--logLevel', 'warn']);
// tsx directly, not through npx, so Ctrl-C and SIGTERM reach the server itself.
run('node_modules/.bin/tsx', ['server/main.ts', ...process.argv.slice(2)]);
