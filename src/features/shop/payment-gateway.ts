import type { ShopInfo } from '../../api/contract/entities.ts';

/**
 * Whether the shop takes card payments through a payment gateway. The spec turns three things on
 * it: the menu footer's seller information, the order log's tab toggle and its review notice.
 * The gateway code is what picks the provider when the diner pays, so it is what counts.
 */
export function hasPaymentGateway(shop: Pick<ShopInfo, 'pgCode'>): boolean {
  return (shop.pgCode ?? '').trim() !== '';
}
