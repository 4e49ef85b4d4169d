import type { FileRoutesById } from '../../routeTree.gen.ts';

/**
 * The routes that start with the menu's own calls alone (src/api/menu-calls.ts): the scan link,
 * on its way to the menu, and the menu list. Every other screen's calls need the rest of the
 * client, which comes with the first screen past the menu or the first call that needs it.
 */
const MENU_ROUTE_IDS: ReadonlySet<string> = new Set([
  '/$shopSeq/$tableNum/',
  '/list/$shopSeq/$tableNum',
] satisfies Array<keyof FileRoutesById>);

const ROOT_ROUTE_ID = '__root__' satisfies keyof FileRoutesById;

/**
 * Whether a navigation to these matched routes opens a screen other than the menu.
 * @example opensScreenPastMenu(['__root__', '/list/$shopSeq/$tableNum']) // false
 * @example opensScreenPastMenu(['__root__', '/cart/$shopSeq/$tableNum']) // true
 */
export function opensScreenPastMenu(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => id !== ROOT_ROUTE_ID && !MENU_ROUTE_IDS.has(id));
}
