/**
 * "Order again": a past order's lines go back into this table's cart, each checked against the
 * shop's menu as it is today. A line whose menu is gone or sold out, or whose chosen option is
 * gone or sold out, or whose choice no longer passes the menu's option rules (a group became
 * required, a maximum dropped) is left out and named, never silently changed. Prices are today's:
 * the line is rebuilt from the current menu and options, only the choice (uuids), the quantity
 * and the diner's request text come from the old order. Lines go in through `addLine`, so the
 * merge rule and the 99-per-menu limit of spec sections 4 and 5 hold; a line that would pass 99
 * goes in with what still fits.
 */
import type { Menu } from '../../api/contract/entities.ts';
import type { SelectedOption } from '../../api/contract/persisted.ts';
import { MAX_QUANTITY } from '../../shared/lib/quantity.ts';
import type { CartLine, OptionTranslations, OrderLogEntry } from './cart.ts';
import { addLine, menuQuantityInCart, selectedOptionsFrom } from './cart-edits.ts';
import { checkLine, menusBySeq, type UnavailableReason } from './menu-check.ts';

export type LeftOutReason = UnavailableReason | 'maxQuantity';

export interface LeftOut {
  /** The old line, for its names in the diner's language. */
  line: OrderLogEntry;
  reason: LeftOutReason;
  /** The option that stopped it, for option reasons, as the old order holds it (names in every language). */
  option?: SelectedOption;
}

export interface Reordered {
  cart: CartLine[];
  left: LeftOut[];
  /** Lines that went in with fewer than ordered because of the 99 limit. */
  reduced: OrderLogEntry[];
  /** How many of the order's lines went in (merged or new). */
  added: number;
}

interface Table {
  shopSeq: number;
  tableNum: number;
}

/**
 * Puts `order`'s lines (one order-history section) into `cart` for `table`, against today's
 * `menus`. Lines of another shop are the caller's to refuse (see `canReorder`); here they are
 * left out as gone, since their menu numbers mean nothing in this shop.
 */
export function reorder(
  cart: readonly CartLine[],
  order: readonly OrderLogEntry[],
  menus: readonly Menu[],
  table: Table,
  translations: OptionTranslations = {},
): Reordered {
  const byMenuSeq = menusBySeq(menus);
  let next: CartLine[] = [...cart];
  const left: LeftOut[] = [];
  const reduced: OrderLogEntry[] = [];
  let added = 0;
  for (const entry of order) {
    const check =
      entry.shopSeq === table.shopSeq
        ? checkLine(entry, byMenuSeq)
        : { ok: false as const, reason: 'menuGone' as const };
    if (!check.ok) {
      left.push({ line: entry, reason: check.reason, ...(check.option ? { option: check.option } : {}) });
      continue;
    }
    const room = MAX_QUANTITY - menuQuantityInCart(next, entry.menuSeq);
    const quantity = Math.min(entry.quantity, room);
    if (quantity < 1) {
      left.push({ line: entry, reason: 'maxQuantity' });
      continue;
    }
    const put = addLine(next, {
      menu: check.menu,
      selectedOptions: selectedOptionsFrom(check.menu.menuOptionGroups, check.chosen, translations),
      quantity,
      requestText: entry.requestText,
      ...table,
    });
    if (!put.ok) {
      left.push({ line: entry, reason: 'maxQuantity' });
      continue;
    }
    next = put.cart;
    added += 1;
    if (quantity < entry.quantity) reduced.push(entry);
  }
  return { cart: next, left, reduced, added };
}

export type ReorderBlock = 'otherShop' | 'noLiveSession';

/** Order again is offered only in the order's own shop and with a live table session. */
export function canReorder(
  order: readonly Pick<OrderLogEntry, 'shopSeq'>[],
  shopSeq: number,
  hasLiveSession: boolean,
): { ok: true } | { ok: false; reason: ReorderBlock } {
  if (order.length === 0 || order.some((l) => l.shopSeq !== shopSeq)) return { ok: false, reason: 'otherShop' };
  if (!hasLiveSession) return { ok: false, reason: 'noLiveSession' };
  return { ok: true };
}
