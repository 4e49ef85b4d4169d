/**
 * The work behind `table-storage.ts`, loaded when the page is quiet: notes of opened tables and
 * the sweep of the tables past the bound (`storage-bound.ts`). Both are read-modify-writes of the
 * list in one IndexedDB transaction, so two tabs never lose each other's notes.
 */
import { keys, update } from 'idb-keyval';
import * as v from 'valibot';
import { removeIdb } from './idb-storage.ts';
import { readLocal, writeLocal } from './session-storage.ts';
import { boundTables, keptLineAmong, type OpenedTable, tableOfKey, withOpened, withUnlisted } from './storage-bound.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const OpenedSchema = v.array(v.object({ shopSeq: v.number(), tableNum: v.number(), openedAt: v.number() }));

function openedIn(value: unknown): OpenedTable[] {
  const parsed = v.safeParse(OpenedSchema, value);
  return parsed.success ? parsed.output : [];
}

/** Notes that these tables' screens opened at the given times. */
export async function noteOpened(tables: readonly OpenedTable[]): Promise<void> {
  await update(STORAGE_KEYS.idb.openedTables, (current) =>
    tables.reduce((list, table) => withOpened(list, table, table.openedAt), openedIn(current)),
  );
}

/** Deletes the data of the tables past the bound; returns them. */
export async function sweepTableStorage(now = Date.now()): Promise<OpenedTable[]> {
  const stored = (await keys()).map((key) => tableOfKey(String(key))).filter((table) => table !== null);
  let forget: OpenedTable[] = [];
  let keep: OpenedTable[] = [];
  await update(STORAGE_KEYS.idb.openedTables, (current) => {
    ({ keep, forget } = boundTables(withUnlisted(openedIn(current), stored, now), now));
    return keep;
  });
  const { cart, tableCart, tableSnapshot, orderStatus } = STORAGE_KEYS.idb;
  await Promise.all(
    forget.flatMap(({ shopSeq, tableNum }) =>
      [cart, tableCart, tableSnapshot, orderStatus].map((keyOf) =>
        removeIdb(keyOf(shopSeq, tableNum)).catch(() => undefined),
      ),
    ),
  );
  // The boot script must not expect a menu copy that is gone.
  writeLocal(STORAGE_KEYS.local.keptTables, keptLineAmong(readLocal(STORAGE_KEYS.local.keptTables), keep));
  return forget;
}

let swept = false;

/** Writes the notes of opened tables, and sweeps once per page. */
export async function keepBound(tables: readonly OpenedTable[]): Promise<void> {
  // A phone without IndexedDB (private modes) keeps nothing to bound.
  if (tables.length > 0) await noteOpened(tables);
  if (swept) return;
  swept = true;
  await sweepTableStorage();
}
