/**
 * The phone's rules for the table's shared cart: what it shows (the cart as last heard with this
 * phone's unsent edits over it), how a cart-screen edit becomes operations, what an operation's
 * answer tells the diner, and which of the table's orders go into this phone's order log. Pure.
 */

import type {
  TableCartLine,
  TableCartLineInput,
  TableCartOp,
  TableCartOpResult,
  TableCartOrder,
  TableCartState,
} from '../../api/contract/table-cart.ts';
import { applyOps, bookOfState, EMPTY_TABLE_CART_BOOK } from '../../api/contract/table-cart-merge.ts';
import type { CartLine } from '../cart/public.ts';

/** An edit not yet answered, with the menu name the diner saw, to tell what became of it. */
export interface PendingOp {
  op: TableCartOp;
  menuName: string;
}

/** What the diner is told about an edit that did not land as made. */
export interface CartNotice {
  id: string;
  outcome: 'lineRemoved' | 'lineOrdered' | 'refused';
  menuName: string;
  /** For a removal: the guest number of the phone that removed the line. */
  by: number | null;
  code: string | null;
}

/**
 * The cart this phone shows: the state as last heard, then this phone's unsent edits in order,
 * by the service's own merge rules (table-cart-merge.ts), so the diner sees at once what the
 * service will make of them. An add the service already has (its answer is on the way) is not
 * shown twice: the rules refuse a line id the cart already used.
 */
export function shownLines(state: TableCartState | null, pending: readonly PendingOp[], you: number): TableCartLine[] {
  const book = state ? bookOfState(state) : EMPTY_TABLE_CART_BOOK;
  return [
    ...applyOps(
      book,
      pending.map(({ op }) => op),
      you,
    ).book.lines,
  ];
}

/** A shared line in the shape of the phone's own cart (cart screen, payment, order log). */
export function toCartLine(
  line: TableCartLine,
  cartSeq: number,
  table: { shopSeq: number; tableNum: number },
): CartLine {
  return {
    lineId: line.lineId,
    cartSeq,
    menuSeq: line.menuSeq,
    menuName: line.menuName,
    engMenuName: line.engMenuName,
    localeMenu: line.localeMenu,
    categoryUuid: line.categoryUuid,
    menuPrice: line.menuPrice,
    thumbnailPath: line.thumbnailPath,
    quantity: line.quantity,
    selectedOptions: line.selectedOptions,
    requestText: line.requestText ?? '',
    shopSeq: table.shopSeq,
    tableNum: table.tableNum,
  };
}

/** What an add sends: the line as the phone's cart rules made it. */
export function lineInputOf(line: CartLine): TableCartLineInput {
  return {
    menuSeq: line.menuSeq,
    menuName: line.menuName,
    engMenuName: line.engMenuName,
    localeMenu: line.localeMenu,
    categoryUuid: line.categoryUuid,
    menuPrice: line.menuPrice,
    thumbnailPath: line.thumbnailPath,
    quantity: line.quantity,
    selectedOptions: line.selectedOptions,
    requestText: line.requestText,
  };
}

/**
 * The ops that turn the lines shown into the lines a cart-screen edit made (the cart's own rules
 * judged it: 1–99, identical lines merged): a line gone is removed, a quantity or request that
 * changed is set, a line that appeared is added. `newId` makes each op's id.
 */
export function opsFromChange(
  before: readonly CartLine[],
  after: readonly CartLine[],
  seenVersion: number,
  newId: () => string,
): PendingOp[] {
  const ops: PendingOp[] = [];
  const kept = new Map(after.map((line) => [line.lineId, line]));
  const was = new Set(before.map((line) => line.lineId));
  for (const line of before) {
    const now = kept.get(line.lineId);
    const base = { opId: newId(), lineId: line.lineId, seenVersion };
    if (!now) {
      ops.push({ op: { kind: 'remove', ...base }, menuName: line.menuName });
      continue;
    }
    if (now.requestText !== line.requestText) {
      ops.push({ op: { kind: 'setRequest', ...base, requestText: now.requestText }, menuName: line.menuName });
    }
    if (now.quantity !== line.quantity) {
      ops.push({
        op: { kind: 'setQuantity', ...base, opId: newId(), quantity: now.quantity },
        menuName: line.menuName,
      });
    }
  }
  for (const line of after) {
    if (was.has(line.lineId)) continue;
    ops.push({
      op: { kind: 'add', opId: newId(), lineId: line.lineId, seenVersion, line: lineInputOf(line) },
      menuName: line.menuName,
    });
  }
  return ops;
}

/** The answers that did not land as made, as notices (an op without a pending record is not told). */
export function noticesFrom(results: readonly TableCartOpResult[], pending: readonly PendingOp[]): CartNotice[] {
  const names = new Map(pending.map(({ op, menuName }) => [op.opId, menuName]));
  return results.flatMap((result): CartNotice[] => {
    const menuName = names.get(result.opId);
    if (result.outcome === 'applied' || menuName === undefined) return [];
    return [{ id: result.opId, outcome: result.outcome, menuName, by: result.by ?? null, code: result.code ?? null }];
  });
}

/** The table's placed orders this phone's order log does not have yet (by print group id). */
export function ordersToLog(orders: readonly TableCartOrder[], logged: ReadonlySet<string>): TableCartOrder[] {
  return orders.filter((order) => order.orderNo != null && !logged.has(order.printGroupUuid));
}

/**
 * Whether a heard state should replace the kept one: a newer version of the same session, or the
 * same version (a reload, or the state that came with an answer).
 */
export function isNewerState(kept: TableCartState | null, heard: TableCartState): boolean {
  return kept === null || heard.version >= kept.version;
}

/** The newest order of the table, to say who ordered it and its number. */
export function latestOrder(state: TableCartState | null): TableCartOrder | null {
  return state?.orders.at(-1) ?? null;
}
