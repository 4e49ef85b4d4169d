/**
 * The calls of every screen but the menu (payment, receipt, order log and status, shop group,
 * waiting list, the order intake) and the bodies they send. The client loads this file when
 * another screen than the menu is opened (or preloaded by a tap), when a page without a worker is
 * left, or at the latest with the first of these calls.
 */
import * as v from 'valibot';
import { type CallSpec, json, shopSeqQuery } from './call-spec.ts';
import { ShopInfoSchema } from './entities.ts';
import { LIMITS, textUpTo } from './limits.ts';
import {
  OrderStatusLineSchema,
  PaymentResultSchema,
  PrintLogGroupSchema,
  ShopGroupSchema,
  ShopWaitingInfoSchema,
  WaitingRegistrationSchema,
} from './other-entities.ts';
import { CALL_PATHS } from './paths.ts';
import { STAFF_CALLS } from './staff-call.ts';
import { TABLE_CART_CALLS, TableCartOrderRefSchema } from './table-cart.ts';

export const PhoneNumberSchema = v.pipe(v.string(), v.regex(/^\d{9,11}$/));

export const ReceiptBodySchema = v.object({
  phoneNumber: PhoneNumberSchema,
  storeName: textUpTo(LIMITS.name),
  productPrice: v.number(),
  /** YYYYMMDDHHmmss of the payment. */
  orderDate: textUpTo(LIMITS.id),
  urlMobile: textUpTo(LIMITS.url),
  printGroupUuid: textUpTo(LIMITS.id),
  shopSeq: v.number(),
});
export type ReceiptBody = v.InferOutput<typeof ReceiptBodySchema>;

export const WaitingRegisterBodySchema = v.object({
  shopSeq: v.number(),
  userPhoneNumber: v.pipe(v.string(), v.regex(/^01\d{8,9}$/)),
  adultCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  kidCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type WaitingRegisterBody = v.InferOutput<typeof WaitingRegisterBodySchema>;

export const OrderLineInputSchema = v.object({
  menuSeq: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.menuQuantity)),
  optionUuids: v.pipe(v.array(textUpTo(LIMITS.id)), v.maxLength(LIMITS.optionsPerLine)),
  /** What the client computed for the line; the service recomputes and refuses a mismatch. */
  totalPrice: v.number(),
  requestText: v.nullish(textUpTo(LIMITS.requestText)),
});
export type OrderLineInput = v.InferOutput<typeof OrderLineInputSchema>;

export const OrderBodySchema = v.object({
  printGroupUuid: v.pipe(v.string(), v.minLength(8), v.maxLength(LIMITS.id)),
  shopSeq: v.number(),
  tableNum: v.number(),
  localeCode: textUpTo(LIMITS.localeCode),
  /**
   * The table token travels in the body: spec section 6 allows the bearer header on four calls
   * only, and placing an order is not one of them.
   */
  tableToken: textUpTo(LIMITS.token),
  /** At least one line; how many at most is the service's rule (`order-limits.ts`), with its own answer. */
  lines: v.pipe(v.array(OrderLineInputSchema), v.minLength(1)),
  totalPrice: v.number(),
  deliveryAddress: v.nullish(textUpTo(LIMITS.address)),
  deliveryDetailAddress: v.nullish(textUpTo(LIMITS.address)),
  userPhoneNumber: v.nullish(textUpTo(20)),
  requestText: v.nullish(textUpTo(LIMITS.requestText)),
  riderRequestText: v.nullish(textUpTo(LIMITS.requestText)),
  /**
   * The table-cart extension (table-cart.ts): this order is the table's shared cart at a version.
   * Left out, the order is the phone's own, as the spec describes.
   */
  tableCart: v.optional(TableCartOrderRefSchema),
});
export type OrderBody = v.InferOutput<typeof OrderBodySchema>;

/**
 * What the browser hands the card gateway and may not compute itself: the gateway's order id, and
 * for Smartro the merchant id and the fields signed with the merchant key (docs/payments.md).
 */
