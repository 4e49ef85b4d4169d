// Which source modules a built file's gzipped bytes belong to, read from the build's source maps:
//   npx vite build --outDir .tmp/dist-map --sourcemap
//   node scripts/bundle-shares.mjs .tmp/dist-map framework-XXXX.js app-XXXX.js …
// (the file names a first visit loads: `BENCH_LIST=1 BENCH_SECTIONS=first npm run bench` prints them;
// the same code builds to the same names with or without source maps). Every minified byte is given
// to the module its source-map segment names, and the file's gzipped size is shared out in
// proportion to those bytes: gzip packs some modules better than others, so a share is an estimate
// to within a few per cent, good for telling what is worth moving. Bytes no segment names are the
// file's imports and exports between chunks ("(between files)").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each mapped segment as [generated line, generated column, source index], in order. */
function segments(mappings) {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        out.push([lineIndex, column, source]);
      } else out.push([lineIndex, column, -1]);
    }
  });
  return out;
}

function moduleName(path) {
  return path.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
}

/** Gzipped bytes per source module of one built file. */
function shares(dir, file) {
  const code = readFileSync(join(dir, 'assets', file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  const mapFile = join(dir, 'assets', `${file}.map`);
  // A file made by a plugin without a map (a catalog part) is one module of its own.
  if (!existsSync(mapFile))
    return { gzipped: gzipSync(code).length, modules: [{ name: file, gz: gzipSync(code).length }] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const marks = segments(map.mappings).map(([line, column, source]) => ({
    at: lineStarts[line] + column,
    name: source >= 0 ? moduleName(map.sources[source]) : '(between files)',
  }));
  const raw = new Map();
  const firstAt = marks[0]?.at ?? code.length;
  raw.set('(between files)', firstAt);
  marks.forEach((mark, i) => {
    const end = marks[i + 1]?.at ?? code.length;
    raw.set(mark.name, (raw.get(mark.name) ?? 0) + end - mark.at);
  });
  const gzipped = gzipSync(code).length;
  return { gzipped, modules: [...raw].map(([name, bytes]) => ({ name, gz: (bytes / code.length) * gzipped })) };
}

const [dir, ...files] = process.argv.slice(2);
if (!dir || files.length === 0) {
  console.error('usage: node scripts/bundle-shares.mjs <build dir with source maps> <file in assets/> …');
  process.exit(1);
}
const kib = (bytes) => (bytes / 1024).toFixed(2).padStart(7);
const byPackage = new Map();
for (const file of files) {
  const { gzipped, modules } = shares(dir, file);
  console.log(`\n${file}: ${kib(gzipped)} KiB gzipped`);
  for (const { name, gz } of modules.sort((a, b) => b.gz - a.gz)) {
    if (gz >= 40) console.log(`${kib(gz)}  ${name}`);
    const parts = name.split('/');
    const owner = name.startsWith('src/')
      ? parts.slice(0, 3).join('/')
      : parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + gz);
  }
}
console.log('\nby package or folder');
for (const [name, gz] of [...byPackage].sort((a, b) => b[1] - a[1])) if (gz >= 40) console.log(`${kib(gz)}  ${name}`);
