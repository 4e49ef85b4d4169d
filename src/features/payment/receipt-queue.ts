/**
 * Smart receipts waiting in the outbox (`src/worker-contract/outbox.ts`), which holds the send itself. The
 * outbox tells the page about a replay with a window event:
 *   window.dispatchEvent(new CustomEvent('receipt-replayed', { detail: { printGroupUuid, status } }))
 * where `status` is the HTTP status the order service answered the replayed send with.
 */
import * as v from 'valibot';
import { RECEIPT_REPLAYED_EVENT } from '../../shared/sw/worker-events.ts';

export { RECEIPT_REPLAYED_EVENT };

const ReplayedSchema = v.object({ printGroupUuid: v.string(), status: v.number() });
export type ReceiptReplayed = v.InferOutput<typeof ReplayedSchema>;

/** The event's detail when it is a well-formed replay report, else null. */
export function readReplayed(event: Event): ReceiptReplayed | null {
  if (!(event instanceof CustomEvent)) return null;
  const parsed = v.safeParse(ReplayedSchema, event.detail);
  return parsed.success ? parsed.output : null;
}

/**
 * What a replayed send means for the sheet. The outbox reports only answers it settles on (a 2xx
 * or a final refusal; 5xx and 429 stay queued), so an error answer is final: the diner may send again.
 */
export function replayOutcome(status: number): 'sent' | 'already-sent' | 'limit' | 'failed' {
  if (status === 208) return 'already-sent';
  if (status === 409) return 'limit';
  return status >= 200 && status < 300 ? 'sent' : 'failed';
}