export const GatewayFieldsSchema = v.variant('provider', [
  v.object({
    provider: v.literal('nice'),
    orderId: v.string(),
    /** The shop's own NICEPAY client id, when the order service has one for it. */
    clientId: v.nullish(v.string()),
    amount: v.pipe(v.number(), v.integer()),
  }),
  v.object({
    provider: v.literal('smartro'),
    Mid: v.string(),
    Moid: v.string(),
    Amt: v.pipe(v.number(), v.integer()),
    EdiDate: v.string(),
    EncryptData: v.string(),
  }),
]);
export type GatewayFields = v.InferOutput<typeof GatewayFieldsSchema>;

export const OrderPlacedSchema = v.object({
  printGroupUuid: v.string(),
  totalPrice: v.number(),
  /** Set when the order needs no card payment and is already placed. */
  orderNo: v.nullish(v.string()),
  /** Set for an order paid through a card gateway. */
  gateway: v.nullish(GatewayFieldsSchema),
});
export type OrderPlaced = v.InferOutput<typeof OrderPlacedSchema>;

export const OTHER_CALLS = {
  phone: {
    method: 'GET',
    path: CALL_PATHS.phone,
    query: v.object({ uuid: v.string() }),
    response: { kind: 'text' },
    bearer: false,
  },
  paymentResult: {
    method: 'GET',
    path: CALL_PATHS.paymentResult,
    query: v.object({ mchtTrdNo: v.string() }),
    response: json(PaymentResultSchema),
    bearer: false,
    noContentMeansPending: true,
  },
  printLogAll: {
    method: 'GET',
    path: CALL_PATHS.printLogAll,
    query: v.object({ printGroupUuid: v.string() }),
    response: json(PrintLogGroupSchema),
    bearer: false,
  },
  orderNumber: { method: 'GET', path: CALL_PATHS.orderNumber, response: { kind: 'text' }, bearer: false },
  receipt: {
    method: 'POST',
    path: CALL_PATHS.receipt,
    body: ReceiptBodySchema,
    response: { kind: 'none' },
    bearer: false,
  },
  paymentCancel: {
    method: 'POST',
    path: CALL_PATHS.paymentCancel,
    body: v.object({ orderNo: textUpTo(LIMITS.id) }),
    response: { kind: 'none' },
    bearer: false,
  },
  orderCancel: {
    method: 'POST',
    path: CALL_PATHS.orderCancel,
    body: ShopInfoSchema,
    response: { kind: 'none' },
    bearer: false,
  },
  orderLogStatus: {
    method: 'GET',
    path: CALL_PATHS.orderLogStatus,
    query: v.object({ shopSeq: v.number(), tableNum: v.number(), localeCode: v.string() }),
    response: json(v.array(OrderStatusLineSchema)),
    bearer: false,
  },
  shopGroup: {
    method: 'GET',
    path: CALL_PATHS.shopGroup,
    query: v.object({ groupCode: v.string() }),
    response: json(ShopGroupSchema),
    bearer: false,
  },
  shopWaiting: {
    method: 'GET',
    path: CALL_PATHS.shopWaiting,
    query: shopSeqQuery,
    response: json(ShopWaitingInfoSchema),
    bearer: true,
  },
  waitingRegister: {
    method: 'POST',
    path: CALL_PATHS.waitingRegister,
    body: WaitingRegisterBodySchema,
    response: { kind: 'text' },
    bearer: false,
  },
  waitingDetail: {
    method: 'GET',
    path: CALL_PATHS.waitingDetail,
    response: json(WaitingRegistrationSchema),
    bearer: false,
  },
  waitingCancel: {
    method: 'PUT',
    path: CALL_PATHS.waitingCancel,
    response: { kind: 'none' },
    bearer: false,
  },

  /* Not in spec section 7: the order service's own order intake, which the spec leaves unshown. */
  placeOrder: {
    method: 'POST',
    path: CALL_PATHS.placeOrder,
    body: OrderBodySchema,
    response: json(OrderPlacedSchema),
    bearer: false,
  },

  /* Optional extensions (staff-call.ts, table-cart.ts): made only where a table advertises them. */
  ...STAFF_CALLS,
  ...TABLE_CART_CALLS,
} as const satisfies Record<string, CallSpec>;

export type OtherCallName = keyof typeof OTHER_CALLS;
