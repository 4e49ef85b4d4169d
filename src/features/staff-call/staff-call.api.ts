/**
 * The staff call's two requests. The call itself goes through the outbox (`src/worker-contract/
 * outbox.ts`), as visit records and receipts do: stored before its first send under a key made from
 * the tap, sent at once, and when no answer comes sent again by the page (at start, on `online`,
 * on return to the page, then on its retry timer) or by the worker, under the same key, so the
 * service records it once. The state of the table's calls is a plain read.
 */
import type { StaffCallBody, StaffCallState } from '../../api/contract/staff-call.ts';
import {
  enqueueMessage,
  outboxEntry,
  retryKeptSoon,
  settleMessage,
  storedMessages,
} from '../../shared/outbox/page-outbox.ts';
import { request } from '../../shared/request.ts';
import { outboxDecision } from '../../worker-contract/outbox.ts';
import { sendEntry } from '../../worker-contract/outbox-flush.ts';

/**
 * sent: the service has it; queued: the outbox holds it for later; refused: the service said no
 * for good; covered: the table asked for the same within the minute (another phone), so the staff
 * already know and this call is dropped.
 */
export type StaffCallSendOutcome = 'sent' | 'queued' | 'refused' | 'covered';

export async function sendStaffCall(body: StaffCallBody, key: string, token: string): Promise<StaffCallSendOutcome> {
  const entry = { ...(await outboxEntry('staffCall', body, key)), bearer: token };
  const { durable } = await enqueueMessage(entry);
  const outcome = await sendEntry(entry);
  // A 429 the diner is watching: the table's earlier call stands for this one. Replayed later by
  // a round instead (the outbox keeps what a 429 answers), it goes once the minute has passed.
  if (outcome.kind === 'response' && outcome.status === 429) {
    await settleMessage(entry.key);
    return 'covered';
  }
  const decision = outboxDecision(outcome);
  if (decision === 'keep') {
    // Whoever brings the signal back (an `online` event, a return to the page, the worker) sends
    // it; the page's own timer does too, for a browser that never noticed the signal was gone.
    retryKeptSoon();
    // Held in this page's memory alone it still goes while the page is open, but a reload would lose it.
    return durable ? 'queued' : 'refused';
  }
  await settleMessage(entry.key);
  return decision === 'delivered' ? 'sent' : 'refused';
}

/** The keys of the staff calls the outbox still holds (none when it cannot be read). */
export async function queuedStaffCallKeys(): Promise<Set<string>> {
  const entries = await storedMessages();
  return new Set(entries.filter((entry) => entry.call === 'staffCall').map((entry) => entry.key));
}

export function getStaffCallState(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<StaffCallState> {
  return request('staffCallState', { query: { shopSeq, tableNum }, signal });
}
