/**
 * The calls of spec section 7 (23 of them) plus the three the spec leaves to the order service
 * (placing an order, preparing a card payment, the payment stand-in's settle step lives on the
 * gateway side). One descriptor per call: method, path template, query, body and response schemas,
 * and whether it carries the bearer token. The app's client and the demo service both read these,
 * so the two can never drift apart.
 */
import * as v from 'valibot';
import {
  BreakTimeSchema,
  CategorySchema,
  LocaleEntrySchema,
  OptionGroupTranslationSchema,
  OptionTranslationSchema,
  OrderStatusLineSchema,
  PaymentResultSchema,
  PrintLogGroupSchema,
  PromotionSchema,
  ShopGroupSchema,
  ShopInfoSchema,
  ShopWaitingInfoSchema,
  TableInfoSchema,
  WaitingRegistrationSchema,
} from './entities.ts';

type Schema = v.GenericSchema;

export type ResponseSpec =
  | { kind: 'json'; schema: Schema }
  /** A bare text body (an id, a phone number); empty text is a legal answer. */
  | { kind: 'text' }
  /** The spec does not show the body; any 2xx counts as done. */
  | { kind: 'none' };

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under the API base; `{name}` segments are filled from path params. */
  path: string;
  query?: Schema;
  body?: Schema;
  response: ResponseSpec;
  /** Spec section 6: only four calls send `Authorization: Bearer {token}`. */
  bearer: boolean;
  /** 204 is a meaningful answer (payment result not ready) rather than an empty success. */
  noContentMeansPending?: boolean;
}

const shopSeqQuery = v.object({ shopSeq: v.number() });
/** Generic, so each call keeps its own schema type and the client can infer what it returns. */
const json = <S extends Schema>(schema: S) => ({ kind: 'json', schema }) as const satisfies ResponseSpec;

export const PhoneNumberSchema = v.pipe(v.string(), v.regex(/^\d{9,11}$/));

export const ReceiptBodySchema = v.object({
  phoneNumber: PhoneNumberSchema,
  storeName: v.string(),
  productPrice: v.number(),
  /** YYYYMMDDHHmmss of the payment. */
  orderDate: v.string(),
  urlMobile: v.string(),
  printGroupUuid: v.string(),
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
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  optionUuids: v.array(v.string()),
  /** What the client computed for the line; the service recomputes and refuses a mismatch. */
  totalPrice: v.number(),
  requestText: v.nullish(v.string()),
});
export type OrderLineInput = v.InferOutput<typeof OrderLineInputSchema>;

export const OrderBodySchema = v.object({
  printGroupUuid: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  shopSeq: v.number(),
  tableNum: v.number(),
  localeCode: v.string(),
  /**
   * The table token travels in the body: spec section 6 allows the bearer header on four calls
   * only, and placing an order is not one of them.
   */
  tableToken: v.string(),
  lines: v.pipe(v.array(OrderLineInputSchema), v.minLength(1)),
  totalPrice: v.number(),
  deliveryAddress: v.nullish(v.string()),
  deliveryDetailAddress: v.nullish(v.string()),
  userPhoneNumber: v.nullish(v.string()),
  requestText: v.nullish(v.string()),
  riderRequestText: v.nullish(v.string()),
});
export type OrderBody = v.InferOutput<typeof OrderBodySchema>;

export const OrderPlacedSchema = v.object({
  printGroupUuid: v.string(),
  totalPrice: v.number(),
  /** Set when the order needs no card payment and is already placed. */
  orderNo: v.nullish(v.string()),
});
export type OrderPlaced = v.InferOutput<typeof OrderPlacedSchema>;

