/**
 * The table-cart extension (extensions.ts): one cart per table, shared by every phone that scanned
 * the table's code in the current table session (the table token). The service holds the cart
 * with a version; phones send edits as operations with ids, each applied exactly once however
 * often it is sent, and see each other's edits through an event stream or by asking again.
 * Ordering sends the table's cart at a version through the ordinary `POST /order` with a
 * `tableCart` field (other-calls.ts): the service places one order for that version and empties
 * the cart for everyone. Only for tables whose info advertises `extensions.tableCart`; the service
 * answers any other table 404. Described for service authors in `docs/order-service-extensions.md`.
 */
import * as v from 'valibot';
import { type CallSpec, json } from './call-spec.ts';
import { LIMITS, textUpTo } from './limits.ts';
import { CALL_PATHS } from './paths.ts';
import { SelectedOptionGroupSchema } from './persisted.ts';

const text = v.nullish(v.string());
const id = v.pipe(v.string(), v.minLength(8), v.maxLength(LIMITS.id));
const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.menuQuantity));
const version = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A phone's number at its table, 1 for the first phone of the session: shown as "손님 1". */
const guest = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Translations of a menu's name a line may carry: far more than the app's seven languages. */
const LOCALE_NAMES_PER_LINE = 32;

/** What a phone sends to add a line: the menu and options as it shows them. */
export const TableCartLineInputSchema = v.object({
  menuSeq: v.number(),
  menuName: textUpTo(LIMITS.name),
  engMenuName: text,
  localeMenu: v.optional(
    v.pipe(
      v.array(v.object({ localeCode: textUpTo(LIMITS.localeCode), menuName: text })),
      v.maxLength(LOCALE_NAMES_PER_LINE),
    ),
    [],
  ),
  categoryUuid: text,
  /** The unit menu price the phone showed; the service refuses a line whose price is not today's. */
  menuPrice: v.number(),
  thumbnailPath: text,
  quantity,
  selectedOptions: v.pipe(v.array(SelectedOptionGroupSchema), v.maxLength(LIMITS.optionsPerLine)),
  requestText: v.optional(textUpTo(LIMITS.requestText), ''),
});
export type TableCartLineInput = v.InferOutput<typeof TableCartLineInputSchema>;

/** A line of the table's cart, as the service holds it. */
export const TableCartLineSchema = v.object({
  ...TableCartLineInputSchema.entries,
  /** Made by the phone that added the line; edits and removals name it. */
  lineId: id,
  /** The guest number of the phone that added it. */
  addedBy: guest,
});
export type TableCartLine = v.InferOutput<typeof TableCartLineSchema>;

/**
 * One edit. `opId` is made once by the phone and kept while the edit waits to be sent: the
 * service applies an op id at most once per table session and answers a repeat with the outcome
 * it first had. `seenVersion` is the cart version the phone showed when the diner made the edit:
 * the merge rules (table-cart-merge.ts) keep on top of a quantity edit or a removal what other
 * phones merged into the line after it, which the diner had not seen.
 */
export const TableCartOpSchema = v.variant('kind', [
  v.object({ kind: v.literal('add'), opId: id, lineId: id, seenVersion: version, line: TableCartLineInputSchema }),
  v.object({ kind: v.literal('setQuantity'), opId: id, lineId: id, seenVersion: version, quantity }),
  v.object({
    kind: v.literal('setRequest'),
    opId: id,
    lineId: id,
    seenVersion: version,
    requestText: textUpTo(LIMITS.requestText),
  }),
  v.object({ kind: v.literal('remove'), opId: id, lineId: id, seenVersion: version }),
]);
export type TableCartOp = v.InferOutput<typeof TableCartOpSchema>;

/** How an op ended; a repeat of an op id gets its first outcome again. */
export const TABLE_CART_OUTCOMES = [
  /** It changed the cart (an add may have merged into an identical line: `lineId` says which). */
  'applied',
  /** The line was removed by someone before this edit reached the service. */
  'lineRemoved',
  /** The line went with an order before this edit reached the service. */
  'lineOrdered',
  /** The service refused it: the menu, its price or an option is not today's, or 99 would be passed. */
  'refused',
] as const;
export type TableCartOutcome = (typeof TABLE_CART_OUTCOMES)[number];

/**
 * Why an op was refused: the same codes as an order's refusal for the menu checks, and three of
 * the cart's own. A service may send others; a phone shows any code it does not know as a refusal.
 */
export const TABLE_CART_OP_REFUSALS = {
  unknownMenu: 'unknown_menu',
  soldOut: 'sold_out',
  priceMismatch: 'price_mismatch',
  invalidOptions: 'invalid_options',
  /** More than 99 of one menu over all the cart's lines (the order's code, order-limits.ts). */
  menuQuantity: 'menu_quantity_over_limit',
  /** An edit of a line id the table's cart never had. */
  unknownLine: 'unknown_line',
  /** An add under a line id the cart already used. */
  lineExists: 'line_exists',
  /** An edit of a line held by a card payment under way. */
  paying: 'table_cart_paying',
} as const;

export const TableCartOpResultSchema = v.object({
  opId: v.string(),
  outcome: v.picklist(TABLE_CART_OUTCOMES),
  /** The line the op ended on: for an add merged into an identical line, that line's id. */
  lineId: v.string(),
  /** For `refused`: one of `TABLE_CART_OP_REFUSALS`. */
  code: text,
  /** For `lineRemoved`: who removed it (null when the service no longer knows); for `lineOrdered`: who ordered it. */
  by: v.nullish(guest),
});
export type TableCartOpResult = v.InferOutput<typeof TableCartOpResultSchema>;

