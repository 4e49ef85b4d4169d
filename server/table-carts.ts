/**
 * The table-cart extension's service side: each table session's shared cart (the merge rules of
 * table-cart-merge.ts applied to ops in the order they arrive, adds checked against the shop's
 * menu as an order is), and ordering the cart at a version through `POST /order`: one order per
 * version; counter shops empty the cart at once, card shops hold it until the payment settles or
 * `TABLE_CART_HOLD_MS` passes.
 */
import type { OrderBody } from '../src/api/contract/calls.ts';
import type { Menu } from '../src/api/contract/entities.ts';
import type { SelectedOptionGroup } from '../src/api/contract/persisted.ts';
import {
  TABLE_CART_HOLD_MS,
  TABLE_CART_OP_REFUSALS,
  type TableCartLineInput,
  type TableCartOp,
  type TableCartOpResult,
  type TableCartOrder,
} from '../src/api/contract/table-cart.ts';
import { applyOp, holdLines, orderAtVersion, releaseHold, takeOrdered } from '../src/api/contract/table-cart-merge.ts';
import { ApiError } from './http.ts';
import { findMenu } from './lookup.ts';
import { priceLine } from './pricing.ts';
import type { SeedShop } from './seed/types.ts';
import type { DemoState, OrderRecord } from './state.ts';
import {
  guestOf,
  newSession,
  notifyChanged,
  type PendingCardOrder,
  sessionKey,
  type TableCartSession,
} from './table-cart-session.ts';

export function tableCartSession(
  state: DemoState,
  shopSeq: number,
  tableNum: number,
  token: string,
  now: Date,
): TableCartSession {
  const key = sessionKey(shopSeq, tableNum, token);
  let session = state.tableCarts.get(key);
  if (!session) {
    session = newSession(shopSeq, tableNum, now);
    state.tableCarts.set(key, session);
  }
  expireHold(session, now);
  return session;
}

/** A card payment left open past the hold gives the cart back; its order may still be paid later. */
export function expireHold(session: TableCartSession, now: Date): void {
  if (!session.paying || now.getTime() - session.paying.since.getTime() < TABLE_CART_HOLD_MS) return;
  session.paying = null;
  session.book = releaseHold(session.book);
  notifyChanged(session);
}

type Checked = { ok: true; line: TableCartLineInput } | { ok: false; code: string };

/** The menu's own names, groups, option prices and translations: a phone's text never reaches the others. */
function filledOptions(shop: SeedShop, menu: Menu, sent: readonly SelectedOptionGroup[]): SelectedOptionGroup[] | null {
  const groups: SelectedOptionGroup[] = [];
  for (const group of sent) {
    const own = menu.menuOptionGroups.find((g) => g.optionGroupUuid === group.optionGroupUuid);
    if (!own) return null;
    const options = [];
    for (const option of group.options) {
      const mine = own.optionList.find((o) => o.optionUuid === option.optionUuid);
      if (!mine || mine.optionPrice !== option.optionPrice) return null;
      options.push({
        optionUuid: mine.optionUuid,
        optionName: mine.optionName,
        engOptionName: mine.engOptionName,
        optionPrice: mine.optionPrice,
        optionLocale: shop.optionTranslations
          .filter((t) => t.optionUuid === mine.optionUuid)
          .map(({ localeCode, optionName }) => ({ localeCode, optionName })),
      });
    }
    groups.push({
      optionGroupUuid: own.optionGroupUuid,
      optionGroupName: own.optionGroupName,
      engOptionGroupName: own.engOptionGroupName,
      doesReplace: own.doesReplace,
      optionGroupLocale: shop.optionGroupTranslations
        .filter((t) => t.optionGroupUuid === own.optionGroupUuid)
        .map(({ localeCode, optionGroupName }) => ({ localeCode, optionGroupName })),
      options,
    });
  }
  return groups;
}

