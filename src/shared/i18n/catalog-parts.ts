/**
 * Each locale's catalog comes in two parts (built by scripts/catalog-parts-plugin.ts): the menu
 * part, with every message the menu screen can show, and the rest. The screens below start with
 * the menu part alone; every other screen waits for the rest before it renders.
 */

/** The routes that need only the menu part, by route id, with the file the build walks from. */
export const MENU_PART_ROUTES = {
  // The scan link: it records the visit and goes on to the menu.
  '/$shopSeq/$tableNum/': 'src/routes/$shopSeq/$tableNum/index.tsx',
  '/list/$shopSeq/$tableNum': 'src/routes/list/$shopSeq.$tableNum.tsx',
} as const;

/** What runs on every screen, the menu's included: the start and the root view. */
export const SHELL_FILES = ['src/main.tsx', 'src/routes/__root.tsx'] as const;

const ROOT_ROUTE_ID = '__root__';

/**
 * Whether a navigation to these matched routes needs the rest of the catalog.
 * @example needsRestOfCatalog(['__root__', '/list/$shopSeq/$tableNum']) // false
 * @example needsRestOfCatalog(['__root__', '/cart/$shopSeq/$tableNum']) // true
 */
export function needsRestOfCatalog(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => id !== ROOT_ROUTE_ID && !Object.hasOwn(MENU_PART_ROUTES, id));
}
