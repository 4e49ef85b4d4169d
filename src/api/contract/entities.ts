/**
 * Entity shapes of spec section 3, as runtime schemas. The order service is not ours, so every
 * optional field is `nullish` and a missing flag reads as false: a screen gets a usable value or a
 * typed parse error, never undefined deep inside a render.
 *
 * Money is always an integer in the currency's minor unit (won, US cents, dong).
 */
import * as v from 'valibot';
import { TableExtensionsSchema } from './extensions.ts';
import { count, flag, text } from './fields.ts';
import { LocaleMenuSchema } from './shop-entities.ts';

// The shapes the other calls build on too live apart, so that module needs nothing from this one.
export {
  type LocaleMenu,
  LocaleMenuSchema,
  PAY_TYPES,
  type PayType,
  type ShopInfo,
  ShopInfoSchema,
} from './shop-entities.ts';

export const TableSchema = v.object({ tableSeq: v.number(), tableName: v.string() });
export type Table = v.InferOutput<typeof TableSchema>;

export const TableInfoSchema = v.object({
  tableName: v.string(),
  delivery: flag,
  /**
   * Not named by the spec for table info (it lists `takeOut` on the print log group): an
   * assumption about the order service, written down in docs/decisions.md. Left out, it stays unknown
   * (undefined), not false, so the app does not tell a takeout diner a dine-in story (table-kind.ts).
   */
  takeOut: v.nullish(v.boolean()),
  tableNums: v.nullish(v.array(v.number())),
  /** Not in the spec: the optional calls this table's service offers (extensions.ts); absent = none. */
  extensions: v.nullish(TableExtensionsSchema),
});
export type TableInfo = v.InferOutput<typeof TableInfoSchema>;

export const BreakTimeSchema = v.object({
  shopBreakTimeSeq: v.number(),
  /** 0 = every day; otherwise 1–7 with Sunday = 1. */
  dayOfWeek: v.number(),
  dayOfWeekList: v.nullish(v.array(v.number())),
  startTime: v.string(),
  endTime: v.string(),
});
export type BreakTime = v.InferOutput<typeof BreakTimeSchema>;

/** The spec leaves the promotion layout open; this is the shape the first-time popup shows. */
export const PromotionSchema = v.object({
  promotionSeq: v.number(),
  title: v.string(),
  content: text,
  imagePath: text,
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

export const LocaleEntrySchema = v.object({
  localeCode: v.string(),
  localeName: v.string(),
  orderIndex: v.number(),
});
export type LocaleEntry = v.InferOutput<typeof LocaleEntrySchema>;

export const LocaleCategorySchema = v.object({ localeCode: v.string(), categoryName: text });
export type LocaleCategory = v.InferOutput<typeof LocaleCategorySchema>;

export const OptionTranslationSchema = v.object({
  optionUuid: v.string(),
  localeCode: v.string(),
  optionName: v.string(),
});
export type OptionTranslation = v.InferOutput<typeof OptionTranslationSchema>;

export const OptionGroupTranslationSchema = v.object({
  optionGroupUuid: v.string(),
  localeCode: v.string(),
  optionGroupName: v.string(),
});
export type OptionGroupTranslation = v.InferOutput<typeof OptionGroupTranslationSchema>;

export const OptionSchema = v.object({
  optionUuid: v.string(),
  optionName: v.string(),
  engOptionName: text,
  optionPrice: v.optional(v.number(), 0),
  outOfStock: flag,
  orderIndex: v.optional(v.number(), 0),
  mappedOptionCode: text,
  mappedOptionGroupCode: text,
  mappedOptionName: text,
  menuSeq: count,
});
export type Option = v.InferOutput<typeof OptionSchema>;

export const OptionGroupSchema = v.object({
  optionGroupUuid: v.string(),
  optionGroupName: v.string(),
  engOptionGroupName: text,
  /** Single choice (radio) when true, checkboxes otherwise. */
  optionUnique: flag,
  /** The chosen option's price replaces the menu's base price. */
  doesReplace: flag,
  optionRequired: flag,
  minQty: count,
  maxQty: count,
  optionList: v.optional(v.array(OptionSchema), []),
});
export type OptionGroup = v.InferOutput<typeof OptionGroupSchema>;

export const MenuSchema = v.object({
  menuSeq: v.number(),
  menuName: v.string(),
  engMenuName: text,
  categoryUuid: v.string(),
  menuPrice: v.number(),
  isRecommended: flag,
  thumbnailPath: text,
  /** A JSON-encoded string on the wire; parse it with the menu rules, never render it as HTML. */
  informationText: text,
  delayingMenu: flag,
  outOfStock: flag,
  stockActiveYn: text,
  localeMenu: v.optional(v.nullable(v.array(LocaleMenuSchema), []), []),
  menuOptionGroups: v.optional(v.nullable(v.array(OptionGroupSchema), []), []),
  insDate: text,
  insTid: text,
  uptDate: text,
  uptTid: text,
});
export type Menu = v.InferOutput<typeof MenuSchema>;

export const CategorySchema = v.object({
  categoryUuid: v.string(),
  categoryName: v.string(),
  orderIndex: v.number(),
  menus: v.optional(v.nullable(v.array(MenuSchema), []), []),
  localeCategory: v.optional(v.nullable(v.array(LocaleCategorySchema), []), []),
});
export type Category = v.InferOutput<typeof CategorySchema>;

// The shapes only other screens than the menu read live apart, so the menu's first load leaves
// their schemas out; their types are named here too, for one place to import entity types from.
export type {
  CustomLink,
  MappedShop,
  OrderStatusCode,
  OrderStatusLine,
  PaymentResult,
  PrintLogGroup,
  PrintLogLine,
  ShopGroup,
  ShopWaitingInfo,
  WaitingRegistration,
  WaitingStatus,
} from './other-entities.ts';
