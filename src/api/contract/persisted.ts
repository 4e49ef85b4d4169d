/**
 * Shapes the app keeps on the device (spec section 3: cart line, persisted cart/order-log list).
 * They are ours, not the order service's, but live beside the contract for the same reason: a
 * stored value is read back through its schema, so a value written by an older version of the
 * app parses or is dropped, never half-read. The cart feature writes them; the order log reads them.
 */
import * as v from 'valibot';
import { PAY_TYPES } from './entities.ts';
import { ORDER_STATUSES } from './fields.ts';

const text = v.nullish(v.string());

export const SelectedOptionSchema = v.object({
  optionUuid: v.string(),
  optionName: v.string(),
  engOptionName: text,
  optionPrice: v.number(),
  /** The option's translations at the time it was chosen (GET /locale/option). */
  optionLocale: v.optional(v.array(v.object({ localeCode: v.string(), optionName: v.string() })), []),
});
export type SelectedOption = v.InferOutput<typeof SelectedOptionSchema>;

/** One option group of a line with the options chosen in it. */
export const SelectedOptionGroupSchema = v.object({
  optionGroupUuid: v.string(),
  optionGroupName: v.string(),
  engOptionGroupName: text,
  doesReplace: v.boolean(),
  /** The group's translations at the time it was chosen (GET /locale/option-group). */
  optionGroupLocale: v.optional(v.array(v.object({ localeCode: v.string(), optionGroupName: v.string() })), []),
  options: v.array(SelectedOptionSchema),
});
export type SelectedOptionGroup = v.InferOutput<typeof SelectedOptionGroupSchema>;

const cartLineEntries = {
  /**
   * The line's own id, kept for its life: edits and removals name it, so a second tap or another
   * tab's edit never lands on a neighbour. Absent on lines an older version of the app kept.
   */
  lineId: v.optional(v.string()),
  /** Position in the cart, 0-based; renumbered whenever a line goes away. */
  cartSeq: v.number(),
  menuSeq: v.number(),
  menuName: v.string(),
  engMenuName: text,
  /** Menu name translations (descriptions are not kept). */
  localeMenu: v.optional(v.array(v.object({ localeCode: v.string(), menuName: text })), []),
  categoryUuid: text,
  /** The unit menu price when the line was made; the order service recomputes it anyway. */
  menuPrice: v.number(),
  thumbnailPath: text,
  quantity: v.number(),
  selectedOptions: v.array(SelectedOptionGroupSchema),
  requestText: v.optional(v.string(), ''),
  shopSeq: v.number(),
  tableNum: v.number(),
};

/** An id for a kept line that has none: its position, unique within the cart that kept it. */
export function keptLineId(cartSeq: number): string {
  return `kept-${cartSeq}`;
}

export const CartLineSchema = v.pipe(
  v.object(cartLineEntries),
  // Lines kept before ids existed get one from their position (normalized, so unique): the same
  // id on every read until the cart is next written with it, and never a line lost.
  v.transform((line) => ({ ...line, lineId: line.lineId ?? keptLineId(line.cartSeq) })),
);
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const OrderLogEntrySchema = v.object({
  ...cartLineEntries,
  /** The line total at payment time (unit price with options × quantity). */
  totalPrice: v.number(),
  /** YYYYMMDDHHmmss, local time of the payment; the order history groups by it. */
  insDate: v.string(),
  printGroupUuid: v.string(),
  /**
   * How the order was settled when it was made: by card through a gateway, or to pay at the
   * counter. Absent on entries an older version of the app wrote.
   */
  settlement: v.optional(v.picklist(['card', 'counter'])),
  /** The order's state as last heard from the service (print log group); absent before the first answer. */
  orderStatus: v.optional(v.picklist(ORDER_STATUSES)),
  /** The shop's currency when the order was made, so the history shows it offline too. */
  payType: v.optional(v.picklist(PAY_TYPES)),
});
export type OrderLogEntry = v.InferOutput<typeof OrderLogEntrySchema>;
