/**
 * The merge rules of the table's shared cart (table-cart.ts): the service applies every op with
 * them, in the order it receives them, and a phone applies its own ops that are still waiting to
 * be sent over the last cart it heard, so the diner sees the edit at once and the same result
 * the service will reach. Pure: no clock, no ids made here.
 *
 * 1. Additions never conflict. An add under a new line id makes a new line, unless the cart holds
 *    an identical line (same menu, same set of options, same request text: the spec's merge rule),
 *    which then takes the quantity; the result's `lineId` names that line, and the added id is
 *    kept as an alias so later edits on it land there. 99 of one menu over all lines is the cap:
 *    an add past it is refused (`menu_quantity_over_limit`), never cut.
 * 2. The latest quantity for a line wins: ops count in the order the service receives them.
 *    Quantity that another phone merged into the line after the editor's `seenVersion` is kept on
 *    top of the quantity set, so an edit never silently swallows an addition it did not see.
 * 3. A removal wins over an edit made without having seen it: an edit of a removed line answers
 *    `lineRemoved` with who removed it, an edit of a line that went with an order `lineOrdered`
 *    with who ordered it. A removal takes what its phone saw: quantity merged into the line by
 *    other phones after its `seenVersion` stays as the line.
 * 4. Nothing a diner added is lost without being shown as removed by someone: every removal is
 *    listed in `removed` (who, what, how many) until the next order.
 * 5. An op id is applied once per table session: a repeat answers the first outcome and changes
 *    nothing. An add under a line id the cart already used is refused (`line_exists`).
 * 6. Lines held by a card payment under way cannot be edited (`table_cart_paying`); adds made
 *    meanwhile become new lines that stay for the next round.
 * Lines edited into an identical line (a new request text) merge into it, as in a phone's cart.
 */
import { LIMITS } from './limits.ts';
import type { SelectedOptionGroup } from './persisted.ts';
import {
  TABLE_CART_OP_REFUSALS,
  type TableCartLine,
  type TableCartOp,
  type TableCartOpResult,
  type TableCartOrder,
  type TableCartRemoval,
  type TableCartState,
} from './table-cart.ts';

/** Quantity an add merged into a line: by which phone, at which version. */
export interface LineMerge {
  version: number;
  quantity: number;
  by: number;
}

/** What the rules need of a table's cart; the service keeps it, a phone builds it from a state. */
export interface TableCartBook {
  version: number;
  lines: readonly TableCartLine[];
  removed: readonly TableCartRemoval[];
  orders: readonly TableCartOrder[];
  aliases: Readonly<Record<string, string>>;
  /** Line ids a card payment under way holds. */
  held: readonly string[];
  /** Adds merged into each line (rules 2 and 3); a phone does not hear them and starts with none. */
  merges: Readonly<Record<string, readonly LineMerge[]>>;
  /** Who removed lines that left `removed` at an order, so a late edit still hears who. */
  earlierRemovals: Readonly<Record<string, number>>;
  /** First outcome of every op id applied this session (rule 5). */
  outcomes: Readonly<Record<string, TableCartOpResult>>;
}

export const EMPTY_TABLE_CART_BOOK: TableCartBook = {
  version: 0,
  lines: [],
  removed: [],
  orders: [],
  aliases: {},
  held: [],
  merges: {},
  earlierRemovals: {},
  outcomes: {},
};

/** The book a phone applies its waiting ops over: the cart it last heard. */
export function bookOfState(state: TableCartState): TableCartBook {
  return {
    ...EMPTY_TABLE_CART_BOOK,
    version: state.version,
    lines: state.lines,
    removed: state.removed,
    orders: state.orders,
    aliases: state.aliases,
    held: state.paying ? state.paying.lineIds : [],
  };
}

function optionKeys(groups: readonly SelectedOptionGroup[]): Set<string> {
  return new Set(groups.flatMap((g) => g.options.map((o) => `${g.optionGroupUuid}/${o.optionUuid}`)));
}

type LineIdentity = Pick<TableCartLine, 'menuSeq' | 'selectedOptions' | 'requestText'>;

/** The spec's merge rule (menu and option set), with the request text so no request is lost. */
export function isSameTableLine(a: LineIdentity, b: LineIdentity): boolean {
  if (a.menuSeq !== b.menuSeq || a.requestText.trim() !== b.requestText.trim()) return false;
  const left = optionKeys(a.selectedOptions);
  const right = optionKeys(b.selectedOptions);
  return left.size === right.size && [...left].every((k) => right.has(k));
}

/** How many of a menu the cart holds over all its lines, optionally leaving one line out. */
export function menuQuantityOf(lines: readonly TableCartLine[], menuSeq: number, exceptLineId?: string): number {
  return lines.filter((l) => l.menuSeq === menuSeq && l.lineId !== exceptLineId).reduce((n, l) => n + l.quantity, 0);
}

export interface AppliedOp {
  book: TableCartBook;
  result: TableCartOpResult;
}

