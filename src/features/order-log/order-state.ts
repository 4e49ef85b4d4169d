/**
 * What became of an order this device logged: paid by card, placed to pay at the counter, or
 * cancelled (by the diner or by the shop). Each history entry carries how it was settled and the
 * last status the service gave; the history and the start page read the state from them, and a
 * refresh from the service writes a newer status in place.
 */
import type { OrderStatusCode } from '../../api/contract/fields.ts';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';

export type OrderState = 'paid' | 'counter' | 'cancelled';

type StateFields = Pick<OrderLogEntry, 'settlement' | 'orderStatus'>;

/** The entry's state; null for an entry an older version wrote with neither field. */
export function orderStateOf(entry: StateFields): OrderState | null {
  if (entry.orderStatus === 'CANCEL') return 'cancelled';
  if (entry.settlement === 'counter') return 'counter';
  if (entry.settlement === 'card') return 'paid';
  return null;
}

/**
 * The log with one order's status replaced on each of its lines. The same array comes back when
 * nothing changes, so a caller can skip the write.
 */
export function withOrderStatus(
  log: readonly OrderLogEntry[],
  printGroupUuid: string,
  status: OrderStatusCode,
): readonly OrderLogEntry[] {
  if (!log.some((e) => e.printGroupUuid === printGroupUuid && e.orderStatus !== status)) return log;
  return log.map((e) => (e.printGroupUuid === printGroupUuid ? { ...e, orderStatus: status } : e));
}

/** How many orders a screen asks the service about at once: the newest ones matter. */
export const REFRESHED_ORDERS = 10;

/**
 * The orders whose status may still change, newest first: a cancelled order stays cancelled, so
 * it is never asked about again.
 */
export function ordersToRefresh(
  log: readonly Pick<OrderLogEntry, 'printGroupUuid' | 'insDate' | 'orderStatus' | 'shopSeq'>[],
  shopSeq: number | null,
  limit: number = REFRESHED_ORDERS,
): string[] {
  const newest = new Map<string, string>();
  for (const e of log) {
    if (e.orderStatus === 'CANCEL' || (shopSeq !== null && e.shopSeq !== shopSeq) || e.printGroupUuid === '') continue;
    const seen = newest.get(e.printGroupUuid);
    if (seen === undefined || e.insDate > seen) newest.set(e.printGroupUuid, e.insDate);
  }
  return [...newest.entries()]
    .sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0))
    .slice(0, limit)
    .map(([uuid]) => uuid);
}
