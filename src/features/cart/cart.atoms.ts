/**
 * The cart, one per shop and table, and the order log, both kept in IndexedDB so they survive
 * reloads, closed tabs and offline starts. The cart also remembers the table token it was filled
 * under: a cart left from an earlier visit is offered back, never silently reused.
 *
 * Every ordering screen writes the cart, so the menu and payment features read these atoms too:
 * the one deliberate exception to "features do not import each other".
 */
import * as v from 'valibot';
import { CartLineSchema, OrderLogEntrySchema } from '../../api/contract/persisted.ts';
import { requestPersistentStorage } from '../../shared/lib/persistent-storage.ts';
import { atomWithIdb, type IdbAtom, loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import {
  addLine,
  type CartLine,
  type CartResult,
  editLine,
  type LineChanges,
  type LineDraft,
  mergeIntoOrderLog,
  removeLine,
  setLineQuantity,
} from './cart.ts';

export const CartStateSchema = v.object({
  lines: v.array(CartLineSchema),
  /** The table token the cart was filled under (null when there was none). */
  token: v.nullable(v.string()),
  /** ms since epoch of the last change. */
  updatedAt: v.number(),
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

type CartOperation = (lines: readonly CartLine[]) => CartResult;

/** Applies a cart rule and stores the result; a refused change leaves the cart as it was. */
async function applyToCart(
  shopSeq: number,
  tableNum: number,
  token: string | null,
  operation: CartOperation,
): Promise<CartResult> {
  let result: CartResult = { ok: false, reason: 'notFound' };
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) => {
    result = operation(prev.lines);
    if (!result.ok) return prev;
    return { lines: result.cart, token: token ?? prev.token, updatedAt: Date.now() };
  });
  return result;
}

export function addToCart(draft: LineDraft, token: string | null): Promise<CartResult> {
  return applyToCart(draft.shopSeq, draft.tableNum, token, (lines) => addLine(lines, draft));
}

export function setCartLineQuantity(shopSeq: number, tableNum: number, cartSeq: number, quantity: number) {
  return applyToCart(shopSeq, tableNum, null, (lines) => setLineQuantity(lines, cartSeq, quantity));
}

export function editCartLine(shopSeq: number, tableNum: number, cartSeq: number, changes: LineChanges) {
  return applyToCart(shopSeq, tableNum, null, (lines) => editLine(lines, cartSeq, changes));
}

export function removeCartLine(shopSeq: number, tableNum: number, cartSeq: number) {
  return applyToCart(shopSeq, tableNum, null, (lines) => ({ ok: true, cart: removeLine(lines, cartSeq) }));
}

export async function clearCart(shopSeq: number, tableNum: number): Promise<void> {
  await store.set(cartAtomFor(shopSeq, tableNum), { ...EMPTY_CART, updatedAt: Date.now() });
}

/** Adopts a cart left from an earlier visit under the current token (the diner chose to keep it). */
export async function adoptCart(shopSeq: number, tableNum: number, token: string): Promise<void> {
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) => ({ ...prev, token, updatedAt: Date.now() }));
}

/**
 * After a payment: the paid lines join the order log and the cart empties. Idempotent by print
 * group id, so a reloaded result page logs the order once.
 */
export async function completePaidOrder(
  shopSeq: number,
  tableNum: number,
  paidLines: readonly CartLine[],
  printGroupUuid: string,
  now: Date,
): Promise<void> {
  let logged = false;
  await store.set(orderLogAtom, (log) => {
    const next = mergeIntoOrderLog(log, paidLines, printGroupUuid, now);
    logged = next !== log;
    return [...next];
  });
  // Only the first arrival empties the cart: a reload later must not wipe a new cart.
  if (logged) await clearCart(shopSeq, tableNum);
  // A paid order shows the diner means to come back: ask the browser to keep the order log.
  if (logged) void requestPersistentStorage();
}