const resolve = (book: TableCartBook, lineId: string): string => book.aliases[lineId] ?? lineId;

function answered(book: TableCartBook, result: TableCartOpResult): AppliedOp {
  return { book: { ...book, outcomes: { ...book.outcomes, [result.opId]: result } }, result };
}

function refused(book: TableCartBook, op: TableCartOp, code: string): AppliedOp {
  return answered(book, { opId: op.opId, outcome: 'refused', lineId: op.lineId, code, by: null });
}

/** A changed cart: one version up, the op's outcome kept. */
function changed(book: TableCartBook, next: Partial<TableCartBook>, result: TableCartOpResult): AppliedOp {
  return answered({ ...book, ...next, version: book.version + 1 }, result);
}

function applied(op: TableCartOp, lineId: string): TableCartOpResult {
  return { opId: op.opId, outcome: 'applied', lineId, code: null, by: null };
}

function everUsed(book: TableCartBook, lineId: string): boolean {
  return (
    lineId in book.aliases ||
    lineId in book.earlierRemovals ||
    book.lines.some((l) => l.lineId === lineId) ||
    book.removed.some((r) => r.lineId === lineId) ||
    book.orders.some((o) => o.lines.some((l) => l.lineId === lineId))
  );
}

function add(book: TableCartBook, op: Extract<TableCartOp, { kind: 'add' }>, guest: number): AppliedOp {
  if (everUsed(book, op.lineId)) return refused(book, op, TABLE_CART_OP_REFUSALS.lineExists);
  const { line } = op;
  if (menuQuantityOf(book.lines, line.menuSeq) + line.quantity > LIMITS.menuQuantity) {
    return refused(book, op, TABLE_CART_OP_REFUSALS.menuQuantity);
  }
  const version = book.version + 1;
  const into = book.lines.find((l) => !book.held.includes(l.lineId) && isSameTableLine(l, line));
  if (!into) {
    const made: TableCartLine = { ...line, lineId: op.lineId, addedBy: guest };
    return changed(book, { lines: [...book.lines, made] }, applied(op, op.lineId));
  }
  return changed(
    book,
    {
      lines: book.lines.map((l) => (l === into ? { ...l, quantity: l.quantity + line.quantity } : l)),
      aliases: { ...book.aliases, [op.lineId]: into.lineId },
      merges: {
        ...book.merges,
        [into.lineId]: [...(book.merges[into.lineId] ?? []), { version, quantity: line.quantity, by: guest }],
      },
    },
    applied(op, into.lineId),
  );
}

/** Why an edit finds no line: gone with an order, removed, or never there. */
function gone(book: TableCartBook, op: TableCartOp, lineId: string): AppliedOp {
  const order = book.orders.find((o) => o.lines.some((l) => l.lineId === lineId));
  if (order) return answered(book, { opId: op.opId, outcome: 'lineOrdered', lineId, code: null, by: order.orderedBy });
  const removal = book.removed.findLast((r) => r.lineId === lineId);
  const by = removal?.removedBy ?? book.earlierRemovals[lineId];
  if (by === undefined) return refused(book, op, TABLE_CART_OP_REFUSALS.unknownLine);
  return answered(book, { opId: op.opId, outcome: 'lineRemoved', lineId, code: null, by });
}

/** Quantity other phones merged into the line after the editor saw the cart (rules 2 and 3). */
function unseenMerged(book: TableCartBook, lineId: string, seenVersion: number, guest: number): number {
  return (book.merges[lineId] ?? [])
    .filter((m) => m.version > seenVersion && m.by !== guest)
    .reduce((n, m) => n + m.quantity, 0);
}

function replaceLine(lines: readonly TableCartLine[], next: TableCartLine): TableCartLine[] {
  return lines.map((l) => (l.lineId === next.lineId ? next : l));
}

function setQuantity(
  book: TableCartBook,
  op: Extract<TableCartOp, { kind: 'setQuantity' }>,
  line: TableCartLine,
  guest: number,
): AppliedOp {
  const quantity = op.quantity + unseenMerged(book, line.lineId, op.seenVersion, guest);
  if (menuQuantityOf(book.lines, line.menuSeq, line.lineId) + quantity > LIMITS.menuQuantity) {
    return refused(book, op, TABLE_CART_OP_REFUSALS.menuQuantity);
  }
  if (quantity === line.quantity) return answered(book, applied(op, line.lineId));
  return changed(book, { lines: replaceLine(book.lines, { ...line, quantity }) }, applied(op, line.lineId));
}

function remove(
  book: TableCartBook,
  op: Extract<TableCartOp, { kind: 'remove' }>,
  line: TableCartLine,
  guest: number,
): AppliedOp {
  const version = book.version + 1;
  const kept = Math.min(unseenMerged(book, line.lineId, op.seenVersion, guest), line.quantity - 1);
  const removal: TableCartRemoval = {
    lineId: line.lineId,
    menuName: line.menuName,
    removedBy: guest,
    version,
    quantity: line.quantity - Math.max(kept, 0),
  };
  const removed = [...book.removed, removal];
  if (kept > 0) {
    return changed(
      book,
      { lines: replaceLine(book.lines, { ...line, quantity: kept }), removed },
      applied(op, line.lineId),
    );
  }
  const merges = { ...book.merges };
  delete merges[line.lineId];
  return changed(book, { lines: book.lines.filter((l) => l !== line), removed, merges }, applied(op, line.lineId));
}

