/**
 * Sending the smart receipt (spec sections 7 and 8): 200 sent, 208 already sent, a server error
 * retried once after 1 s, another refusal failed.
 *
 * The send goes through the outbox (`src/worker-contract/outbox.ts`): the entry is stored before the first
 * try, under a key made from the order and the phone number, so every try, every resend by the
 * diner and every replay is the same message to the service. When no answer comes (offline, a
 * dropped signal, a timeout) the entry stays and goes again on its own; the diner is told
 * "queued" only when someone really holds it: the worker said it stored it, or IndexedDB took it.
 * Held in this page's memory alone, it is 'failed' (it may still go out while the page is open,
 * and the sheet then hears so).
 */

import type { ReceiptBody } from '../../api/contract/calls.ts';
import { type Pause, pause } from '../../api/deadline.ts';
import { receiptStep } from '../../shared/lib/retry.ts';
import {
  type Enqueued,
  enqueueMessage,
  outboxEntry,
  retryKeptSoon,
  settleMessage,
} from '../../shared/outbox/page-outbox.ts';
import { messageKey, type OutboxEntry, type SendOutcome } from '../../worker-contract/outbox.ts';
import { sendEntry } from '../../worker-contract/outbox-flush.ts';

export type ReceiptSendOutcome = 'sent' | 'already-sent' | 'limit' | 'failed' | 'queued';

/** One receipt, one key: the same order to the same phone is the same message. */
export function receiptKey(body: Pick<ReceiptBody, 'printGroupUuid' | 'phoneNumber'>): string {
  return messageKey(['receipt', body.printGroupUuid, body.phoneNumber]);
}

export interface ReceiptSendDeps {
  enqueue?: (entry: OutboxEntry) => Promise<Enqueued>;
  send?: (entry: OutboxEntry) => Promise<SendOutcome>;
  settle?: (key: string) => Promise<void>;
  sleep?: Pause;
  /** Arms the page's own retry timer for an entry kept after no answer came. */
  retrySoon?: () => void;
}

export async function sendSmartReceipt(
  body: ReceiptBody,
  {
    enqueue = enqueueMessage,
    send = sendEntry,
    settle = settleMessage,
    sleep = pause,
    retrySoon = retryKeptSoon,
  }: ReceiptSendDeps = {},
): Promise<ReceiptSendOutcome> {
  const { entry, durable } = await enqueue(await outboxEntry('receipt', body, receiptKey(body)));
  for (let retriesMade = 0; ; retriesMade += 1) {
    const outcome = await send(entry);
    if (outcome.kind !== 'response') {
      // A signal that dropped without the browser noticing brings no `online` event: the page's
      // timer sends it again, so a diner who stays on the sheet still gets the receipt.
      retrySoon();
      return durable ? 'queued' : 'failed';
    }
    // The worker's marked 202: it holds the entry now (in the same store). Safari and Firefox have
    // no Background Sync to wake it, so the page's timer sends it too, under the same key.
    if (outcome.queuedByWorker) {
      retrySoon();
      return 'queued';
    }
    const step = receiptStep(outcome.status, retriesMade);
    if (step.kind === 'retry') {
      await sleep(step.delayMs);
      continue;
    }
    // An answer the diner sees: the message is settled either way (a resend uses the same key).
    await settle(entry.key);
    return step.kind;
  }
}
