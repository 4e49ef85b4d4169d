/**
 * The table's menu as the phone last received it, kept in IndexedDB per table: shop info, table
 * info, break times, categories and locale lists, with the time the service gave them. A table
 * screen the diner has seen before puts this copy in the table's own entries (`keep`, only where
 * an entry holds nothing yet) and shows it at once; the calls then refresh the entries in place
 * (device-first, see `session/device-first.ts`).
 */
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
import { readIdb, writeIdb } from '../../shared/state/idb-storage.ts';
import { keptTablesWith } from '../../shared/state/kept-tables.ts';
import { combinedAt, dataKey } from '../../shared/state/keyed-rules.ts';
import type { StoreAccess } from '../../shared/state/keyed-store.ts';
import { readLocal, writeLocal } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { breakTimeStore, categoriesStore, localesStore, shopInfoStore, tableInfoStore } from './shop.atoms.ts';
import { heldTable, holdsTable, tableEntryAtoms } from './shop-data.ts';

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

type Snapshot = NonNullable<v.InferOutput<typeof SnapshotSchema>>;

/** One read of IndexedDB per table serves the guard and the refresh that both ask at start-up. */
const reading = new Map<string, Promise<Snapshot | null>>();

function readSnapshot(shopSeq: number, tableNum: number): Promise<Snapshot | null> {
  const key = dataKey(shopSeq, tableNum);
  const pending = reading.get(key);
  if (pending) return pending;
  // Never throws: a phone that cannot read IndexedDB simply has nothing kept.
  const read = readIdb(STORAGE_KEYS.idb.tableSnapshot(shopSeq, tableNum), SnapshotSchema, null)
    .catch(() => null)
    .finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

/**
 * Puts the table's kept copy in its entries where they hold nothing yet; true when the phone then
 * holds the table's shop, table and menu.
 */
export async function restoreTable(access: StoreAccess, shopSeq: number, tableNum: number): Promise<boolean> {
  if (holdsTable(access, shopSeq, tableNum)) return true;
  const kept = await readSnapshot(shopSeq, tableNum);
  if (kept?.shopInfo.shopSeq === shopSeq) {
    const shop: [number] = [shopSeq];
    const at = kept.confirmedAt;
    shopInfoStore.keep(access, shop, kept.shopInfo, at);
    tableInfoStore.keep(access, [shopSeq, tableNum], kept.tableInfo, at);
    categoriesStore.keep(access, shop, kept.categories, at);
    if (kept.breakTimes) breakTimeStore.keep(access, shop, kept.breakTimes, at);
    if (kept.locales) localesStore.keep(access, shop, kept.locales, at);
  }
  return holdsTable(access, shopSeq, tableNum);
}

/** Keeps the table's data as the phone holds it now for the next visit. */
export async function keepTable(access: StoreAccess, shopSeq: number, tableNum: number): Promise<void> {
  const held = heldTable(access, shopSeq, tableNum);
  if (!held) return;
  const confirmed = combinedAt(tableEntryAtoms(shopSeq, tableNum).map((entry) => access.get(entry)));
  const snapshot: Snapshot = {
    shopInfo: held.shop,
    tableInfo: held.table,
    breakTimes: held.breakTimes,
    categories: held.categories,
    locales: held.locales,
    confirmedAt: confirmed?.at ?? Date.now(),
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
