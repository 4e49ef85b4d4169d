/**
 * The shop stores of spec section 3: shop info, table number and table info, break times,
 * promotion, categories and locale lists, each with its fetch status, and the startup routine
 * that fills them. Actions take `{ get, set }` (the jotai store, or an action atom's own).
 */
import { atom } from 'jotai';
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
import { KOREAN_ENTRY, withKoreanEntry } from '../../shared/i18n/locales.ts';
import { settledWithin } from '../../shared/lib/settled-within.ts';
import { createFetchStore, type Fetcher, type StoreAccess } from '../../shared/state/fetch-store.ts';
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

/** Spec section 3: appended to every shop's locale list. */

export const shopInfoStore = createFetchStore<ShopInfo>('shopInfo');
/** The table number from the address, as text (spec: a string, initially empty). */
export const tableNumAtom = atom('');
export const tableInfoStore = createFetchStore<TableInfo>('tableInfo');
export const breakTimeStore = createFetchStore<BreakTime[]>('breakTime');
export const promotionStore = createFetchStore<Promotion | null>('promotion');
export const categoriesStore = createFetchStore<Category[]>('category');
export const localesStore = createFetchStore<LocaleLists>('locales');

const NO_BREAKS: BreakTime[] = [];
const NO_CATEGORIES: Category[] = [];

export const shopInfoAtom = atom((get) => get(shopInfoStore.atom).data);
export const tableInfoAtom = atom((get) => get(tableInfoStore.atom).data);
export const breakTimesAtom = atom((get) => get(breakTimeStore.atom).data ?? NO_BREAKS);
export const promotionAtom = atom((get) => get(promotionStore.atom).data ?? null);
/** The promotion call has answered or failed: the first-time popup knows what to show. */
export const promotionSettledAtom = atom((get) => get(promotionStore.atom).status !== 'pending');
export const categoriesAtom = atom((get) => get(categoriesStore.atom).data ?? NO_CATEGORIES);
export const localeListsAtom = atom((get) => get(localesStore.atom).data);

export function loadShopInfo(access: StoreAccess, shopSeq: number, signal?: AbortSignal): Promise<ShopInfo> {
  return shopInfoStore.load(access, (s) => getShopInfo(shopSeq, s), { signal });
}

/**
 * Stores the table number, then loads the table's info — only when shop info with a shopSeq is
 * already loaded (spec section 4); otherwise resolves null and loads nothing.
 */
export async function setTableNum(
  access: StoreAccess,
  tableNum: string,
  signal?: AbortSignal,
): Promise<TableInfo | null> {
  access.set(tableNumAtom, tableNum);
  const shop = access.get(shopInfoStore.atom);
  if (shop.status !== 'success' || !shop.data?.shopSeq) return null;
  const { shopSeq } = shop.data;
  return tableInfoStore.load(access, (s) => getTableInfo(shopSeq, Number(tableNum), s), { signal });
}

export const setTableNumAtom = atom(null, (get, set, tableNum: string) => setTableNum({ get, set }, tableNum));

export function loadBreakTimes(access: StoreAccess, shopSeq: number, signal?: AbortSignal): Promise<BreakTime[]> {
  return breakTimeStore.load(access, (s) => getBreakTimes(shopSeq, s), { signal });
}

export function loadPromotion(access: StoreAccess, shopSeq: number, signal?: AbortSignal): Promise<Promotion | null> {
  return promotionStore.load(access, (s) => getPromotion(shopSeq, s), { signal });
}

/**
 * Categories come from the menu feature's call; the caller (a route) passes it in, so features
 * stay independent: `loadCategories(store, (s) => getCategories(shopSeq, s))`.
 */
export function loadCategories(
  access: StoreAccess,
  fetchCategories: Fetcher<Category[]>,
  signal?: AbortSignal,
): Promise<Category[]> {
  return categoriesStore.load(access, fetchCategories, { signal });
}

/**
 * The locale lists (languages, option and option-group translations). A shop that does not use
 * locales needs no call: its list is Korean alone.
 */
export function loadLocales(access: StoreAccess, shop: ShopInfo, signal?: AbortSignal): Promise<LocaleLists> {
  return localesStore.load(
    access,
    async (s) => {
      if (!shop.useLocale) return { locales: [KOREAN_ENTRY], options: [], optionGroups: [] };
      const [locales, options, optionGroups] = await Promise.all([
        getShopLocales(shop.shopSeq, s),
        getOptionTranslations(shop.shopSeq, s),
        getOptionGroupTranslations(shop.shopSeq, s),
      ]);
      return { locales: withKoreanEntry(locales), options, optionGroups };
    },
    { signal },
  );
}

export interface StartupArgs {
  shopSeq: number;
  tableNum: string;
  signal?: AbortSignal;
}

/**
 * The startup routine (spec section 7): shop info first, then — since the table needs the shop —
 * the table number and table info, break times and promotion side by side. Rejects when shop
 * info or table info fails: without them no table screen can be shown. Every store still ends
 * with its own status, and a failing store logs its failure.
 *
 * - Break times only narrow the opening hours: without them the menu shows, open by its hours
 *   alone, instead of an error. They are awaited, as the menu's tags and open check use them, but
 *   for `BREAK_TIMES_WAIT_MS` at most: a list that hangs arrives in the tags later.
 * - The promotion only feeds the first-time popup, which waits for it (`promotionSettledAtom`): a
 *   slow promotion must not hold back the menu, so startup does not wait for it. Nor does the
 *   route's signal stop it: a diner who comes back finds it loaded.
 */
/** How long the menu waits for a break-time list that does not come (it normally comes with table info). */
export const BREAK_TIMES_WAIT_MS = 2_000;

export async function startup(access: StoreAccess, { shopSeq, tableNum, signal }: StartupArgs): Promise<ShopInfo> {
  const shop = await loadShopInfo(access, shopSeq, signal);
  loadPromotion(access, shop.shopSeq).catch(() => undefined);
  const [table] = await Promise.allSettled([
    setTableNum(access, tableNum, signal),
    settledWithin(loadBreakTimes(access, shop.shopSeq, signal), BREAK_TIMES_WAIT_MS),
  ]);
  if (table.status === 'rejected') throw table.reason;
  return shop;
}
