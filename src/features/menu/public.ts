/**
 * What other features may use of the menu: the option rules a choice is checked with, and the
 * shop's menus in one list (the cart's "order again" checks a past choice against today's menu
 * with the same rules as the detail screen).
 */

export { allMenus } from './menu-browse.ts';
export { validateChoice } from './options.ts';
