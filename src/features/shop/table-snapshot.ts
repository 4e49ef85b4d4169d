/**
 * The table's menu as the phone last received it, kept in IndexedDB: shop info, table info, break
 * times, categories and locale lists, with the time the service gave them. A table screen the
 * diner has seen before puts this in the stores and shows it at once; the calls then refresh the
 * stores in place (device-first, see `session/device-first.ts`).
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import {
  BreakTimeSchema,
  CategorySchema,
  LocaleEntrySchema,
  OptionGroupTranslationSchema,
  OptionTranslationSchema,
  ShopInfoSchema,
  TableInfoSchema,
} from '../../api/contract/entities.ts';
import { cachedCallsAtom, oldestCachedAt } from '../../shared/lib/data-freshness.ts';
import type { StoreAccess } from '../../shared/state/fetch-store.ts';
import { readIdb, writeIdb } from '../../shared/state/idb-storage.ts';
import { keptTablesWith } from '../../shared/state/kept-tables.ts';
import { readLocal, writeLocal } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import type { MenuConfirmation } from '../session/public.ts';
import {
  breakTimeStore,
  categoriesStore,
  localesStore,
  shopInfoStore,
  tableInfoStore,
  tableNumAtom,
} from './shop.atoms.ts';

const SnapshotSchema = v.nullable(
  v.object({
    shopInfo: ShopInfoSchema,
    tableInfo: TableInfoSchema,
    breakTimes: v.nullable(v.array(BreakTimeSchema)),
    categories: v.array(CategorySchema),
    locales: v.nullable(
      v.object({
        locales: v.array(LocaleEntrySchema),
        options: v.array(OptionTranslationSchema),
        optionGroups: v.array(OptionGroupTranslationSchema),
      }),
    ),
    confirmedAt: v.number(),
  }),
);

/** When the menu on screen was last given by the service, and whether on this page. */
export const menuConfirmationAtom = atom<MenuConfirmation | null>(null);

/** Whether the stores hold this table's shop, table and menu (loaded or restored on this page). */
export function holdsTable(access: StoreAccess, shopSeq: number, tableNum: number): boolean {
  return (
    access.get(shopInfoStore.atom).data?.shopSeq === shopSeq &&
    access.get(tableNumAtom) === String(tableNum) &&
    access.get(tableInfoStore.atom).data !== null &&
    access.get(categoriesStore.atom).data !== null
  );
}

/**
 * Puts the table's kept menu in the stores unless they already hold it; true when they then do.
 * Never throws: a phone that cannot read IndexedDB simply has nothing kept.
 */
export function restoreTable(access: StoreAccess, shopSeq: number, tableNum: number): Promise<boolean> {
  if (holdsTable(access, shopSeq, tableNum)) return Promise.resolve(true);
  // The guard and the refresh both ask at start-up: one read of IndexedDB serves them.
  const reads = restoring.get(access) ?? new Map<string, Promise<boolean>>();
  restoring.set(access, reads);
  const key = `${shopSeq}:${tableNum}`;
  const pending = reads.get(key);
  if (pending) return pending;
  const read = readKeptTable(access, shopSeq, tableNum).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

const restoring = new WeakMap<StoreAccess, Map<string, Promise<boolean>>>();

async function readKeptTable(access: StoreAccess, shopSeq: number, tableNum: number): Promise<boolean> {
  const kept = await readIdb(STORAGE_KEYS.idb.tableSnapshot(shopSeq, tableNum), SnapshotSchema, null).catch(() => null);
  if (!kept || kept.shopInfo.shopSeq !== shopSeq) return false;
  // A load that answered while IndexedDB was being read is newer than the kept copy.
  if (holdsTable(access, shopSeq, tableNum)) return true;
  shopInfoStore.seed(access, kept.shopInfo);
  access.set(tableNumAtom, String(tableNum));
  tableInfoStore.seed(access, kept.tableInfo);
  if (kept.breakTimes) breakTimeStore.seed(access, kept.breakTimes);
  categoriesStore.seed(access, kept.categories);
  if (kept.locales) localesStore.seed(access, kept.locales);
  access.set(menuConfirmationAtom, { confirmedAt: kept.confirmedAt, live: false });
  return true;
}

/** Whether the stores hold this shop's locale lists (from the network or the kept copy). */
export function holdsLocaleLists(access: StoreAccess, shopSeq: number): boolean {
  return access.get(shopInfoStore.atom).data?.shopSeq === shopSeq && access.get(localesStore.atom).data !== null;
}

/**
 * Notes that the service just gave the menu in the stores and keeps it for the next visit. An
 * answer the service worker gave from its cache confirms the menu only as of that cache's date.
 */
export async function keepTable(
  access: StoreAccess,
  shopSeq: number,
  tableNum: number,
  now = Date.now(),
): Promise<void> {
  const shopInfo = access.get(shopInfoStore.atom).data;
  const tableInfo = access.get(tableInfoStore.atom).data;
  const categories = access.get(categoriesStore.atom).data;
  if (!shopInfo || !tableInfo || !categories || !holdsTable(access, shopSeq, tableNum)) return;
  const cachedAt = oldestCachedAt(access.get(cachedCallsAtom), ['shopInfo', 'tableInfo', 'category']);
  const confirmedAt = cachedAt ?? now;
  access.set(menuConfirmationAtom, { confirmedAt, live: cachedAt === null });
  const snapshot: v.InferOutput<typeof SnapshotSchema> = {
    shopInfo,
    tableInfo,
    breakTimes: access.get(breakTimeStore.atom).data,
    categories,
    locales: access.get(localesStore.atom).data,
    confirmedAt,
  };
  const kept = await writeIdb(STORAGE_KEYS.idb.tableSnapshot(shopSeq, tableNum), snapshot).then(
    () => true,
    () => false,
  );
  if (kept)
    writeLocal(
      STORAGE_KEYS.local.keptTables,
      keptTablesWith(readLocal(STORAGE_KEYS.local.keptTables), shopSeq, tableNum),
    );
}
