import { msg } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { store } from '../../../shared/state/store.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { allMenus } from '../../menu/public.ts';
import { currentToken } from '../../session/public.ts';
import { heldTable, restoreTable } from '../../shop/public.ts';
import type { OrderLogEntry } from '../cart.ts';
import { reorderIntoCart } from '../cart-actions.ts';
import type { Reordered } from '../reorder.ts';

const MENU_UNAVAILABLE = msg`Could not load today's menu. Please try again.`;

/** Asks the service for a table's data (today's menu among it); the table screens' own load, handed in by the route. */
export type RefreshTable = (shopSeq: number, tableNum: number) => Promise<void>;

export interface ReorderState {
  run: (order: readonly OrderLogEntry[]) => Promise<void>;
  busy: boolean;
  /** What the last "order again" did, until the diner closes its dialog. */
  result: Reordered | null;
  close: () => void;
}

/**
 * "Order again" for a table: today's menu from the service (or, without an answer, the copy this
 * phone kept of it), then the past order's lines checked against it into this table's cart.
 */
export function useReorder(shopSeq: number, tableNum: number, refreshTable: RefreshTable): ReorderState {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reordered | null>(null);
  const run = useCallback(
    async (order: readonly OrderLogEntry[]) => {
      setBusy(true);
      try {
        await refreshTable(shopSeq, tableNum).catch(() => undefined);
        await restoreTable(store, shopSeq, tableNum);
        const held = heldTable(store, shopSeq, tableNum);
        if (!held) {
          showAlert({ message: MENU_UNAVAILABLE });
          return;
        }
        const { categories, locales: lists } = held;
        const translations = { options: lists?.options, groups: lists?.optionGroups };
        const table = { shopSeq, tableNum };
        setResult(await reorderIntoCart(table, currentToken(), order, allMenus(categories), translations));
      } finally {
        setBusy(false);
      }
    },
    [shopSeq, tableNum, refreshTable],
  );
  return { run, busy, result, close: useCallback(() => setResult(null), []) };
}
