import { msg } from '@lingui/core/macro';
import type { UseNavigateResult } from '@tanstack/react-router';
import { store } from '../../../shared/state/store.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { orderLogAtom } from '../../cart/public.ts';
import { hasOrdersForShop } from '../shop-orders.ts';

export const NO_ORDERED_MENU = msg`There is no ordered menu.`;

/**
 * The order-history buttons (navbar, expired page): the order log with fromOrder 'false', or the
 * no-ordered-menu popup when this device has no order for the shop.
 */
export async function openOrderHistory(
  navigate: UseNavigateResult<string>,
  shopSeq: number,
  tableNum: number,
): Promise<void> {
  const log = await store.get(orderLogAtom);
  if (!hasOrdersForShop(log, shopSeq)) {
    showAlert({ message: NO_ORDERED_MENU });
    return;
  }
  await navigate({
    to: '/order/log/$shopSeq/$tableNum/$fromOrder',
    params: { shopSeq: String(shopSeq), tableNum: String(tableNum), fromOrder: 'false' },
  });
}
