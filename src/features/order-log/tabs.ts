/**
 * The order log's two tabs (spec sections 2 and 4). The toggle appears only for shops whose pos
 * code can report order status and which take no card payment through a gateway (no pgCode);
 * every other shop shows the order history alone.
 */
import type { ShopInfo } from '../../api/contract/entities.ts';
import { hasPaymentGateway } from '../shop/payment-gateway.ts';

export const ORDER_LOG_TABS = ['orderHistory', 'orderStatus'] as const;
export type OrderLogTab = (typeof ORDER_LOG_TABS)[number];

export const INITIAL_ORDER_LOG_TAB: OrderLogTab = 'orderHistory';

/** `tableorder` stands for the product's own pos code, which the spec leaves unnamed. */
export const TAB_TOGGLE_POS_CODES: readonly string[] = [
  'okpos',
  'tableorder',
  'smartro',
  'easy',
  'meta',
  'lynk',
  'first',
  'npos',
  'union',
];

export function showsTabToggle(shop: Pick<ShopInfo, 'posCode' | 'pgCode'>): boolean {
  const posCode = (shop.posCode ?? '').trim().toLowerCase();
  return TAB_TOGGLE_POS_CODES.includes(posCode) && !hasPaymentGateway(shop);
}

export function visibleTabs(shop: Pick<ShopInfo, 'posCode' | 'pgCode'>): readonly OrderLogTab[] {
  return showsTabToggle(shop) ? ORDER_LOG_TABS : [INITIAL_ORDER_LOG_TAB];
}