function setRequest(
  book: TableCartBook,
  op: Extract<TableCartOp, { kind: 'setRequest' }>,
  line: TableCartLine,
  guest: number,
): AppliedOp {
  if (op.requestText === line.requestText) return answered(book, applied(op, line.lineId));
  const edited = { ...line, requestText: op.requestText };
  const into = book.lines.find((l) => l !== line && !book.held.includes(l.lineId) && isSameTableLine(l, edited));
  if (!into) return changed(book, { lines: replaceLine(book.lines, edited) }, applied(op, line.lineId));
  // Edited into an identical line: that line takes the quantity, and every id that named the
  // edited line now names it.
  const version = book.version + 1;
  const aliases: Record<string, string> = { [line.lineId]: into.lineId };
  for (const [from, to] of Object.entries(book.aliases)) aliases[from] = to === line.lineId ? into.lineId : to;
  const merges = { ...book.merges };
  delete merges[line.lineId];
  merges[into.lineId] = [...(book.merges[into.lineId] ?? []), { version, quantity: line.quantity, by: guest }];
  return changed(
    book,
    {
      lines: book.lines
        .filter((l) => l !== line)
        .map((l) => (l === into ? { ...l, quantity: l.quantity + line.quantity } : l)),
      aliases,
      merges,
    },
    applied(op, into.lineId),
  );
}

/** Applies one op sent by `guest`: the new book and the op's outcome. */
export function applyOp(book: TableCartBook, op: TableCartOp, guest: number): AppliedOp {
  const first = book.outcomes[op.opId];
  if (first) return { book, result: first };
  if (op.kind === 'add') return add(book, op, guest);
  const lineId = resolve(book, op.lineId);
  const line = book.lines.find((l) => l.lineId === lineId);
  if (!line) return gone(book, op, lineId);
  if (book.held.includes(lineId)) return refused(book, op, TABLE_CART_OP_REFUSALS.paying);
  if (op.kind === 'setQuantity') return setQuantity(book, op, line, guest);
  if (op.kind === 'remove') return remove(book, op, line, guest);
  return setRequest(book, op, line, guest);
}

/** Applies ops in order; one outcome per op, in the same order. */
export function applyOps(
  book: TableCartBook,
  ops: readonly TableCartOp[],
  guest: number,
): { book: TableCartBook; results: TableCartOpResult[] } {
  const results: TableCartOpResult[] = [];
  let next = book;
  for (const op of ops) {
    const step = applyOp(next, op, guest);
    next = step.book;
    results.push(step.result);
  }
  return { book: next, results };
}

/** A card payment starts: the cart's lines as they are now are held. */
export function holdLines(book: TableCartBook): TableCartBook {
  return { ...book, held: book.lines.map((l) => l.lineId) };
}

/** The payment failed or was abandoned: the lines are as they were. */
export function releaseHold(book: TableCartBook): TableCartBook {
  return { ...book, held: [] };
}

/**
 * An order was placed from the cart: its lines leave the cart, it joins `orders`, and the round's
 * removals are forgotten (their authors still answer late edits).
 */
export function takeOrdered(book: TableCartBook, order: TableCartOrder): TableCartBook {
  const ordered = new Set(order.lines.map((l) => l.lineId));
  const merges = { ...book.merges };
  for (const id of ordered) delete merges[id];
  const earlierRemovals = { ...book.earlierRemovals };
  for (const r of book.removed) earlierRemovals[r.lineId] = r.removedBy;
  return {
    ...book,
    version: book.version + 1,
    lines: book.lines.filter((l) => !ordered.has(l.lineId)),
    removed: [],
    orders: [...book.orders, order],
    held: book.held.filter((id) => !ordered.has(id)),
    merges,
    earlierRemovals,
  };
}

export type OrderAtVersion =
  | { ok: true }
  | { ok: false; code: 'table_cart_ordered'; order: TableCartOrder }
  | { ok: false; code: 'table_cart_changed' | 'table_cart_paying' };

/**
 * Whether the cart may be ordered at `version` (one order per version): a version already ordered
 * (or older) names the order that took it; a payment under way or a later cart refuses too. An
 * empty cart is "changed": there is nothing at that version to order.
 */
export function orderAtVersion(book: TableCartBook, version: number): OrderAtVersion {
  const last = book.orders.at(-1);
  if (last && version <= last.version) return { ok: false, code: 'table_cart_ordered', order: last };
  if (book.held.length > 0) return { ok: false, code: 'table_cart_paying' };
  if (version !== book.version || book.lines.length === 0) return { ok: false, code: 'table_cart_changed' };
  return { ok: true };
}
