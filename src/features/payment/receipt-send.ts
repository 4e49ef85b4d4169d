/**
 * Sending the smart receipt (spec sections 7 and 8): 200 sent, 208 already sent, a server error
 * retried once after 1 s, anything else failed. With no connection the send is handed to the
 * offline queue of the service worker, which replays it when the connection returns; the same
 * idempotency key travels with both tries and the replay, so the service records it once.
 */
import type { ReceiptBody } from '../../api/contract/calls.ts';
import { isApiError } from '../../api/errors.ts';
import { receiptStep } from '../../shared/lib/retry.ts';
import { type ReceiptOutcome, sendReceipt } from './payment.api.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';

export type ReceiptSendOutcome = ReceiptOutcome | 'failed' | 'queued';

export interface ReceiptSendDeps {
  send?: (body: ReceiptBody, idempotencyKey: string) => Promise<ReceiptOutcome>;
  sleep?: Sleep;
  isOnline?: () => boolean;
}

export async function sendSmartReceipt(
  body: ReceiptBody,
  idempotencyKey: string,
  { send = sendReceipt, sleep = realSleep, isOnline = () => navigator.onLine }: ReceiptSendDeps = {},
): Promise<ReceiptSendOutcome> {
  for (let retriesMade = 0; ; retriesMade += 1) {
    // Read before sending: the browser may flip to online while the request fails.
    const offlineBefore = !isOnline();
    try {
      return await send(body, idempotencyKey);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'offline' || offlineBefore) return 'queued';
      const step = receiptStep(error.kind === 'http' ? (error.status ?? null) : null, retriesMade);
      if (step.kind !== 'retry') return 'failed';
      await sleep(step.delayMs);
    }
  }
}