/** An add checked as an order line is (menu, price, stock, option rules) and filled from the menu. */
export function checkAddedLine(shop: SeedShop, line: TableCartLineInput): Checked {
  const menu = findMenu(shop, line.menuSeq);
  if (!menu) return { ok: false, code: TABLE_CART_OP_REFUSALS.unknownMenu };
  const optionUuids = line.selectedOptions.flatMap((g) => g.options.map((o) => o.optionUuid));
  try {
    priceLine(menu, optionUuids, line.quantity);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code };
    throw error;
  }
  if (line.menuPrice !== menu.menuPrice) return { ok: false, code: TABLE_CART_OP_REFUSALS.priceMismatch };
  const selectedOptions = filledOptions(shop, menu, line.selectedOptions);
  if (!selectedOptions) return { ok: false, code: TABLE_CART_OP_REFUSALS.priceMismatch };
  return {
    ok: true,
    line: {
      ...line,
      menuName: menu.menuName,
      engMenuName: menu.engMenuName,
      categoryUuid: menu.categoryUuid,
      thumbnailPath: menu.thumbnailPath,
      localeMenu: (menu.localeMenu ?? []).map(({ localeCode, menuName }) => ({ localeCode, menuName })),
      selectedOptions,
    },
  };
}

/** Applies a phone's ops in order; every change is told to the open streams once, at the end. */
export function applyTableCartOps(
  shop: SeedShop,
  session: TableCartSession,
  phoneId: string,
  ops: readonly TableCartOp[],
): TableCartOpResult[] {
  const guest = guestOf(session, phoneId);
  const before = session.book.version;
  const results = ops.map((op) => {
    const first = session.book.outcomes[op.opId];
    if (first) return first;
    let sent = op;
    if (op.kind === 'add') {
      const checked = checkAddedLine(shop, op.line);
      if (!checked.ok) {
        const refusal: TableCartOpResult = {
          opId: op.opId,
          outcome: 'refused',
          lineId: op.lineId,
          code: checked.code,
          by: null,
        };
        session.book = { ...session.book, outcomes: { ...session.book.outcomes, [op.opId]: refusal } };
        return refusal;
      }
      sent = { ...op, line: checked.line };
    }
    const step = applyOp(session.book, sent, guest);
    session.book = step.book;
    return step.result;
  });
  if (session.book.version !== before) notifyChanged(session);
  return results;
}

function lineKey(menuSeq: number, quantity: number, optionUuids: readonly string[], requestText: string): string {
  return JSON.stringify([menuSeq, quantity, [...optionUuids].sort(), requestText.trim()]);
}

/** The order's lines are the cart's lines (as multisets), so a version orders what it says. */
function sameLines(body: OrderBody, session: TableCartSession): boolean {
  const sent = body.lines.map((l) => lineKey(l.menuSeq, l.quantity, l.optionUuids, l.requestText ?? '')).sort();
  const held = session.book.lines
    .map((l) =>
      lineKey(
        l.menuSeq,
        l.quantity,
        l.selectedOptions.flatMap((g) => g.options.map((o) => o.optionUuid)),
        l.requestText,
      ),
    )
    .sort();
  return sent.length === held.length && sent.every((key, i) => key === held[i]);
}

/**
 * Before an order that names the table's cart is placed: one order per version, none while
 * another phone pays, and the lines must be the cart's. Returns the ordering phone's guest number.
 */
export function checkTableCartOrder(session: TableCartSession, body: OrderBody, phoneId: string): number {
  const guest = guestOf(session, phoneId);
  const version = body.tableCart?.version ?? -1;
  // The phone that is paying may start over (its card window was closed without an answer).
  if (session.paying?.guest === guest && version >= session.paying.version) {
    session.cardOrders.delete(session.paying.printGroupUuid);
    session.paying = null;
    session.book = releaseHold(session.book);
  }
  const check = orderAtVersion(session.book, version);
  if (!check.ok) {
    if (check.code === 'table_cart_ordered') {
      const { orderedBy, orderNo } = check.order;
      throw new ApiError(409, check.code, `Guest ${orderedBy} already ordered this cart (order ${orderNo}).`);
    }
    if (check.code === 'table_cart_paying') {
      throw new ApiError(409, check.code, `Guest ${session.paying?.guest ?? ''} is paying for this cart.`);
    }
    throw new ApiError(409, check.code, `The table's cart is at version ${session.book.version}, not ${version}.`);
  }
  if (!sameLines(body, session)) {
    throw new ApiError(409, 'table_cart_changed', 'The order’s lines are not the table’s cart.');
  }
  return guest;
}

