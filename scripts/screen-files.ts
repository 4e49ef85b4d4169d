/**
 * Which source files one screen can run: every module reachable from the screen's roots through
 * relative imports, static or dynamic (its dialogs and popups load lazily but show on that
 * screen). Other screens' route files are where the walk stops: the router loads them, not the
 * screen. Used to give the menu screen only its own messages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface SourceReader {
  read(path: string): string;
  exists(path: string): boolean;
}

const diskReader: SourceReader = {
  read: (path) => readFileSync(path, 'utf8'),
  exists: (path) => existsSync(path),
};

/** `from './x.ts'`, `import('./x.tsx')` and `import './x.ts'`: relative specifiers only. */
const RELATIVE_IMPORT =
  /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The relative specifiers a module names, in order of appearance. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function resolveSpecifier(from: string, specifier: string, reader: SourceReader): string | null {
  const base = resolve(dirname(from), specifier.split('?')[0] ?? '');
  if (CODE_FILE.test(base)) return reader.exists(base) ? base : null;
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => reader.exists(path));
  return found ?? null;
}

/**
 * Absolute paths of the modules reachable from `roots`, not walking into a module for which
 * `stopAt` says true (unless it is a root). Styles, pictures and packages are not followed.
 */
export function screenFiles(
  roots: readonly string[],
  stopAt: (path: string) => boolean,
  reader: SourceReader = diskReader,
): Set<string> {
  const rootSet = new Set(roots.map((root) => resolve(root)));
  const seen = new Set<string>();
  const queue = [...rootSet];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path) || (!rootSet.has(path) && stopAt(path))) continue;
    seen.add(path);
    for (const specifier of relativeImports(reader.read(path))) {
      const target = resolveSpecifier(path, specifier, reader);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}
