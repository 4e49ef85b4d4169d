/**
 * Each language's catalog in two files: the messages of the code the app runs without opening
 * another screen or a menu dialog (start-up, the menu screen, what they load later by themselves),
 * which start-up waits for, and the rest, which comes when a dialog or another screen needs it
 * (src/shared/i18n/i18n.ts). A diner's first scan then carries the
 * menu's words only, not every screen's.
 *
 * `import('catalog-part:ko/first')` and `'catalog-part:ko/rest'` name the parts. Which messages are
 * the first screen's is only known once the chunks are formed, so a build compiles each part with
 * the whole catalog behind a marker, and `renderChunk` fills in its share (before the file is
 * named, so the name follows its content). Dev and tests get the whole catalog as the first part.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

const PREFIX = 'catalog-part:';
const RESOLVED = `\0${PREFIX}`;
const PART_ID = /^catalog-part:([\w-]+)\/(first|rest)$/;
/** The menu screen's route file: its parts are the first screen's, whichever chunk they land in. */
const MENU_ROUTE = /\/src\/routes\/list\/\$shopSeq\.\$tableNum\.tsx/;
/** A part of a route file the router plugin split off: another screen, shown after `completeCatalog`. */
const ROUTE_SPLIT = /\?tsr-split=/;
/**
 * The menu's dialogs, loaded with `withWholeCatalog` (src/shared/i18n/i18n.ts). The staff call's
 * bell is not one: it shows on the menu itself, so its words are the first screen's.
 */
const WHOLE_CATALOG_DIALOGS =
  /\/src\/features\/(staff-call\/components\/staff-call-sheet|menu\/components\/menu-search-panel|shop\/components\/(language-dialog|first-visit-popup))\.tsx$/;

/** Whether a chunk starts a part of the app that only shows once the catalog is whole. */
export function waitsForWholeCatalog(facadeModuleId: string | null): boolean {
  if (!facadeModuleId) return false;
  if (ROUTE_SPLIT.test(facadeModuleId)) return !MENU_ROUTE.test(facadeModuleId);
  return WHOLE_CATALOG_DIALOGS.test(facadeModuleId);
}

/** A message descriptor as the Lingui macro compiles it: `{id: "zywCfP"}`, quoted any way. */
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`]+)\1/g;
const MARKER = (locale: string, part: string) => `__CATALOG_PART__${locale}__${part}__`;
const MARKED = /(["'`])__CATALOG_PART__([\w-]+)__(first|rest)__\1/g;

type Messages = Record<string, unknown>;

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: Record<string, { readonly code: string | null }>;
}

/**
 * The message ids the first part must hold: those in every chunk the app can load without passing
 * through another screen or a menu dialog (which wait for the whole catalog): the start-up chunks,
 * the menu screen's, and what they load later by themselves (the worker's registration and its
 * notices, idle-time code).
 */
export function firstScreenMessageIds(chunks: Record<string, ChunkInfo>): Set<string> {
  const queue = Object.values(chunks)
    .filter((c) => c.isEntry)
    .map((c) => c.fileName);
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const chunk = chunks[name];
    if (seen.has(name) || !chunk || waitsForWholeCatalog(chunk.facadeModuleId)) continue;
    seen.add(name);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
    for (const module of Object.values(chunk.modules)) {
      for (const match of (module.code ?? '').matchAll(MESSAGE_ID)) ids.add(match[2] as string);
    }
  }
  return ids;
}

/** One part of a catalog: the first screen's messages, or every other one. */
export function catalogPart(messages: Messages, firstIds: ReadonlySet<string>, part: 'first' | 'rest'): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => firstIds.has(id) === (part === 'first')));
}

/** The messages object out of a catalog module as Lingui's plugin compiles it. */
function compiledMessages(code: string): Messages {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
  if (!match?.[1]) throw new Error('catalog parts: no JSON.parse in the compiled catalog');
  return JSON.parse(JSON.parse(match[1]) as string) as Messages;
}

export function catalogPartsPlugin(): Plugin {
  const [, compiler] = lingui();
  let root = process.cwd();
  let building = false;
  const wholeCatalogs = new Map<string, Messages>();
  let firstIds: Set<string> | null = null;

  return {
    name: 'table-order:catalog-parts',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    buildStart() {
      firstIds = null;
    },
    outputOptions(options) {
      // Named for what they are (`messages-first-…`, `messages-rest-…`), not after the part alone.
      const names = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const [, , part] = PART_ID.exec(chunk.facadeModuleId?.slice(1) ?? '') ?? [];
          const pattern = typeof names === 'function' ? names(chunk) : names;
          return part ? pattern.replace('[name]', `messages-${part}`) : pattern;
        },
      };
    },
    resolveId(id) {
      return PART_ID.test(id) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [, locale, part] = PART_ID.exec(id.slice(1)) ?? [];
      if (!locale || !part) return null;
      const poPath = resolve(root, 'locales', locale, 'messages.po');
      this.addWatchFile(poPath);
      const transform = compiler?.transform;
      if (typeof transform !== 'function') throw new Error("catalog parts: Lingui's plugin has no transform");
      const compiled = (await transform.call(this as never, await readFile(poPath, 'utf8'), poPath)) as {
        code: string;
      };
      const messages = compiledMessages(compiled.code);
      if (!building) {
        return `export const messages = ${JSON.stringify(part === 'first' ? messages : {})};`;
      }
      wholeCatalogs.set(locale, messages);
      return `export const messages = JSON.parse(${JSON.stringify(MARKER(locale, part))});`;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('__CATALOG_PART__')) return null;
      firstIds ??= firstScreenMessageIds(meta.chunks as unknown as Record<string, ChunkInfo>);
      const ids = firstIds;
      if (ids.size === 0) this.error('catalog parts: no message of the first screen was found');
      return code.replace(MARKED, (_whole, _quote, locale: string, part: 'first' | 'rest') => {
        const messages = wholeCatalogs.get(locale);
        if (!messages) this.error(`catalog parts: the ${locale} catalog was not compiled`);
        return JSON.stringify(JSON.stringify(catalogPart(messages, ids, part)));
      });
    },
  };
}
