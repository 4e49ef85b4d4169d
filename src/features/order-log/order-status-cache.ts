/**
 * The order-status tab with a memory. The spec only rethrows a failed status load; a diner with a
 * weak connection would then see nothing. We keep the last status seen for the table in IndexedDB
 * and, when a load fails, show that one with the time it was seen. With nothing kept, the failure
 * stands and the screen offers a retry.
 */
import * as v from 'valibot';
import { type OrderStatusLine, OrderStatusLineSchema } from '../../api/contract/other-entities.ts';
import { type ApiError, isAborted, isApiError } from '../../api/errors.ts';
import { readIdb, writeIdb } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { getOrderStatus } from './order-log.api.ts';

export const OrderStatusSnapshotSchema = v.object({
  lines: v.array(OrderStatusLineSchema),
  /** ms since epoch when the service gave these lines. */
  seenAt: v.number(),
  /** The language the lines were named in. */
  localeCode: v.string(),
});
export type OrderStatusSnapshot = v.InferOutput<typeof OrderStatusSnapshotSchema>;

export type OrderStatusView =
  | { stale: false; lines: OrderStatusLine[]; seenAt: number }
  /** The load failed; these are the lines kept from `seenAt`. */
  | { stale: true; lines: OrderStatusLine[]; seenAt: number; error: ApiError };

export function readOrderStatusSnapshot(shopSeq: number, tableNum: number): Promise<OrderStatusSnapshot | null> {
  return readIdb(STORAGE_KEYS.idb.orderStatus(shopSeq, tableNum), OrderStatusSnapshotSchema, null);
}

export interface LoadOrderStatusArgs {
  shopSeq: number;
  tableNum: number;
  localeCode: string;
  /** The clock, passed in: `Date.now`. */
  now: () => number;
  signal?: AbortSignal;
  fetchLines?: typeof getOrderStatus;
}

/**
 * Loads the table's order status and keeps it; on failure answers with the kept status (stale),
 * or rethrows when there is none or the caller aborted.
 */
export async function loadOrderStatus({
  shopSeq,
  tableNum,
  localeCode,
  now,
  signal,
  fetchLines = getOrderStatus,
}: LoadOrderStatusArgs): Promise<OrderStatusView> {
  try {
    const lines = await fetchLines(shopSeq, tableNum, localeCode, signal);
    const seenAt = now();
    const snapshot: OrderStatusSnapshot = { lines, seenAt, localeCode };
    await writeIdb(STORAGE_KEYS.idb.orderStatus(shopSeq, tableNum), snapshot).catch(() => undefined);
    return { stale: false, lines, seenAt };
  } catch (error) {
    if (!isApiError(error) || isAborted(error)) throw error;
    const kept = await readOrderStatusSnapshot(shopSeq, tableNum).catch(() => null);
    if (!kept) throw error;
    return { stale: true, lines: kept.lines, seenAt: kept.seenAt, error };
  }
}
