import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TableCartOrderRef } from '../../../api/contract/table-cart.ts';
import { store } from '../../../shared/state/store.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { currentToken } from '../../session/public.ts';
import { tableCartAtomFor } from '../table-cart.atoms.ts';
import { latestOrder } from '../table-cart-rules.ts';
import { refreshTableCart, tableCartOrderRef } from '../table-cart-sync.ts';
import { guestName } from './guest-name.ts';
import { useOffersTableCart } from './use-table-cart.ts';

export interface TableCartOrdering {
  orderRef: () => Promise<TableCartOrderRef | null>;
  onRefused: (code: string) => void;
}

const UNSENT = msg`Your last changes to the table's cart are still being sent. Order again once they are in.`;
const CHANGED = msg`The table's cart changed while you were ordering, so nothing was placed or charged. Check it and order again.`;

/**
 * Ordering the table's shared cart from the payment screen: the version this phone shows, and
 * what the diner is told when the service refuses it (another phone ordered it, pays for it, or
 * changed it). Undefined on a table without a shared cart.
 */
export function useTableCartOrdering(shopSeq: number, tableNum: number): TableCartOrdering | undefined {
  const offered = useOffersTableCart(shopSeq, tableNum);
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return useMemo(() => {
    if (!offered) return undefined;
    const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };
    const toCart = () => void navigate({ to: '/cart/$shopSeq/$tableNum', params, replace: true });
    /** The newest order of the table this phone knew when the diner tapped order. */
    let seenOrder: string | undefined;
    return {
      // The version is the service's as of the tap, not the last one this phone heard: an edit
      // it sent through the outbox, or a stream that broke, would leave it a version behind, and
      // the order would be refused as changed though the diner saw the cart as it is.
      orderRef: async () => {
        seenOrder = latestOrder((await store.get(tableCartAtomFor(shopSeq, tableNum))).state)?.printGroupUuid;
        const token = currentToken();
        if (token) await refreshTableCart(shopSeq, tableNum, token).catch(() => undefined);
        return tableCartOrderRef(shopSeq, tableNum);
      },
      onRefused: (code: string) => {
        if (code === 'unsent') {
          showAlert({ message: UNSENT });
          return;
        }
        const token = currentToken();
        const told = (async () => {
          const state = token ? await refreshTableCart(shopSeq, tableNum, token).catch(() => null) : null;
          const order = latestOrder(state);
          // Another phone's order that landed between this phone's look and its own order empties
          // the cart, so the service calls it changed: the diner is told who ordered it all the same.
          const orderedMeanwhile = order !== null && order.printGroupUuid !== seenOrder;
          if (code === 'table_cart_ordered' || (code === 'table_cart_changed' && orderedMeanwhile)) {
            const who = order ? guestName(i18n, order.orderedBy, state?.you) : i18n._(msg`Someone`);
            const orderNo = order?.orderNo ?? '-';
            return msg`${who} already ordered the table's cart (order number ${orderNo}). Nothing was charged on this phone.`;
          }
          if (code === 'table_cart_paying' && state?.paying) {
            const who = guestName(i18n, state.paying.guest, state.you);
            return msg`${who} is paying for the table's cart right now. Nothing was charged on this phone.`;
          }
          return CHANGED;
        })();
        void told.then((message) => showAlert({ message, onClose: toCart }));
      },
    };
  }, [offered, shopSeq, tableNum, i18n, navigate]);
}
