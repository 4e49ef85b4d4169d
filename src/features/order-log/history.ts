/**
 * Order history (spec section 2, order log): the persisted order-log list as this device saw
 * it, for one shop, in sections per payment time. The key is the insert timestamp
 * (YYYYMMDDHHmmss, to the second), newest first; only the newest section starts open.
 */
import type { PayType } from '../../api/contract/entities.ts';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { timestampHeader } from '../../api/contract/timestamp.ts';
import { basePrice } from '../../shared/lib/option-price.ts';
import { type OrderState, orderStateOf } from './order-state.ts';
import { historyForShop } from './shop-orders.ts';

export interface HistorySection {
  /** The grouping key, YYYYMMDDHHmmss. */
  insDate: string;
  /** 'YYYY-MM-DD HH:mm', 24-hour. */
  header: string;
  /** The section's lines in the order they were in the cart. */
  lines: OrderLogEntry[];
  /** Sum of the lines' total prices. */
  total: number;
  defaultOpen: boolean;
  /** What became of the order; null for an entry an older version wrote without it. */
  state: OrderState | null;
  /** Whether it was paid by card (a cancelled card order says its payment was cancelled). */
  card: boolean;
  /** The currency it was made in; null for an older entry (the shop's currency is the best guess). */
  payType: PayType | null;
}

export function groupHistory(entries: readonly OrderLogEntry[]): HistorySection[] {
  const byStamp = new Map<string, OrderLogEntry[]>();
  for (const entry of entries) {
    const lines = byStamp.get(entry.insDate);
    if (lines) lines.push(entry);
    else byStamp.set(entry.insDate, [entry]);
  }
  // Fixed-width digits sort as text; descending puts the newest first.
  return [...byStamp.keys()]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map((insDate, index) => {
      const lines = [...(byStamp.get(insDate) ?? [])].sort((a, b) => a.cartSeq - b.cartSeq);
      // One payment's lines share its state; a cancel on any of them is the order's.
      const cancelled = lines.find((l) => l.orderStatus === 'CANCEL');
      const first = cancelled ?? lines[0];
      return {
        insDate,
        header: timestampHeader(insDate),
        lines,
        total: lines.reduce((sum, l) => sum + l.totalPrice, 0),
        defaultOpen: index === 0,
        state: first ? orderStateOf(first) : null,
        card: lines.some((l) => l.settlement === 'card'),
        payType: lines.find((l) => l.payType)?.payType ?? null,
      };
    });
}

/** The order-history tab for a shop. */
export function orderHistory(log: readonly OrderLogEntry[], shopSeq: number): HistorySection[] {
  return groupHistory(historyForShop(log, shopSeq));
}

/** The base price a history line shows: the menu price, or the replacing option's price. */
export function historyLineBasePrice(entry: Pick<OrderLogEntry, 'menuPrice' | 'selectedOptions'>): number {
  return basePrice(entry.menuPrice, entry.selectedOptions);
}
