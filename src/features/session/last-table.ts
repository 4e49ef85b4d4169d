/**
 * The last table the diner opened from a QR code, kept on the device so the start page (what an
 * installed app opens) can lead back to that shop's menu. The token is kept with it: it is the
 * table's, not the diner's, and the session check still decides whether it is live.
 */
import * as v from 'valibot';
import { atomWithIdb, loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';

export const LastTableSchema = v.object({
  shopSeq: v.number(),
  tableNum: v.number(),
  token: v.nullable(v.string()),
  /** ms since epoch. */
  visitedAt: v.number(),
});
export type LastTable = v.InferOutput<typeof LastTableSchema>;

export const lastTableAtom = atomWithIdb<LastTable | null>(
  STORAGE_KEYS.idb.lastTable,
  null,
  v.nullable(LastTableSchema),
);

export function loadLastTable(): Promise<LastTable | null> {
  return loadIdbAtom(store, lastTableAtom);
}

export async function rememberLastTable(table: LastTable): Promise<void> {
  await store.set(lastTableAtom, table);
}
