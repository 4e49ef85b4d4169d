/**
 * The cart's shape and what every screen reads off it: totals, counts and line prices (spec
 * sections 3, 4 and 5). A cart is a plain array of lines, always stored normalized: zero-quantity
 * lines purged and `cartSeq` renumbered by position. The rules that change a cart are in
 * cart-edits.ts, which only the screens that edit one load.
 */
import type { Menu, OptionGroupTranslation, OptionTranslation } from '../../api/contract/entities.ts';
import type { CartLine, OrderLogEntry, SelectedOptionGroup } from '../../api/contract/persisted.ts';
import { basePrice, unitPrice } from '../../shared/lib/option-price.ts';

export type { CartLine, OrderLogEntry, SelectedOptionGroup };

/** The menu fields a line keeps. */
export type CartMenu = Pick<
  Menu,
  'menuSeq' | 'menuName' | 'engMenuName' | 'menuPrice' | 'thumbnailPath' | 'categoryUuid' | 'localeMenu'
>;

/** Chosen option uuids by option-group uuid, as the menu detail screen holds them. */
export type Chosen = Readonly<Record<string, readonly string[]>>;

export interface OptionTranslations {
  options?: readonly OptionTranslation[] | null;
  groups?: readonly OptionGroupTranslation[] | null;
}

export interface LineDraft {
  menu: CartMenu;
  selectedOptions: readonly SelectedOptionGroup[];
  quantity: number;
  requestText?: string;
  shopSeq: number;
  tableNum: number;
}

export type CartResult =
  | { ok: true; cart: CartLine[] }
  | { ok: false; reason: 'invalidQuantity' | 'maxQuantity' | 'notFound' };

/** Drops zero-quantity lines and renumbers `cartSeq` by position. */
export function normalizeCart(cart: readonly CartLine[]): CartLine[] {
  return cart.filter((l) => l.quantity > 0).map((l, cartSeq) => (l.cartSeq === cartSeq ? l : { ...l, cartSeq }));
}

/** The unit base price after replacing groups (spec: "price with replace"). */
export function priceWithReplace(line: Pick<CartLine, 'menuPrice' | 'selectedOptions'>): number {
  return basePrice(line.menuPrice, line.selectedOptions);
}

/** One unit with every chosen option (spec: "price with options"). */
export function priceWithOptions(line: Pick<CartLine, 'menuPrice' | 'selectedOptions'>): number {
  return unitPrice(line.menuPrice, line.selectedOptions);
}

export function lineTotal(line: Pick<CartLine, 'menuPrice' | 'selectedOptions' | 'quantity'>): number {
  return priceWithOptions(line) * line.quantity;
}

export function cartTotal(cart: readonly CartLine[]): number {
  return cart.reduce((total, l) => total + lineTotal(l), 0);
}

export function cartQuantity(cart: readonly CartLine[]): number {
  return cart.reduce((total, l) => total + l.quantity, 0);
}
