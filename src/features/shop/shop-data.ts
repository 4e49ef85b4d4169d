/**
 * How screens and loaders read the shop's data: always by their own shop and table. Hooks for
 * screens, plain readers for code outside React; each reads the entries of one key only.
 */
import { type Atom, useAtomValue } from 'jotai';
import type { BreakTime, Category, Promotion, ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { combinedAt, type Entry } from '../../shared/state/keyed-rules.ts';
import type { StoreAccess } from '../../shared/state/keyed-store.ts';
import type { MenuConfirmation } from '../session/public.ts';
import {
  breakTimeStore,
  categoriesStore,
  type LocaleLists,
  localesStore,
  promotionStore,
  shopInfoStore,
  tableInfoStore,
} from './shop.atoms.ts';

const NO_BREAKS: BreakTime[] = [];
const NO_CATEGORIES: Category[] = [];

export function useShopInfo(shopSeq: number): ShopInfo | null {
  return useAtomValue(shopInfoStore.data(shopSeq));
}

export function useTableInfo(shopSeq: number, tableNum: number): TableInfo | null {
  return useAtomValue(tableInfoStore.data(shopSeq, tableNum));
}

export function useBreakTimes(shopSeq: number): BreakTime[] {
  return useAtomValue(breakTimeStore.data(shopSeq)) ?? NO_BREAKS;
}

export function useCategories(shopSeq: number): Category[] {
  return useAtomValue(categoriesStore.data(shopSeq)) ?? NO_CATEGORIES;
}

export function useLocaleLists(shopSeq: number): LocaleLists | null {
  return useAtomValue(localesStore.data(shopSeq));
}

/** The shop's promotion, and whether its call has answered or failed (the first-time popup waits for it). */
export function usePromotion(shopSeq: number): { promotion: Promotion | null; settled: boolean } {
  const entry = useAtomValue(promotionStore.atom(shopSeq));
  return { promotion: entry.data ?? null, settled: entry.status !== 'pending' };
}

/** The entries a table's menu is made of: its shop, its table and the shop's categories. */
export function tableEntryAtoms(
  shopSeq: number,
  tableNum: number,
): readonly [Atom<Entry<unknown>>, Atom<Entry<unknown>>, Atom<Entry<unknown>>] {
  return [shopInfoStore.atom(shopSeq), tableInfoStore.atom(shopSeq, tableNum), categoriesStore.atom(shopSeq)];
}

/** When the table's menu on screen was last given by the service, and whether on this page. */
export function useMenuConfirmation(shopSeq: number, tableNum: number): MenuConfirmation | null {
  const [shop, table, categories] = tableEntryAtoms(shopSeq, tableNum);
  const both = combinedAt([useAtomValue(shop), useAtomValue(table), useAtomValue(categories)]);
  return both && { confirmedAt: both.at, live: both.live };
}

export interface HeldTable {
  shop: ShopInfo;
  table: TableInfo;
  categories: Category[];
  breakTimes: BreakTime[] | null;
  locales: LocaleLists | null;
}

/** The table's data as the phone holds it now (loaded or kept), or null without its shop, table and menu. */
export function heldTable(access: StoreAccess, shopSeq: number, tableNum: number): HeldTable | null {
  const shop = access.get(shopInfoStore.atom(shopSeq)).data;
  const table = access.get(tableInfoStore.atom(shopSeq, tableNum)).data;
  const categories = access.get(categoriesStore.atom(shopSeq)).data;
  if (!shop || !table || !categories) return null;
  return {
    shop,
    table,
    categories,
    breakTimes: access.get(breakTimeStore.atom(shopSeq)).data,
    locales: access.get(localesStore.atom(shopSeq)).data,
  };
}

/** Whether the phone holds this table's shop, table and menu (loaded or restored on this page). */
export function holdsTable(access: StoreAccess, shopSeq: number, tableNum: number): boolean {
  return heldTable(access, shopSeq, tableNum) !== null;
}
