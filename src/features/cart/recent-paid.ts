/**
 * The table's order paid by card a moment ago, for a diner back at the cart who never saw the
 * result page (the way back from the gateway was lost): the cart is empty because the order went
 * through, and the cart screen says so with a way to its result page.
 */
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { shopTimestamp } from '../../api/contract/timestamp.ts';

/** How long after paying the cart still points at the order. */
export const RECENT_PAID_MS = 3 * 60 * 60 * 1000;

export interface RecentPaid {
  printGroupUuid: string;
  /** YYYYMMDDHHmmss of the shop's clock (the history's key). */
  insDate: string;
}

/** The newest card order of this table paid in the last `RECENT_PAID_MS` and not cancelled; else null. */
export function recentPaidOrder(
  log: readonly OrderLogEntry[],
  table: { shopSeq: number; tableNum: number },
  now: Date,
): RecentPaid | null {
  const since = shopTimestamp(new Date(now.getTime() - RECENT_PAID_MS));
  const ours = log.filter((entry) => entry.shopSeq === table.shopSeq && entry.tableNum === table.tableNum);
  // A cancel on any line is the whole order's.
  const cancelled = new Set(ours.filter((e) => e.orderStatus === 'CANCEL').map((e) => e.printGroupUuid));
  let newest: RecentPaid | null = null;
  for (const entry of ours) {
    if (entry.settlement !== 'card' || cancelled.has(entry.printGroupUuid) || entry.insDate < since) continue;
    if (!newest || entry.insDate > newest.insDate)
      newest = { printGroupUuid: entry.printGroupUuid, insDate: entry.insDate };
  }
  return newest;
}
