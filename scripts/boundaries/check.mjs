// `npm run boundaries`: the import boundaries of .dependency-cruiser.cjs. Fails on any crossing,
// and also when it read next to nothing: dependency-cruiser skips, without a word, files of a kind
// it has no parser for (it did so for every .ts file before @swc/core was installed).
import { spawnSync } from 'node:child_process';

const MIN_MODULES = 300;
const run = spawnSync(
  'npx',
  ['depcruise', 'src', 'src-sw', 'server', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
process.stdout.write(run.stdout);
const read = Number(/(\d+) modules/.exec(run.stdout)?.[1] ?? 0);
if (read < MIN_MODULES) {
  console.error(`✖ only ${read} modules were read (at least ${MIN_MODULES} expected): is @swc/core installed?`);
  process.exit(1);
}
process.exit(run.status === 0 ? 0 : 1);
