/**
 * Which source files one screen can run: every module reachable from the screen's roots through
 * relative imports, static or dynamic (its dialogs and popups load lazily but show on that
 * screen). Other screens' route files are where the walk stops: the router loads them, not the
 * screen. Used to give the menu screen only its own messages.
 *
 * A feature's `public.ts` names what the feature offers others, for several screens at once: a
 * module that asks it for some names reaches only the modules behind those names (and whatever
 * the public module loads itself), as the bundle does (vite.config.ts, `moduleSideEffects`).
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

/** A feature's public module (README, "Import boundaries"): re-exports, and loaders of its lazy parts. */
const PUBLIC_MODULE = /[\\/]features[\\/][^\\/]+[\\/]public\.ts$/;

/** `import { a, type B as C } from './x'` and `export { a, default as B } from './x'`, with their names. */
const NAMED_IMPORT = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const NAMED_REEXPORT = /\bexport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The names of `{ a, type B, c as d }`: the ones before `as` for an import, after it for an export. */
function bindingNames(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter((item) => item !== '')
    .map((item) => {
      const [name = '', alias] = item.split(/\s+as\s+/);
      return side === 'exported' ? (alias ?? name) : name;
    });
}

/**
 * The names a module asks of each relative specifier when every import of it is a named static
 * one; a specifier also imported whole (dynamically, for its side effects, `* as`) is left out.
 */
export function namedImports(source: string): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const [, list = '', specifier = ''] of source.matchAll(NAMED_IMPORT)) {
    const names = named.get(specifier) ?? new Set<string>();
    for (const name of bindingNames(list, 'imported')) names.add(name);
    named.set(specifier, names);
    count.set(specifier, (count.get(specifier) ?? 0) + 1);
  }
  for (const specifier of relativeImports(source)) count.set(specifier, (count.get(specifier) ?? 0) - 1);
  for (const [specifier, left] of count) if (left !== 0) named.delete(specifier);
  return named;
}

/**
 * The specifiers a public module sends `names` to: the re-exports that offer one of them, and
 * every import of its own that is no re-export (a loader of a lazy part).
 */
export function publicModuleImports(source: string, names: ReadonlySet<string>): string[] {
  const targets: string[] = [];
  const reexported = new Set<string>();
  for (const [, list = '', specifier = ''] of source.matchAll(NAMED_REEXPORT)) {
    reexported.add(specifier);
    if (bindingNames(list, 'exported').some((name) => names.has(name))) targets.push(specifier);
  }
  return [...targets, ...relativeImports(source).filter((specifier) => !reexported.has(specifier))];
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
  // Public modules walked for some names only: each asker may want others, so they are not `seen`.
  const partlyWalked = new Set<string>();
  const follow = (from: string, specifiers: readonly string[]) => {
    for (const specifier of specifiers) {
      const target = resolveSpecifier(from, specifier, reader);
      if (target && !seen.has(target)) queue.push(target);
    }
  };
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path) || (!rootSet.has(path) && stopAt(path))) continue;
    seen.add(path);
    const source = reader.read(path);
    const named = namedImports(source);
    for (const specifier of relativeImports(source)) {
      const target = resolveSpecifier(path, specifier, reader);
      if (!target || seen.has(target)) continue;
      const names = named.get(specifier);
      if (!names || !PUBLIC_MODULE.test(target) || stopAt(target)) {
        queue.push(target);
        continue;
      }
      follow(target, publicModuleImports(reader.read(target), names));
      partlyWalked.add(target);
    }
  }
  for (const path of partlyWalked) seen.add(path);
  return seen;
}
