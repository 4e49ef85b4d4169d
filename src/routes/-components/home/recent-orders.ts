/**
 * The start page's "recent orders": the device's order log grouped by shop, newest first, with
 * the table of the latest order (where the order history opens) and how many orders there were.
 */
import type { OrderLogEntry } from '../../../api/contract/persisted.ts';

export interface ShopOrders {
  shopSeq: number;
  /** The table of the latest order at this shop. */
  tableNum: number;
  /** insDate (YYYYMMDDHHmmss) of the latest order. */
  lastOrderedAt: string;
  /** Orders (payments), not lines. */
  orderCount: number;
}

export const RECENT_SHOPS_SHOWN = 5;

/**
 * @example recentOrdersByShop([{ shopSeq: 1, tableNum: 3, insDate: '20261121120000', printGroupUuid: 'a', … }])
 *   // [{ shopSeq: 1, tableNum: 3, lastOrderedAt: '20261121120000', orderCount: 1 }]
 */
export function recentOrdersByShop(
  log: readonly Pick<OrderLogEntry, 'shopSeq' | 'tableNum' | 'insDate' | 'printGroupUuid'>[],
  limit: number = RECENT_SHOPS_SHOWN,
): ShopOrders[] {
  const byShop = new Map<number, { shop: ShopOrders; orders: Set<string> }>();
  for (const entry of log) {
    const known = byShop.get(entry.shopSeq);
    if (!known) {
      byShop.set(entry.shopSeq, {
        shop: { shopSeq: entry.shopSeq, tableNum: entry.tableNum, lastOrderedAt: entry.insDate, orderCount: 0 },
        orders: new Set([entry.printGroupUuid]),
      });
      continue;
    }
    known.orders.add(entry.printGroupUuid);
    // Timestamps are fixed-width digits: text order is time order.
    if (entry.insDate > known.shop.lastOrderedAt) {
      known.shop.lastOrderedAt = entry.insDate;
      known.shop.tableNum = entry.tableNum;
    }
  }
  return [...byShop.values()]
    .map(({ shop, orders }) => ({ ...shop, orderCount: orders.size }))
    .sort((a, b) => (a.lastOrderedAt < b.lastOrderedAt ? 1 : a.lastOrderedAt > b.lastOrderedAt ? -1 : 0))
    .slice(0, limit);
}
