/**
 * The order log's bottom area (spec section 2). A shop with a review link gets a notice and a
 * button opening it; the notice asks the diner to capture the receipt when a card gateway was
 * used (the table's own gateway: see payment-gateway), or to ask for it at the counter. Without a review link, a live session gets an
 * 'additional order' button back to the menu list. A review link we would refuse to open
 * (see safeExternalUrl) counts as no review link.
 */
import type { ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { safeExternalUrl } from '../../shared/lib/links.ts';
import { hasPaymentGateway } from '../shop/public.ts';

export type OrderLogFooter =
  | { kind: 'review'; url: string; notice: 'captureReceipt' | 'askCounter' }
  | { kind: 'additionalOrder' }
  | { kind: 'none' };

export function orderLogFooter(
  shop: Pick<ShopInfo, 'reviewLink' | 'pgCode' | 'deliveryPgCode'>,
  table: Pick<TableInfo, 'delivery'> | null,
  sessionExpired: boolean,
): OrderLogFooter {
  const url = safeExternalUrl(shop.reviewLink);
  if (url) {
    return { kind: 'review', url, notice: hasPaymentGateway(shop, table) ? 'captureReceipt' : 'askCounter' };
  }
  return sessionExpired ? { kind: 'none' } : { kind: 'additionalOrder' };
}
