/**
 * Changing the stored cart: adding from a menu detail, the cart screen's edits, and moving the
 * paid lines into the order log after a payment. Each applies a rule of cart-edits.ts to the
 * cart's atom (cart.atoms.ts).
 */

import type { Menu } from '../../api/contract/entities.ts';
import { requestPersistentStorage } from '../../shared/lib/persistent-storage.ts';
import { store } from '../../shared/state/store.ts';
import { cartAtomFor, orderLogAtom } from './cart.atoms.ts';
import type { CartLine, CartResult, LineDraft, OptionTranslations, OrderLogEntry } from './cart.ts';
import {
  addLine,
  editLine,
  type LineChanges,
  mergeIntoOrderLog,
  type OrderFacts,
  removeLine,
  setLineQuantity,
  takeOutPaidOrder,
} from './cart-edits.ts';
import { newLineId } from './line-id.ts';
import { type Reordered, reorder } from './reorder.ts';
import { sharedCartKeeper } from './shared-cart.ts';
import { tokenMark } from './token-mark.ts';

type CartOperation = (lines: readonly CartLine[]) => CartResult;

/** Applies a cart rule and stores the result; a refused change leaves the cart as it was. */
async function applyToCart(
  shopSeq: number,
  tableNum: number,
  token: string | null,
  operation: CartOperation,
): Promise<CartResult> {
  let result: CartResult = { ok: false, reason: 'notFound' };
  const keeper = sharedCartKeeper(shopSeq, tableNum);
  if (keeper) {
    // A shared cart: the edit is judged against the lines shown, then goes to the table's keeper.
    const before = (await store.get(cartAtomFor(shopSeq, tableNum))).lines;
    result = operation(before);
    if (result.ok) await keeper.changed(before, result.cart);
    return result;
  }
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) => {
    result = operation(prev.lines);
    if (!result.ok) return prev;
    // The cart keeps a mark of the token, never the token (token-mark.ts).
    return { ...prev, lines: result.cart, token: token ? tokenMark(token) : prev.token, updatedAt: Date.now() };
  });
  return result;
}

export async function addToCart(draft: LineDraft, token: string | null): Promise<CartResult> {
  const keeper = sharedCartKeeper(draft.shopSeq, draft.tableNum);
  if (keeper) {
    // Sent as an add, not as the merged result: two phones adding the same dish both count.
    const before = (await store.get(cartAtomFor(draft.shopSeq, draft.tableNum))).lines;
    const result = addLine(before, draft);
    const added = addLine([], draft, newLineId());
    if (result.ok && added.ok && added.cart[0]) await keeper.added(added.cart[0]);
    return result;
  }
  return applyToCart(draft.shopSeq, draft.tableNum, token, (lines) => addLine(lines, draft));
}

/** Shows the table's shared cart in this cart's place (the keeper's view, under this visit's token). */
export async function showSharedCart(
  shopSeq: number,
  tableNum: number,
  lines: readonly CartLine[],
  token: string | null,
): Promise<void> {
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) => ({
    lines: [...lines],
    token: token ? tokenMark(token) : prev.token,
    updatedAt: Date.now(),
  }));
}

/** "Order again": a past order's lines into this table's cart, against today's menus (reorder.ts). */
export async function reorderIntoCart(
  table: { shopSeq: number; tableNum: number },
  token: string | null,
  order: readonly OrderLogEntry[],
  menus: readonly Menu[],
  translations: OptionTranslations,
): Promise<Reordered> {
  let outcome: Reordered = { cart: [], left: [], reduced: [], added: 0 };
  await applyToCart(table.shopSeq, table.tableNum, token, (lines) => {
    outcome = reorder(lines, order, menus, table, translations);
    return { ok: true, cart: outcome.cart };
  });
  return outcome;
}

export function setCartLineQuantity(shopSeq: number, tableNum: number, lineId: string, quantity: number) {
  return applyToCart(shopSeq, tableNum, null, (lines) => setLineQuantity(lines, lineId, quantity));
}

export function editCartLine(shopSeq: number, tableNum: number, lineId: string, changes: LineChanges) {
  return applyToCart(shopSeq, tableNum, null, (lines) => editLine(lines, lineId, changes));
}

export function removeCartLine(shopSeq: number, tableNum: number, lineId: string) {
  return applyToCart(shopSeq, tableNum, null, (lines) => ({ ok: true, cart: removeLine(lines, lineId) }));
}

/**
 * After a payment: the paid lines join the order log and leave the cart (spec: the cart is
 * cleared); a line another tab added while this one paid stays. Idempotent by print group id, so
 * a reloaded result page logs the order once.
 */
export async function completePaidOrder(
  shopSeq: number,
  tableNum: number,
  paidLines: readonly CartLine[],
  printGroupUuid: string,
  now: Date,
  facts: OrderFacts,
): Promise<void> {
  let logged = false;
  await store.set(orderLogAtom, (log) => {
    const next = mergeIntoOrderLog(log, paidLines, printGroupUuid, now, facts);
    logged = next !== log;
    return [...next];
  });
  // Two writes, two transactions: a tab that closes between them has logged the order and kept
  // its lines. The cart's own record of the orders it let go makes this write safe to repeat, so
  // every arrival makes it, not only the one that logged the order.
  await store.set(cartAtomFor(shopSeq, tableNum), (prev) =>
    takeOutPaidOrder(prev, paidLines, printGroupUuid, Date.now()),
  );
  // A paid order shows the diner means to come back: ask the browser to keep the order log.
  if (logged) void requestPersistentStorage();
}
