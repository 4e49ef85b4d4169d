/**
 * The cart, one per shop and table, and the order log, both kept in IndexedDB so they survive
 * reloads, closed tabs and offline starts. The cart also remembers the table token it was filled
 * under: a cart left from an earlier visit is offered back, never silently reused.
 *
 * Every ordering screen writes the cart, so the menu and payment features read these atoms too:
 * the one deliberate exception to "features do not import each other". What changes a cart is in
 * cart-actions.ts, loaded by the screens that change one.
 */
import * as v from 'valibot';
import { CartLineSchema, OrderLogEntrySchema } from '../../api/contract/persisted.ts';
import { atomWithIdb, type IdbAtom, loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import { tokenMark } from './token-mark.ts';

export const CartStateSchema = v.object({
  lines: v.array(CartLineSchema),
  /** A mark of the table token the cart was filled under (token-mark.ts; null when there was none). */
  token: v.nullable(v.string()),
  /** ms since epoch of the last change. */
  updatedAt: v.number(),
  /**
   * The orders whose paid lines this cart already let go, newest last: taking them out again (a
   * second tab, a reload, an arrival cut short between the history's write and this one) changes
   * nothing. Carts kept before it existed have none.
   */
  paidOut: v.optional(v.array(v.string())),
});
export type CartState = v.InferOutput<typeof CartStateSchema>;

export const EMPTY_CART: CartState = { lines: [], token: null, updatedAt: 0 };

const cartAtoms = new Map<string, IdbAtom<CartState>>();

export function cartAtomFor(shopSeq: number, tableNum: number): IdbAtom<CartState> {
  const key = STORAGE_KEYS.idb.cart(shopSeq, tableNum);
  let cartAtom = cartAtoms.get(key);
  if (!cartAtom) {
    cartAtom = atomWithIdb(key, EMPTY_CART, CartStateSchema);
    cartAtoms.set(key, cartAtom);
  }
  return cartAtom;
}

export const orderLogAtom = atomWithIdb(STORAGE_KEYS.idb.orderLog, [], v.array(OrderLogEntrySchema));

/** Waits for the stored cart, so a screen never flashes an empty cart before it loads. */
export function loadCart(shopSeq: number, tableNum: number): Promise<CartState> {
  return loadIdbAtom(store, cartAtomFor(shopSeq, tableNum));
}

export async function clearCart(shopSeq: number, tableNum: number): Promise<void> {
  await store.set(cartAtomFor(shopSeq, tableNum), { ...EMPTY_CART, updatedAt: Date.now() });
}

/** Adopts a cart left from an earlier visit under the current token (the diner chose to keep it). */
export async function adoptCart(shopSeq: number, tableNum: number, token: string): Promise<void> {
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) => ({
    ...prev,
    token: tokenMark(token),
    updatedAt: Date.now(),
  }));
}