/** A line that left the cart this round, so every phone can say who removed what. */
export const TableCartRemovalSchema = v.object({
  lineId: v.string(),
  menuName: v.string(),
  removedBy: guest,
  /** The cart version the removal made. */
  version,
  /**
   * How many went. A removal made without having seen an identical add that merged into the line
   * meanwhile takes only what its phone showed, and the line stays with the rest (table-cart-merge.ts).
   */
  quantity: v.optional(quantity),
});
export type TableCartRemoval = v.InferOutput<typeof TableCartRemovalSchema>;

/** An order placed from the table's cart in this table session. */
export const TableCartOrderSchema = v.object({
  printGroupUuid: v.string(),
  /** Set once the order is placed (at once for counter shops, after the card payment otherwise). */
  orderNo: text,
  orderedBy: guest,
  /** The cart version it was placed at. */
  version,
  /** ISO 8601, UTC. */
  placedAt: v.string(),
  totalPrice: v.number(),
  settlement: v.picklist(['card', 'counter']),
  lines: v.array(TableCartLineSchema),
});
export type TableCartOrder = v.InferOutput<typeof TableCartOrderSchema>;

export const TableCartStateSchema = v.object({
  /** Goes up by one with every change; a new table session starts at 0. */
  version,
  lines: v.array(TableCartLineSchema),
  /** This phone's guest number (from `phoneId`). */
  you: guest,
  /** How many phones have joined the table's cart this session. */
  guests: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Lines removed since the last order, newest last. */
  removed: v.array(TableCartRemovalSchema),
  /**
   * A card payment for the cart is under way: its lines are held (an edit of a held line is
   * refused with `table_cart_paying`; additions still land, as new lines for the next round) and
   * the other phones are told who is paying. Null otherwise; the hold ends when the payment
   * settles: paid takes the held lines into `orders`, failed or abandoned leaves them as they were.
   */
  paying: v.nullish(
    v.object({
      guest,
      printGroupUuid: v.string(),
      since: v.string(),
      /** The lines being paid for; lines added during the payment stay for the next round. */
      lineIds: v.optional(v.array(v.string()), []),
    }),
  ),
  /** The table session's orders from this cart, oldest first: every phone's history shows them. */
  orders: v.array(TableCartOrderSchema),
  /**
   * Line ids of adds that merged into an identical line, and the line each merged into: an edit a
   * phone makes on its own added id lands on the merged line.
   */
  aliases: v.optional(v.record(v.string(), v.string()), {}),
});
export type TableCartState = v.InferOutput<typeof TableCartStateSchema>;

export const TableCartOpsResultSchema = v.object({
  state: TableCartStateSchema,
  results: v.array(TableCartOpResultSchema),
});
export type TableCartOpsResult = v.InferOutput<typeof TableCartOpsResultSchema>;

/** A phone's own anonymous id, random, kept on the phone; the service maps it to a guest number per session. */
export const PhoneIdSchema = v.pipe(v.string(), v.minLength(8), v.maxLength(LIMITS.id));

const tableCartQuery = v.object({ shopSeq: v.number(), tableNum: v.number(), phoneId: PhoneIdSchema });

export const TableCartOpsBodySchema = v.object({
  shopSeq: v.number(),
  tableNum: v.number(),
  phoneId: PhoneIdSchema,
  /** Oldest first; the service applies them in this order. */
  ops: v.pipe(v.array(TableCartOpSchema), v.minLength(1), v.maxLength(LIMITS.orderLines)),
});
export type TableCartOpsBody = v.InferOutput<typeof TableCartOpsBodySchema>;

/**
 * Sent in `POST /order` to order the table's cart: the service refuses with 409
 * `table_cart_ordered` when that version (or a later one) was already ordered, 409
 * `table_cart_changed` when the cart has changed since, and 409 `table_cart_paying` while another
 * phone pays for it. The phone then asks for the cart and tells the diner what happened.
 */
export const TableCartOrderRefSchema = v.object({ phoneId: PhoneIdSchema, version });
export type TableCartOrderRef = v.InferOutput<typeof TableCartOrderRefSchema>;

export const TABLE_CART_REFUSALS = ['table_cart_ordered', 'table_cart_changed', 'table_cart_paying'] as const;

/**
 * How long a card payment holds the cart: a card window left open longer is taken as abandoned,
 * and the cart is given back (a payment that still goes through later takes its lines then).
 */
export const TABLE_CART_HOLD_MS = 10 * 60_000;

/** How often a phone without a working event stream asks for the cart while the page is shown. */
export const TABLE_CART_POLL_MS = 3_000;

export const TABLE_CART_CALLS = {
  tableCart: {
    method: 'GET',
    path: CALL_PATHS.tableCart,
    query: tableCartQuery,
    response: json(TableCartStateSchema),
    bearer: true,
  },
  tableCartOps: {
    method: 'POST',
    path: CALL_PATHS.tableCartOps,
    body: TableCartOpsBodySchema,
    response: json(TableCartOpsResultSchema),
    bearer: true,
  },
} as const satisfies Record<string, CallSpec>;

/**
 * `GET /table/cart/events?shopSeq&tableNum&phoneId` with the bearer header: a `text/event-stream`
 * whose `cart` events each carry a whole `TableCartState` as JSON, one at once on connecting and
 * one after every change. Read with `fetch` (EventSource cannot send the bearer header).
 */
export const TABLE_CART_EVENT = 'cart';
