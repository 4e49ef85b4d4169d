/** `npm run docs:openapi`: writes docs/openapi.json from the contract's schemas, formatted as the repository formats JSON. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from './openapi.ts';

const target = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
writeFileSync(target, openApiText());
const format = spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
if (format.status !== 0) process.exit(format.status ?? 1);
console.log(`wrote ${target}`);
