/**
 * The shop and a menu's translation (spec section 3): the shapes both the menu's calls
 * (entities.ts) and the other screens' calls (other-entities.ts) are built on.
 */
import * as v from 'valibot';
import { count, flag, text } from './fields.ts';

export const PAY_TYPES = ['won', 'usd', 'vnd'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const ShopInfoSchema = v.object({
  shopSeq: v.number(),
  shopName: v.string(),
  openTime: text,
  closeTime: text,
  globalPayType: v.optional(v.fallback(v.picklist(PAY_TYPES), 'won'), 'won'),
  posCode: text,
  pg: text,
  pgCode: text,
  deliveryPgCode: text,
  minimumAmount: count,
  noticeContent: text,
  bannerUse: flag,
  bannerLink: text,
  bannerFilePath: text,
  customLogoUse: flag,
  customLogoFilePath: text,
  reviewLink: text,
  useLocale: flag,
  isDeliveryUse: flag,
  ownerName: text,
  businessNumber: text,
  address1: text,
  address2: text,
  shopPhoneNumber: text,
  tableNums: v.nullish(v.array(v.number())),
});
export type ShopInfo = v.InferOutput<typeof ShopInfoSchema>;

export const LocaleMenuSchema = v.object({
  localeCode: v.string(),
  menuName: text,
  menuInfo: text,
});
export type LocaleMenu = v.InferOutput<typeof LocaleMenuSchema>;
