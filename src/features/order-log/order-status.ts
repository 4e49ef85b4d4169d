/**
 * The order-status tab (spec section 2): the order service's lines for this table, already
 * localized on the server for option names (the call takes the locale code); the menu name is
 * picked from `localeMenuList` with the usual fallbacks.
 */
import type { OrderStatusLine } from '../../api/contract/entities.ts';
import { byLocale, pickLocalized } from '../../shared/i18n/translate.ts';

/** A base price is shown when any option group of the line does not replace the base. */
export function showsBasePrice(line: Pick<OrderStatusLine, 'localeOptionGroupList'>): boolean {
  return line.localeOptionGroupList.some((g) => !g.doesReplace);
}

/** The tab's closing total: the sum of the lines' final prices. */
export function orderStatusTotal(lines: readonly Pick<OrderStatusLine, 'finalPrice'>[]): number {
  return lines.reduce((sum, l) => sum + l.finalPrice, 0);
}

export function statusMenuName(line: Pick<OrderStatusLine, 'menuName' | 'localeMenuList'>, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: line.menuName,
    translation: byLocale(line.localeMenuList, (l) => l.menuName),
  });
}
