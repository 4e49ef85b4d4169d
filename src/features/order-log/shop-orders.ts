/**
 * Which of the order log's entries are one shop's. The navbar's order-history button needs only
 * this, so it lives apart from the history screen's grouping (history.ts).
 */
import type { OrderLogEntry } from '../../api/contract/persisted.ts';

export function historyForShop(log: readonly OrderLogEntry[], shopSeq: number): OrderLogEntry[] {
  return log.filter((e) => e.shopSeq === shopSeq);
}

/** Whether the order-history button has anything to show (else the no-ordered-menu modal). */
export function hasOrdersForShop(log: readonly OrderLogEntry[], shopSeq: number): boolean {
  return log.some((e) => e.shopSeq === shopSeq);
}
