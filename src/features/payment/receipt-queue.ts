/**
 * Smart receipts waiting for the connection. The service worker's offline queue holds the request
 * itself; this keeps, per tab, which orders have one waiting, so a reload still says "queued".
 *
 * The offline layer tells the page about a replay with a window event:
 *   window.dispatchEvent(new CustomEvent('receipt-replayed', { detail: { printGroupUuid, status } }))
 * where `status` is the HTTP status the order service answered the replayed send with.
 */
import * as v from 'valibot';
import { sessionArea } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { RECEIPT_REPLAYED_EVENT } from '../../shared/sw/bridge.ts';

export { RECEIPT_REPLAYED_EVENT };

const ReplayedSchema = v.object({ printGroupUuid: v.string(), status: v.number() });
export type ReceiptReplayed = v.InferOutput<typeof ReplayedSchema>;

const QueuedSchema = v.array(v.object({ printGroupUuid: v.string(), phoneNumber: v.string() }));
export type QueuedReceipt = v.InferOutput<typeof QueuedSchema>[number];

const KEY = STORAGE_KEYS.session.receiptQueued;

function readAll(): QueuedReceipt[] {
  return sessionArea.getJson(KEY, QueuedSchema) ?? [];
}

export function queuedReceiptFor(printGroupUuid: string): QueuedReceipt | null {
  return readAll().find((q) => q.printGroupUuid === printGroupUuid) ?? null;
}

export function markReceiptQueued(entry: QueuedReceipt): void {
  sessionArea.setJson(KEY, [...readAll().filter((q) => q.printGroupUuid !== entry.printGroupUuid), entry]);
}

export function clearReceiptQueued(printGroupUuid: string): void {
  const rest = readAll().filter((q) => q.printGroupUuid !== printGroupUuid);
  if (rest.length === 0) sessionArea.remove(KEY);
  else sessionArea.setJson(KEY, rest);
}

/** The event's detail when it is a well-formed replay report, else null. */
export function readReplayed(event: Event): ReceiptReplayed | null {
  if (!(event instanceof CustomEvent)) return null;
  const parsed = v.safeParse(ReplayedSchema, event.detail);
  return parsed.success ? parsed.output : null;
}

/**
 * What a replayed send means for the sheet. The queue counts any answer as delivered (it only
 * retries when no answer came), so an error answer is final: the diner may send again.
 */
export function replayOutcome(status: number): 'sent' | 'already-sent' | 'failed' {
  if (status === 208) return 'already-sent';
  return status >= 200 && status < 300 ? 'sent' : 'failed';
}
