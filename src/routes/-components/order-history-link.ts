import { msg } from '@lingui/core/macro';
import type { UseNavigateResult } from '@tanstack/react-router';
import { orderLogAtom } from '../../features/cart/cart.atoms.ts';
import { hasOrdersForShop } from '../../features/order-log/shop-orders.ts';
import { store } from '../../shared/state/store.ts';
import { showAlert } from '../../shared/ui/alert.atoms.ts';

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
