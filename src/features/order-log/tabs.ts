/**
 * The order log's two tabs (spec sections 2 and 4). The toggle appears only for shops whose pos
 * code can report order status and which take no card payment through a gateway at this table
 * (`deliveryPgCode` for a delivery table, `pgCode` otherwise); every other shows the history alone.
 */
import type { ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { hasPaymentGateway } from '../shop/public.ts';

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

type TabShop = Pick<ShopInfo, 'posCode' | 'pgCode' | 'deliveryPgCode'>;
type TabTable = Pick<TableInfo, 'delivery'> | null;

export function showsTabToggle(shop: TabShop, table: TabTable): boolean {
  const posCode = (shop.posCode ?? '').trim().toLowerCase();
  return TAB_TOGGLE_POS_CODES.includes(posCode) && !hasPaymentGateway(shop, table);
}

export function visibleTabs(shop: TabShop, table: TabTable): readonly OrderLogTab[] {
  return showsTabToggle(shop, table) ? ORDER_LOG_TABS : [INITIAL_ORDER_LOG_TAB];
}
