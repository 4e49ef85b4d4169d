/**
 * Cart rules that change a cart (spec sections 3, 4 and 5): every operation returns a new array,
 * normalized (see cart.ts). Lines are named by their `lineId`, never by position: a removal or an
 * edit of a line that is already gone (a second tap, another tab) changes nothing.
 *
 * Two lines are "the same" when they have the same menu, the same set of chosen options (as a
 * set: the order of picking does not matter) and the same request text. The spec names menu and
 * options; the request text is added so that merging never throws away what a diner asked for.
 */
import type { OrderLineInput } from '../../api/contract/calls.ts';
import type { OptionGroup } from '../../api/contract/entities.ts';
import { formatTimestamp } from '../../api/contract/timestamp.ts';
import { checkAddQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../shared/lib/quantity.ts';
import {
  type CartLine,
  type CartResult,
  type Chosen,
  type LineDraft,
  lineTotal,
  normalizeCart,
  type OptionTranslations,
  type OrderLogEntry,
  type SelectedOptionGroup,
} from './cart.ts';
import { newLineId } from './line-id.ts';

/**
 * The chosen options of a menu in the line's shape: groups in menu order, options by orderIndex,
 * each with its translations; groups with nothing chosen and unknown uuids are left out.
 */
export function selectedOptionsFrom(
  groups: readonly OptionGroup[],
  chosen: Chosen,
  translations: OptionTranslations = {},
): SelectedOptionGroup[] {
  return groups.flatMap((group) => {
    const picked = new Set(chosen[group.optionGroupUuid] ?? []);
    const options = group.optionList
      .filter((o) => picked.has(o.optionUuid))
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((o) => ({
        optionUuid: o.optionUuid,
        optionName: o.optionName,
        engOptionName: o.engOptionName,
        optionPrice: o.optionPrice,
        optionLocale: (translations.options ?? [])
          .filter((t) => t.optionUuid === o.optionUuid)
          .map(({ localeCode, optionName }) => ({ localeCode, optionName })),
      }));
    if (options.length === 0) return [];
    return [
      {
        optionGroupUuid: group.optionGroupUuid,
        optionGroupName: group.optionGroupName,
        engOptionGroupName: group.engOptionGroupName,
        doesReplace: group.doesReplace,
        optionGroupLocale: (translations.groups ?? [])
          .filter((t) => t.optionGroupUuid === group.optionGroupUuid)
          .map(({ localeCode, optionGroupName }) => ({ localeCode, optionGroupName })),
        options,
      },
    ];
  });
}

function optionKeys(groups: readonly SelectedOptionGroup[]): Set<string> {
  return new Set(groups.flatMap((g) => g.options.map((o) => `${g.optionGroupUuid}/${o.optionUuid}`)));
}

/** Same chosen options, compared as sets. */
export function sameOptionSet(a: readonly SelectedOptionGroup[], b: readonly SelectedOptionGroup[]): boolean {
  const left = optionKeys(a);
  const right = optionKeys(b);
  return left.size === right.size && [...left].every((k) => right.has(k));
}

type LineIdentity = Pick<CartLine, 'menuSeq' | 'selectedOptions' | 'requestText'>;

export function isSameLine(a: LineIdentity, b: LineIdentity): boolean {
  return (
    a.menuSeq === b.menuSeq &&
    a.requestText.trim() === b.requestText.trim() &&
    sameOptionSet(a.selectedOptions, b.selectedOptions)
  );
}

/** How many of a menu the cart holds over all its lines, optionally leaving one line out. */
export function menuQuantityInCart(cart: readonly CartLine[], menuSeq: number, exceptLineId?: string): number {
  return cart
    .filter((l) => l.menuSeq === menuSeq && l.lineId !== exceptLineId)
    .reduce((total, l) => total + l.quantity, 0);
}

/**
 * Adds a draft: merges into an identical line (which keeps its id) or appends one under `lineId`;
 * refused past 99 of the menu.
 */
export function addLine(cart: readonly CartLine[], draft: LineDraft, lineId: string = newLineId()): CartResult {
  const check = checkAddQuantity(draft.quantity, menuQuantityInCart(cart, draft.menu.menuSeq));
  if (!check.ok) return check;
  const { menuSeq, menuName, engMenuName, menuPrice, thumbnailPath, categoryUuid, localeMenu } = draft.menu;
  const line: CartLine = {
    lineId,
    cartSeq: cart.length,
    menuSeq,
    menuName,
    engMenuName,
    menuPrice,
    thumbnailPath,
    categoryUuid,
    localeMenu: localeMenu.map(({ localeCode, menuName: name }) => ({ localeCode, menuName: name })),
    quantity: draft.quantity,
    selectedOptions: [...draft.selectedOptions],
    requestText: draft.requestText ?? '',
    shopSeq: draft.shopSeq,
    tableNum: draft.tableNum,
  };
  const same = cart.find((l) => isSameLine(l, line));
  const next = same
    ? cart.map((l) => (l === same ? { ...l, quantity: l.quantity + line.quantity } : l))
    : [...cart, line];
  return { ok: true, cart: normalizeCart(next) };
}

export function removeLine(cart: readonly CartLine[], lineId: string): CartLine[] {
  return normalizeCart(cart.filter((l) => l.lineId !== lineId));
}

function quantityCheck(cart: readonly CartLine[], line: CartLine, quantity: number): CartResult | null {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return { ok: false, reason: 'invalidQuantity' };
  }
  if (menuQuantityInCart(cart, line.menuSeq, line.lineId) + quantity > MAX_QUANTITY) {
    return { ok: false, reason: 'maxQuantity' };
  }
  return null;
}

