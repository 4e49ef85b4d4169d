// Finds top-level `await` in the built app's chunks. One on the app's module graph makes the entry
// an async module, and WebKit then hands a lazily loaded screen to the router before the screen's
// code has run (the first tap on a menu opened an error screen on every iPhone).
//
//   node scripts/top-level-await.mjs DIST_DIR    exits 1 and names each one it finds
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const FUNCTION_NODES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The top-level awaits of one module's source: `await x` and `for await` outside any function. */
export function topLevelAwaits(source) {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string' || FUNCTION_NODES.has(node.type)) return;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) {
      found.push({ line: node.loc.start.line, column: node.loc.start.column });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(program);
  return found;
}

/** Every .js and .mjs file under the folder but the service worker, which is not a module. */
function chunksOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name) && !/^(sw|workbox-[\w-]+)\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) {
    console.error('usage: node scripts/top-level-await.mjs DIST_DIR');
    process.exit(2);
  }
  const chunks = chunksOf(dist);
  const problems = chunks.flatMap((file) =>
    topLevelAwaits(readFileSync(file, 'utf8')).map((at) => `${relative(dist, file)}:${at.line}:${at.column + 1}`),
  );
  if (problems.length) {
    console.error(
      `Top-level await in the built app (WebKit then runs lazy screens too late):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`No top-level await in ${chunks.length} built chunks.`);
}
