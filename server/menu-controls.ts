/**
 * Changing a shop's menu between two visits, as a shop owner would in the back office: a menu's
 * price, and whether a menu or one of its options is sold out. The demo's controls use these so a
 * journey can meet a cart kept from before the change; a reset brings the seeded menu back.
 */
import type { Menu, Option } from '../src/api/contract/entities.ts';
import { ApiError } from './http.ts';
import { findMenu } from './lookup.ts';
import type { SeedShop } from './seed/types.ts';

function requireMenu(shop: SeedShop, menuSeq: number): Menu {
  const menu = findMenu(shop, menuSeq);
  if (!menu) throw new ApiError(404, 'unknown_menu', `Shop ${shop.info.shopSeq} has no menu ${menuSeq}.`);
  return menu;
}

function requireOption(menu: Menu, optionUuid: string): Option {
  for (const group of menu.menuOptionGroups) {
    const option = group.optionList.find((candidate) => candidate.optionUuid === optionUuid);
    if (option) return option;
  }
  throw new ApiError(404, 'unknown_option', `Menu ${menu.menuSeq} has no option ${optionUuid}.`);
}

export function setMenuPrice(shop: SeedShop, menuSeq: number, menuPrice: number): Menu {
  const menu = requireMenu(shop, menuSeq);
  menu.menuPrice = menuPrice;
  return menu;
}

/** Sells out (or restocks) a menu, or one of its options when `optionUuid` is given. */
export function setStock(shop: SeedShop, menuSeq: number, outOfStock: boolean, optionUuid?: string): Menu {
  const menu = requireMenu(shop, menuSeq);
  if (optionUuid === undefined) menu.outOfStock = outOfStock;
  else requireOption(menu, optionUuid).outOfStock = outOfStock;
  return menu;
}