function orderOf(
  pending: PendingCardOrder | { guest: number; version: number },
  order: OrderRecord,
  lines: TableCartOrder['lines'],
): TableCartOrder {
  return {
    printGroupUuid: order.printGroupUuid,
    orderNo: order.orderNo,
    orderedBy: pending.guest,
    version: pending.version,
    placedAt: (order.placedAt ?? order.createdAt).toISOString(),
    totalPrice: order.totalPrice,
    settlement: order.gateway ? 'card' : 'counter',
    lines,
  };
}

/** The order is placed: a counter order empties the cart now, a card order holds it. */
export function tableCartOrderPlaced(session: TableCartSession, order: OrderRecord, guest: number, now: Date): void {
  const version = session.book.version;
  const lines = [...session.book.lines];
  if (order.orderNo !== null) {
    session.book = takeOrdered(session.book, orderOf({ guest, version }, order, lines));
  } else {
    const pending: PendingCardOrder = { guest, printGroupUuid: order.printGroupUuid, version, lines, since: now };
    session.cardOrders.set(order.printGroupUuid, pending);
    session.paying = pending;
    session.book = holdLines(session.book);
  }
  notifyChanged(session);
}

function sessionOfCardOrder(state: DemoState, printGroupUuid: string): TableCartSession | null {
  for (const session of state.tableCarts.values()) if (session.cardOrders.has(printGroupUuid)) return session;
  return null;
}

/** The card payment went through: its lines leave the cart for everyone and the order is listed. */
export function tableCartOrderPaid(state: DemoState, order: OrderRecord): void {
  const session = sessionOfCardOrder(state, order.printGroupUuid);
  const pending = session?.cardOrders.get(order.printGroupUuid);
  if (!session || !pending) return;
  session.cardOrders.delete(order.printGroupUuid);
  if (session.paying?.printGroupUuid === order.printGroupUuid) session.paying = null;
  session.book = takeOrdered(session.book, orderOf(pending, order, pending.lines));
  notifyChanged(session);
}

/** The card payment failed or was stopped: the cart is as it was, and anyone may order it. */
export function tableCartPaymentEnded(state: DemoState, printGroupUuid: string): void {
  const session = sessionOfCardOrder(state, printGroupUuid);
  if (!session) return;
  session.cardOrders.delete(printGroupUuid);
  if (session.paying?.printGroupUuid !== printGroupUuid) return;
  session.paying = null;
  session.book = releaseHold(session.book);
  notifyChanged(session);
}

/** Ends every open stream (a reset of the demo forgets the carts they watch). */
export function closeTableCartStreams(state: DemoState): void {
  for (const session of state.tableCarts.values()) for (const listener of session.listeners) listener.close();
}

/** What the demo's control endpoint shows of a session: the cart, its phones and its op counts. */
export function tableCartInspection(session: TableCartSession) {
  const outcomes: Record<string, number> = {};
  for (const result of Object.values(session.book.outcomes))
    outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
  return {
    shopSeq: session.shopSeq,
    tableNum: session.tableNum,
    startedAt: session.startedAt.toISOString(),
    guests: session.phones.size,
    version: session.book.version,
    lines: session.book.lines,
    removed: session.book.removed,
    paying: session.paying
      ? {
          guest: session.paying.guest,
          printGroupUuid: session.paying.printGroupUuid,
          since: session.paying.since.toISOString(),
        }
      : null,
    orders: session.book.orders,
    opsApplied: Object.keys(session.book.outcomes).length,
    outcomes,
    /** opId → its outcome: a test finds an op lost (absent) or told twice (a differing repeat). */
    results: Object.fromEntries(Object.entries(session.book.outcomes).map(([opId, r]) => [opId, r.outcome])),
    listeners: session.listeners.size,
  };
}
