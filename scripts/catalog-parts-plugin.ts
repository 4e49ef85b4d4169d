/**
 * Serves each locale's catalog in two parts: `locales/<code>/messages.po?part=menu` holds the
 * messages the menu screen can show (found by walking its imports, see screen-files.ts), and
 * `?part=rest` every other message. The menu, the screen most diners open first, then downloads
 * only its own part. The `.po` files stay one per locale, as translators and the catalog check
 * know them; the split happens at build time, so it follows the code.
 */
import { relative, resolve } from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { screenFiles } from './screen-files.ts';

const PART_ID = /^(.*[\\/]locales[\\/][\w-]+[\\/]messages\.po)\?part=(menu|rest)$/;

interface CatalogMessage {
  origin?: Array<[string, number?]>;
}

/**
 * Whether a message belongs in the menu part: one of the places it is written is a file of the
 * menu screen. A message with no recorded place goes there too: better a few bytes early than a
 * key on screen.
 */
export function inMenuPart(message: CatalogMessage, rootDir: string, menuFiles: ReadonlySet<string>): boolean {
  const origins = message.origin ?? [];
  return origins.length === 0 || origins.some(([file]) => menuFiles.has(resolve(rootDir, file)));
}

/**
 * A route file (under src/routes, in no folder or file whose name starts with '-', which the
 * router ignores) or the generated route tree, which names them all: the walk from the menu's
 * roots stops there, since the router, not the menu, loads other screens.
 */
export function isRouteModule(path: string): boolean {
  return /[\\/]src[\\/]routes[\\/](?!(?:.*[\\/])?-)/.test(path) || /[\\/]routeTree\.gen\.ts$/.test(path);
}

export interface CatalogPartsOptions {
  /** The menu screen's entry modules (the app's start, the root view, the menu's route files). */
  menuRoots: string[];
  /**
   * Every message in the menu part and none in the rest: the catalog as one file, for a bench
   * build that measures what the split buys (startup-mechanisms.ts).
   */
  unsplit?: boolean;
}

export function catalogParts({ menuRoots, unsplit = false }: CatalogPartsOptions): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  const { sourceLocale } = config;
  if (!sourceLocale) throw new Error('catalog parts: lingui.config names no sourceLocale');
  const translationOptions = { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale };

  // The walk and each catalog's split are the same for both parts: done once per build (or per
  // change, in the dev server), not once for each of the fourteen part files.
  let menuFiles: Set<string> | null = null;
  let splits = new Map<string, ReturnType<typeof splitCatalog>>();
  const forget = () => {
    menuFiles = null;
    splits = new Map();
  };
  const currentMenuFiles = () => {
    menuFiles ??= screenFiles(
      menuRoots.map((root) => resolve(rootDir, root)),
      isRouteModule,
    );
    return menuFiles;
  };

  async function splitCatalog(file: string) {
    const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
    if (!found) throw new Error(`catalog parts: ${file} is not one of lingui.config's catalogs`);
    const { locale, catalog } = found;
    if (!locale) throw new Error(`catalog parts: ${file} names no locale`);
    const [{ messages }, extracted] = await Promise.all([
      catalog.getTranslations(locale, translationOptions),
      catalog.read(locale),
    ]);
    const files = currentMenuFiles();
    const entries = Object.entries(messages);
    const inMenu = ([messageId]: [string, unknown]) =>
      unsplit || inMenuPart(extracted?.[messageId] ?? {}, rootDir, files);
    return {
      locale,
      menu: Object.fromEntries(entries.filter(inMenu)),
      rest: Object.fromEntries(entries.filter((entry) => !inMenu(entry))),
    };
  }

  return {
    name: 'table-order:catalog-parts',
    enforce: 'pre',
    buildStart: forget,
    watchChange: forget,
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const [, file = '', part] = match;
      this.addWatchFile(file);
      for (const path of currentMenuFiles()) this.addWatchFile(path);
      let split = splits.get(file);
      if (!split) {
        split = splitCatalog(file);
        splits.set(file, split);
      }
      const { locale, menu, rest } = await split;
      const { source, errors } = createCompiledCatalog(locale, part === 'menu' ? menu : rest, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length > 0) throw new Error(`catalog parts: ${locale} has messages that do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
