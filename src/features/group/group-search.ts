/**
 * Shop group page rules (spec sections 2 and 5): the search box filters mapped shops and custom
 * links by a case-insensitive substring of their names; a mapped shop outside its hours is not
 * orderable (same hours rule as waiting: overnight wrap, missing or equal times = 24 hours).
 */
import type { CustomLink, MappedShop } from '../../api/contract/entities.ts';
import { isWithinOpeningHours } from '../../shared/lib/time-of-day.ts';

/** A blank query matches everything. */
export function matchesName(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}

export function searchGroup<S extends Pick<MappedShop, 'shopName'>, L extends Pick<CustomLink, 'linkName'>>(
  lists: { mappedList: readonly S[]; customLinkList: readonly L[] },
  query: string,
): { mappedList: S[]; customLinkList: L[] } {
  return {
    mappedList: lists.mappedList.filter((s) => matchesName(s.shopName, query)),
    customLinkList: lists.customLinkList.filter((l) => matchesName(l.linkName, query)),
  };
}

/** False greys the shop out with the 'not orderable time' label. */
export function isMappedShopOrderable(shop: Pick<MappedShop, 'openTime' | 'closeTime'>, now: Date): boolean {
  return isWithinOpeningHours(shop.openTime, shop.closeTime, now);
}
