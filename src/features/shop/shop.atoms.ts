/**
 * The shop's data of spec section 3, keyed by what it belongs to: shop info, break times,
 * promotion, categories and locale lists per shop, table info per table (`keyed-store.ts`). A
 * screen reads its own shop's and table's entries (`shop-data.ts`); no slot holds "the current
 * shop". Actions take `{ get, set }` (the jotai store, or an action atom's own).
 */
import type {
  BreakTime,
  Category,
  LocaleEntry,
  OptionGroupTranslation,
  OptionTranslation,
  Promotion,
  ShopInfo,
  TableInfo,
} from '../../api/contract/entities.ts';
import { settledBy, timeoutSignal } from '../../api/deadline.ts';
import { KOREAN_ENTRY, withKoreanEntry } from '../../shared/i18n/locales.ts';
import { createKeyedStore, type Fetcher, type StoreAccess } from '../../shared/state/keyed-store.ts';
import {
  getBreakTimes,
  getOptionGroupTranslations,
  getOptionTranslations,
  getPromotion,
  getShopInfo,
  getShopLocales,
  getTableInfo,
} from './shop.api.ts';

export interface LocaleLists {
  /** The shop's locales plus the fixed Korean entry. */
  locales: LocaleEntry[];
  options: OptionTranslation[];
  optionGroups: OptionGroupTranslation[];
}

/** Per shop: `[shopSeq]`. */
export const shopInfoStore = createKeyedStore<ShopInfo, [shopSeq: number]>('shopInfo', 'shopInfo');
/** Per table: `[shopSeq, tableNum]`. */
export const tableInfoStore = createKeyedStore<TableInfo, [shopSeq: number, tableNum: number]>(
  'tableInfo',
  'tableInfo',
);
export const breakTimeStore = createKeyedStore<BreakTime[], [shopSeq: number]>('breakTime');
export const promotionStore = createKeyedStore<Promotion | null, [shopSeq: number]>('promotion');
export const categoriesStore = createKeyedStore<Category[], [shopSeq: number]>('category', 'category');
export const localesStore = createKeyedStore<LocaleLists, [shopSeq: number]>('locales');

export function loadShopInfo(access: StoreAccess, shopSeq: number): Promise<ShopInfo> {
  return shopInfoStore.load(access, [shopSeq], (s) => getShopInfo(shopSeq, s));
}

export function loadTableInfo(access: StoreAccess, shopSeq: number, tableNum: number): Promise<TableInfo> {
  const load = (s: AbortSignal) => getTableInfo(shopSeq, tableNum, s);
  return tableInfoStore.load(access, [shopSeq, tableNum], load);
}

export function loadBreakTimes(access: StoreAccess, shopSeq: number): Promise<BreakTime[]> {
  return breakTimeStore.load(access, [shopSeq], (s) => getBreakTimes(shopSeq, s));
}

export function loadPromotion(access: StoreAccess, shopSeq: number): Promise<Promotion | null> {
  return promotionStore.load(access, [shopSeq], (s) => getPromotion(shopSeq, s));
}

/**
 * Categories come from the menu feature's call; the caller (a route) passes it in, so features
 * stay independent: `loadCategories(store, shopSeq, (s) => getCategories(shopSeq, s))`.
 */
export function loadCategories(
  access: StoreAccess,
  shopSeq: number,
  fetchCategories: Fetcher<Category[]>,
): Promise<Category[]> {
  return categoriesStore.load(access, [shopSeq], fetchCategories);
}

/**
 * The locale lists (languages, option and option-group translations). A shop that does not use
 * locales needs no call: its list is Korean alone.
 */
export function loadLocales(access: StoreAccess, shop: ShopInfo): Promise<LocaleLists> {
  return localesStore.load(access, [shop.shopSeq], async (s) => {
    if (!shop.useLocale) return { locales: [KOREAN_ENTRY], options: [], optionGroups: [] };
    const [locales, options, optionGroups] = await Promise.all([
      getShopLocales(shop.shopSeq, s),
      getOptionTranslations(shop.shopSeq, s),
      getOptionGroupTranslations(shop.shopSeq, s),
    ]);
    return { locales: withKoreanEntry(locales), options, optionGroups };
  });
}

/** How long the menu waits for a break-time list that does not come (it normally comes with table info). */
export const BREAK_TIMES_WAIT_MS = 2_000;

/**
 * The startup routine (spec section 7): shop info first, then — since the table needs the shop —
 * table info, break times and promotion side by side. Rejects when shop info or table info fails:
 * without them no table screen can be shown. Every entry still ends with its own status, and a
 * failing load logs its failure.
 *
 * - Break times only narrow the opening hours: without them the menu shows, open by its hours
 *   alone, instead of an error. They are awaited, as the menu's tags and open check use them, but
 *   for `BREAK_TIMES_WAIT_MS` at most: a list that hangs arrives in the tags later.
 * - The promotion only feeds the first-time popup, which waits for it: a slow promotion must not
 *   hold back the menu, so startup does not wait for it.
 */
export async function startup(access: StoreAccess, shopSeq: number, tableNum: number): Promise<ShopInfo> {
  const shop = await loadShopInfo(access, shopSeq);
  loadPromotion(access, shopSeq).catch(() => undefined);
  const [table] = await Promise.allSettled([
    loadTableInfo(access, shopSeq, tableNum),
    settledBy(loadBreakTimes(access, shopSeq), timeoutSignal(BREAK_TIMES_WAIT_MS)),
  ]);
  if (table.status === 'rejected') throw table.reason;
  return shop;
}

/**
 * Drops the table's loads that are out (their answers never land), so the next asks anew instead
 * of waiting on calls that stalled.
 */
export function forgetTableLoads(access: StoreAccess, shopSeq: number, tableNum: number): void {
  for (const entries of [shopInfoStore, breakTimeStore, categoriesStore, localesStore])
    entries.forget(access, [shopSeq]);
  tableInfoStore.forget(access, [shopSeq, tableNum]);
}
