/**
 * Entity shapes of spec section 3 that only screens other than the menu read: the order log and
 * order status, the payment result, the shop group and the waiting list. Kept apart from
 * entities.ts so the menu's first load does not carry their schemas (other-calls.ts uses them).
 */
import * as v from 'valibot';
import { count, flag, ORDER_STATUSES, text } from './fields.ts';
import { LocaleMenuSchema, ShopInfoSchema } from './shop-entities.ts';

export { ORDER_STATUSES, type OrderStatusCode } from './fields.ts';

export const PrintLogOptionSchema = v.object({
  currentLocaleOptionGroupName: text,
  currentLocaleOptionName: v.string(),
  optionPrice: v.optional(v.number(), 0),
});

export const PrintLogLineSchema = v.object({
  printGroupUuid: v.string(),
  menuName: v.string(),
  currentLocale: text,
  currentLocaleMenuName: text,
  quantity: v.number(),
  menuPrice: v.number(),
  finalPrice: v.number(),
  printLogMenuOptionList: v.optional(v.nullable(v.array(PrintLogOptionSchema), []), []),
  deliveryAddress: text,
  deliveryDetailAddress: text,
  userPhoneNumber: text,
  requestText: text,
  riderRequestText: text,
});
export type PrintLogLine = v.InferOutput<typeof PrintLogLineSchema>;

export const PrintLogGroupSchema = v.object({
  printLog: v.array(PrintLogLineSchema),
  orderStatus: v.nullish(v.object({ status: v.picklist(ORDER_STATUSES), orderCode: text, orderNo: text })),
  shopSeq: v.number(),
  tableNum: v.number(),
  delivery: flag,
  takeOut: flag,
});
export type PrintLogGroup = v.InferOutput<typeof PrintLogGroupSchema>;

export const PaymentResultSchema = v.object({
  shopInfo: ShopInfoSchema,
  trdAmt: v.number(),
  /** YYYYMMDDHHmmss */
  trdDtm: v.string(),
  cardNm: text,
  cardNo: text,
  cardApprNo: text,
});
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

export const OrderStatusLineSchema = v.object({
  menuName: v.string(),
  localeMenuList: v.optional(v.nullable(v.array(LocaleMenuSchema), []), []),
  quantity: v.number(),
  menuPrice: v.number(),
  finalPrice: v.number(),
  localeOptionGroupList: v.optional(
    v.nullable(
      v.array(
        v.object({
          optionGroupUuid: v.string(),
          optionGroupName: v.string(),
          doesReplace: flag,
          optionList: v.array(
            v.object({
              optionUuid: v.string(),
              optionName: v.string(),
              optionPrice: v.optional(v.number(), 0),
            }),
          ),
        }),
      ),
      [],
    ),
    [],
  ),
});
export type OrderStatusLine = v.InferOutput<typeof OrderStatusLineSchema>;

export const MappedShopSchema = v.object({
  randomCode: v.string(),
  shopName: v.string(),
  thumbnailFilePath: text,
  openTime: text,
  closeTime: text,
});
export type MappedShop = v.InferOutput<typeof MappedShopSchema>;

export const CustomLinkSchema = v.object({
  linkSeq: v.number(),
  linkName: v.string(),
  imagePath: text,
  linkUrl: v.string(),
});
export type CustomLink = v.InferOutput<typeof CustomLinkSchema>;

export const ShopGroupSchema = v.object({
  shopGroupName: v.string(),
  mappedList: v.optional(v.nullable(v.array(MappedShopSchema), []), []),
  customLinkList: v.optional(v.nullable(v.array(CustomLinkSchema), []), []),
  isBannerUse: flag,
  bannerImagePath: text,
  bannerUrlLink: text,
  defaultAddress: text,
});
export type ShopGroup = v.InferOutput<typeof ShopGroupSchema>;

export const WAITING_STATUSES = ['IMMEDIATE', 'AVAILABLE', 'UNAVAILABLE', 'CLOSED'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

export const ShopWaitingInfoSchema = v.object({
  shopName: v.string(),
  waitingStatus: v.optional(v.fallback(v.picklist(WAITING_STATUSES), 'CLOSED'), 'CLOSED'),
  waitingCount: count,
  useAdult: flag,
  useKid: flag,
  openTime: text,
  closeTime: text,
});
export type ShopWaitingInfo = v.InferOutput<typeof ShopWaitingInfoSchema>;

/** `CANCEL` is the only registration status the spec names; others pass through as text. */
export const WaitingRegistrationSchema = v.object({
  shopName: v.string(),
  waitingOrder: v.number(),
  waitingNumber: v.number(),
  waitingStatus: v.string(),
  adultCount: v.number(),
  kidCount: v.number(),
  openTime: text,
  closeTime: text,
});
export type WaitingRegistration = v.InferOutput<typeof WaitingRegistrationSchema>;