export const CALLS = {
  shopInfo: { method: 'GET', path: '/shopInfo', query: shopSeqQuery, response: json(ShopInfoSchema), bearer: true },
  tableInfo: {
    method: 'GET',
    path: '/table/info',
    query: v.object({ shopSeq: v.number(), tableNum: v.number() }),
    response: json(TableInfoSchema),
    bearer: false,
  },
  breakTime: {
    method: 'GET',
    path: '/breakTime',
    query: shopSeqQuery,
    response: json(v.array(BreakTimeSchema)),
    bearer: false,
  },
  promotion: {
    method: 'GET',
    path: '/promotion',
    query: shopSeqQuery,
    response: json(v.nullable(PromotionSchema)),
    bearer: false,
  },
  localeShop: {
    method: 'GET',
    path: '/locale/shop',
    query: shopSeqQuery,
    response: json(v.array(LocaleEntrySchema)),
    bearer: false,
  },
  localeOption: {
    method: 'GET',
    path: '/locale/option',
    query: shopSeqQuery,
    response: json(v.array(OptionTranslationSchema)),
    bearer: false,
  },
  localeOptionGroup: {
    method: 'GET',
    path: '/locale/option-group',
    query: shopSeqQuery,
    response: json(v.array(OptionGroupTranslationSchema)),
    bearer: false,
  },
  category: {
    method: 'GET',
    path: '/category',
    query: shopSeqQuery,
    response: json(v.array(CategorySchema)),
    bearer: true,
  },
  phone: {
    method: 'GET',
    path: '/phone',
    query: v.object({ uuid: v.string() }),
    response: { kind: 'text' },
    bearer: false,
  },
  history: {
    method: 'POST',
    path: '/history',
    body: v.object({ url: v.string() }),
    response: { kind: 'none' },
    bearer: false,
  },
  sessionCheck: {
    method: 'GET',
    path: '/session/check',
    query: v.object({ shopSeq: v.number(), tableNum: v.number() }),
    response: json(v.boolean()),
    bearer: true,
  },
  paymentResult: {
    method: 'GET',
    path: '/payment/result',
    query: v.object({ mchtTrdNo: v.string() }),
    response: json(PaymentResultSchema),
    bearer: false,
    noContentMeansPending: true,
  },
  printLogAll: {
    method: 'GET',
    path: '/print/log/all',
    query: v.object({ printGroupUuid: v.string() }),
    response: json(PrintLogGroupSchema),
    bearer: false,
  },
  orderNumber: { method: 'GET', path: '/order/number/{printGroupUuid}', response: { kind: 'text' }, bearer: false },
  receipt: {
    method: 'POST',
    path: '/messaging/receipt',
    body: ReceiptBodySchema,
    response: { kind: 'none' },
    bearer: false,
  },
  paymentCancel: {
    method: 'POST',
    path: '/payment/mobile/cancel/{printGroupUuid}',
    body: v.object({ orderNo: v.string() }),
    response: { kind: 'none' },
    bearer: false,
  },
  orderCancel: {
    method: 'POST',
    path: '/order/mobile/cancel/{orderNo}/{printGroupUuid}',
    body: ShopInfoSchema,
    response: { kind: 'none' },
    bearer: false,
  },
  orderLogStatus: {
    method: 'GET',
    path: '/order/log/status',
    query: v.object({ shopSeq: v.number(), tableNum: v.number(), localeCode: v.string() }),
    response: json(v.array(OrderStatusLineSchema)),
    bearer: false,
  },
  shopGroup: {
    method: 'GET',
    path: '/shop/group',
    query: v.object({ groupCode: v.string() }),
    response: json(ShopGroupSchema),
    bearer: false,
  },
  shopWaiting: {
    method: 'GET',
    path: '/shop/waiting',
    query: shopSeqQuery,
    response: json(ShopWaitingInfoSchema),
    bearer: true,
  },
  waitingRegister: {
    method: 'POST',
    path: '/shop/waiting',
    body: WaitingRegisterBodySchema,
    response: { kind: 'text' },
    bearer: false,
  },
  waitingDetail: {
    method: 'GET',
    path: '/shop/waiting/{waitingUuid}',
    response: json(WaitingRegistrationSchema),
    bearer: false,
  },
  waitingCancel: {
    method: 'PUT',
    path: '/shop/waiting/{waitingUuid}/cancel',
    response: { kind: 'none' },
    bearer: false,
  },

  /* Not in spec section 7: the order service's own order intake, which the spec leaves unshown. */
  placeOrder: {
    method: 'POST',
    path: '/order',
    body: OrderBodySchema,
    response: json(OrderPlacedSchema),
    bearer: false,
  },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** The 23 calls of spec section 7, for tests that prove the contract and the service cover them. */
export const SPEC_CALLS: readonly CallName[] = (Object.keys(CALLS) as CallName[]).filter((n) => n !== 'placeOrder');

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Fills `{name}` path segments, encoding each value. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
