/**
 * A table's shared cart as this phone last heard it, kept in IndexedDB per shop and table and
 * marked with the table session it belongs to: a reload (offline too) shows the same cart, and a
 * new session (another QR scan) never shows the last one. Unsent edits and the notices the diner
 * has not dismissed live beside it.
 */
import * as v from 'valibot';
import { TableCartOpSchema, TableCartStateSchema } from '../../api/contract/table-cart.ts';
import { atomWithIdb, type IdbAtom } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

const KeptTableCartSchema = v.object({
  /** A mark of the table token (never the token): which table session this belongs to. */
  session: v.nullable(v.string()),
  state: v.nullable(TableCartStateSchema),
  pending: v.array(v.object({ op: TableCartOpSchema, menuName: v.string() })),
  notices: v.array(
    v.object({
      id: v.string(),
      outcome: v.picklist(['lineRemoved', 'lineOrdered', 'refused']),
      menuName: v.string(),
      by: v.nullable(v.number()),
      code: v.nullable(v.string()),
    }),
  ),
  /** Print group ids of the table's orders already written into this phone's order log. */
  logged: v.array(v.string()),
});
export type KeptTableCart = v.InferOutput<typeof KeptTableCartSchema>;

export const EMPTY_TABLE_CART: KeptTableCart = { session: null, state: null, pending: [], notices: [], logged: [] };

const atoms = new Map<string, IdbAtom<KeptTableCart>>();

export function tableCartAtomFor(shopSeq: number, tableNum: number): IdbAtom<KeptTableCart> {
  const key = STORAGE_KEYS.idb.tableCart(shopSeq, tableNum);
  let found = atoms.get(key);
  if (!found) {
    found = atomWithIdb(key, EMPTY_TABLE_CART, KeptTableCartSchema);
    atoms.set(key, found);
  }
  return found;
}
