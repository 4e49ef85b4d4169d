/**
 * The start page's "recent orders": the device's order log grouped by shop, newest first, with
 * the table of the latest order (where the order history opens) and how many orders there were.
 */
import type { OrderLogEntry } from '../../api/contract/persisted.ts';

export interface ShopOrders {
  shopSeq: number;
  /** The table of the latest order at this shop. */
  tableNum: number;
  /** insDate (YYYYMMDDHHmmss) of the latest order. */
  lastOrderedAt: string;
  /** Orders (payments), not lines; a cancelled order is no order. */
  orderCount: number;
  /** Orders that were cancelled, told apart so the count is never mistaken for them. */
  cancelledCount: number;
}

export const RECENT_SHOPS_SHOWN = 5;

/**
 * @example recentOrdersByShop([{ shopSeq: 1, tableNum: 3, insDate: '20261121120000', printGroupUuid: 'a', … }])
 *   // [{ shopSeq: 1, tableNum: 3, lastOrderedAt: '20261121120000', orderCount: 1, cancelledCount: 0 }]
 */
export function recentOrdersByShop(
  log: readonly Pick<OrderLogEntry, 'shopSeq' | 'tableNum' | 'insDate' | 'printGroupUuid' | 'orderStatus'>[],
  limit: number = RECENT_SHOPS_SHOWN,
): ShopOrders[] {
  const byShop = new Map<number, { shop: ShopOrders; orders: Set<string>; cancelled: Set<string> }>();
  for (const entry of log) {
    const known = byShop.get(entry.shopSeq) ?? {
      shop: {
        shopSeq: entry.shopSeq,
        tableNum: entry.tableNum,
        lastOrderedAt: entry.insDate,
        orderCount: 0,
        cancelledCount: 0,
      },
      orders: new Set<string>(),
      cancelled: new Set<string>(),
    };
    byShop.set(entry.shopSeq, known);
    known.orders.add(entry.printGroupUuid);
    if (entry.orderStatus === 'CANCEL') known.cancelled.add(entry.printGroupUuid);
    // Timestamps are fixed-width digits: text order is time order.
    if (entry.insDate > known.shop.lastOrderedAt) {
      known.shop.lastOrderedAt = entry.insDate;
      known.shop.tableNum = entry.tableNum;
    }
  }
  return [...byShop.values()]
    .map(({ shop, orders, cancelled }) => ({
      ...shop,
      orderCount: orders.size - cancelled.size,
      cancelledCount: cancelled.size,
    }))
    .sort((a, b) => (a.lastOrderedAt < b.lastOrderedAt ? 1 : a.lastOrderedAt > b.lastOrderedAt ? -1 : 0))
    .slice(0, limit);
}

/**
 * The lines of a shop's newest order (by insDate, then print group), what "order again" on the
 * start page puts back in the cart; empty when the shop has none.
 */
export function latestOrderOf<E extends Pick<OrderLogEntry, 'shopSeq' | 'insDate' | 'printGroupUuid'>>(
  log: readonly E[],
  shopSeq: number,
): E[] {
  let newest: E | null = null;
  for (const entry of log) {
    if (entry.shopSeq !== shopSeq) continue;
    if (!newest || entry.insDate > newest.insDate) newest = entry;
  }
  if (!newest) return [];
  const group = newest.printGroupUuid;
  return log.filter((entry) => entry.shopSeq === shopSeq && entry.printGroupUuid === group);
}