/** The cart stepper: 1 to 99, and never more than 99 of the menu over all its lines. */
export function setLineQuantity(cart: readonly CartLine[], lineId: string, quantity: number): CartResult {
  const line = cart.find((l) => l.lineId === lineId);
  if (!line) return { ok: false, reason: 'notFound' };
  const refused = quantityCheck(cart, line, quantity);
  if (refused) return refused;
  return { ok: true, cart: normalizeCart(cart.map((l) => (l === line ? { ...l, quantity } : l))) };
}

export type LineChanges = Partial<Pick<CartLine, 'selectedOptions' | 'quantity' | 'requestText'>>;

/**
 * Edits a line. When the edit makes it identical to another line, that line takes the quantity
 * and the edited one is zeroed, then purged (spec section 4).
 */
export function editLine(cart: readonly CartLine[], lineId: string, changes: LineChanges): CartResult {
  const line = cart.find((l) => l.lineId === lineId);
  if (!line) return { ok: false, reason: 'notFound' };
  const edited: CartLine = { ...line, ...changes };
  const refused = quantityCheck(cart, line, edited.quantity);
  if (refused) return refused;
  const target = cart.find((l) => l !== line && isSameLine(l, edited));
  const next = target
    ? cart.map((l) => {
        if (l === target) return { ...l, quantity: l.quantity + edited.quantity };
        if (l === line) return { ...edited, quantity: 0 };
        return l;
      })
    : cart.map((l) => (l === line ? edited : l));
  return { ok: true, cart: normalizeCart(next) };
}

/**
 * The cart once an order is paid: each paid line's quantity comes off the line with its id, and a
 * line left at zero goes. Lines added meanwhile (another tab, or a second add of the same menu
 * merged into a paid line) stay; a paid line already gone changes nothing.
 */
export function withoutPaidLines(cart: readonly CartLine[], paid: readonly CartLine[]): CartLine[] {
  const paidQuantity = new Map<string, number>();
  for (const line of paid) paidQuantity.set(line.lineId, (paidQuantity.get(line.lineId) ?? 0) + line.quantity);
  return normalizeCart(
    cart.map((line) => {
      const taken = paidQuantity.get(line.lineId) ?? 0;
      return taken === 0 ? line : { ...line, quantity: Math.max(0, line.quantity - taken) };
    }),
  );
}

/** How many paid orders a cart remembers having let go: a table's orders of one sitting. */
export const PAID_OUT_KEPT = 20;

/**
 * The cart once order `printGroupUuid` is paid: its lines come out (`withoutPaidLines`) once, and
 * the cart remembers it, so a second arrival of the same order leaves the cart as it is.
 */
export function takeOutPaidOrder<C extends { lines: CartLine[]; paidOut?: string[] | undefined; updatedAt: number }>(
  cart: C,
  paid: readonly CartLine[],
  printGroupUuid: string,
  now: number,
): C {
  if (cart.paidOut?.includes(printGroupUuid)) return cart;
  return {
    ...cart,
    lines: withoutPaidLines(cart.lines, paid),
    paidOut: [...(cart.paidOut ?? []), printGroupUuid].slice(-PAID_OUT_KEPT),
    updatedAt: now,
  };
}

/** The lines as the order intake takes them; the order service recomputes every total. */
export function orderLinesOf(cart: readonly CartLine[]): OrderLineInput[] {
  return normalizeCart(cart).map((l) => ({
    menuSeq: l.menuSeq,
    quantity: l.quantity,
    optionUuids: l.selectedOptions.flatMap((g) => g.options.map((o) => o.optionUuid)),
    totalPrice: lineTotal(l),
    requestText: l.requestText.trim() === '' ? null : l.requestText,
  }));
}

/** What the result page knows of an order when it is logged: how it was settled, its state, its currency. */
export type OrderFacts = Pick<OrderLogEntry, 'settlement' | 'orderStatus' | 'payType'> & {
  /** The order's own time (the service's trdDtm, YYYYMMDDHHmmss); the history groups by it. */
  orderedAt?: string;
};

/**
 * After a payment completes, the temporary cart list (the lines that were paid) joins the
 * persisted order log, stamped with the payment time and its print group id. Idempotent by
 * print group id: the result page may run twice (reload, back button) and must not log the
 * order twice; then the same `log` array comes back, so callers can skip the write.
 */
export function mergeIntoOrderLog(
  log: readonly OrderLogEntry[],
  tempCart: readonly CartLine[],
  printGroupUuid: string,
  now: Date,
  { orderedAt, ...facts }: OrderFacts = {},
): readonly OrderLogEntry[] {
  const lines = normalizeCart(tempCart);
  if (printGroupUuid === '' || lines.length === 0 || log.some((e) => e.printGroupUuid === printGroupUuid)) {
    return log;
  }
  const insDate = orderedAt ?? formatTimestamp(now);
  return [...log, ...lines.map((l) => ({ ...l, totalPrice: lineTotal(l), insDate, printGroupUuid, ...facts }))];
}
