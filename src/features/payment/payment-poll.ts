/**
 * Waiting for the payment result (spec sections 4 and 9): 204 means the gateway has not told the
 * order service yet, so ask again, up to 5 more times with a doubling delay. Any other failure
 * ends the wait at once with what went wrong; the screen decides what to say.
 */
import type { Pending } from '../../api/client.ts';
import type { PaymentResult } from '../../api/contract/entities.ts';
import { type Pause, pause } from '../../api/deadline.ts';
import { type ApiError, isApiError } from '../../api/errors.ts';
import { nextPaymentPoll } from '../../shared/lib/retry.ts';
import { getPaymentResult } from './payment.api.ts';

export type PollOutcome =
  | { kind: 'ready'; result: PaymentResult }
  /** Still not ready after every retry. */
  | { kind: 'gave-up' }
  | { kind: 'failed'; error: ApiError };

export interface PollDeps {
  fetch?: (mchtTrdNo: string, signal?: AbortSignal) => Promise<Pending<PaymentResult>>;
  sleep?: Pause;
}

export async function pollPaymentResult(
  printGroupUuid: string,
  signal?: AbortSignal,
  { fetch = getPaymentResult, sleep = pause }: PollDeps = {},
): Promise<PollOutcome> {
  for (let retriesMade = 0; ; retriesMade += 1) {
    let answer: Pending<PaymentResult>;
    try {
      answer = await fetch(printGroupUuid, signal);
    } catch (error) {
      if (isApiError(error)) return { kind: 'failed', error };
      throw error;
    }
    if (!answer.pending) return { kind: 'ready', result: answer.value };
    const delay = nextPaymentPoll(retriesMade);
    if (delay === 'give-up') return { kind: 'gave-up' };
    await sleep(delay, signal);
  }
}
