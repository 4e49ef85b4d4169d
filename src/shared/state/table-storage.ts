/**
 * Keeps the phone's table data within its bound (`storage-bound.ts`): each table screen notes
 * when its table was opened, and once per page, when the page is quiet, the data of tables past
 * the bound (menu copy, cart, last order status) is deleted. Both are read-modify-writes of the
 * list in one IndexedDB transaction, so two tabs never lose each other's notes.
 */
import { keys, update } from 'idb-keyval';
import * as v from 'valibot';
import { afterPageLoad } from '../lib/after-page-load.ts';
import { removeIdb } from './idb-storage.ts';
import { keptTablesAmong } from './kept-tables.ts';
import { readLocal, writeLocal } from './session-storage.ts';
import { boundTables, type OpenedTable, type Table, tableOfKey, withOpened, withUnlisted } from './storage-bound.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const OpenedSchema = v.array(v.object({ shopSeq: v.number(), tableNum: v.number(), openedAt: v.number() }));

function openedIn(value: unknown): OpenedTable[] {
  const parsed = v.safeParse(OpenedSchema, value);
  return parsed.success ? parsed.output : [];
}

/** How long after the page's load the sweep waits at most for a quiet moment. */
const QUIET_WAIT_MS = 10_000;

const noted = new Set<string>();

/** Notes that a table screen opened (once per page and table), and sweeps soon. Never throws. */
export function noteTableOpened(table: Table, now = Date.now()): void {
  const mark = `${table.shopSeq}:${table.tableNum}`;
  if (!noted.has(mark)) {
    noted.add(mark);
    // A phone without IndexedDB (private modes) keeps nothing to bound.
    Promise.resolve()
      .then(() => update(STORAGE_KEYS.idb.openedTables, (current) => withOpened(openedIn(current), table, now)))
      .catch(() => undefined);
  }
  sweepSoon();
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
  const { cart, tableSnapshot, orderStatus } = STORAGE_KEYS.idb;
  await Promise.all(
    forget.flatMap(({ shopSeq, tableNum }) =>
      [cart, tableSnapshot, orderStatus].map((keyOf) => removeIdb(keyOf(shopSeq, tableNum)).catch(() => undefined)),
    ),
  );
  // The boot script must not expect a menu copy that is gone.
  writeLocal(STORAGE_KEYS.local.keptTables, keptTablesAmong(readLocal(STORAGE_KEYS.local.keptTables), keep));
  return forget;
}

let scheduled = false;

/** Runs the sweep once per page, after the load, when the main thread is idle. */
export function sweepSoon(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const sweep = () => void sweepTableStorage().catch(() => undefined);
  afterPageLoad(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(sweep, { timeout: QUIET_WAIT_MS });
    else setTimeout(sweep, 1_000);
  }, QUIET_WAIT_MS);
}
