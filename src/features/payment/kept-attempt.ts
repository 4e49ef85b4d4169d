/**
 * A payment attempt kept on the phone after its tab went away (reloaded or closed after the order
 * was placed at the counter or paid, before the result page logged it). When a table screen opens,
 * the service is asked about it: an order it holds is logged here once and its lines leave the
 * cart; an order it does not hold (yet) stays kept, so paying again reuses the same order id and
 * the service never takes a second order. An attempt the service refused to place is not asked
 * about (its answer would be "not found", which the browser logs as a failed request).
 */
import type { Pending } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { PendingPayment, TempCart } from './payment-session.ts';

/** What the service says of a kept attempt's order. */
export type KeptAnswer =
  /** Placed at the counter, or paid: the result page would show it. */
  | 'held'
  /** Registered, the card payment not done (204): the diner may still pay it. */
  | 'awaiting'
  /** Never reached the service (404): paying again places it, under the same id. */
  | 'not-found'
  /** No answer (offline, time up, a failure): asked again when a table screen next opens. */
  | 'unknown';

export type KeptAction =
  /** Log the order with the lines this phone paid, take them out of the cart, forget the attempt. */
  | 'log'
  /**
   * A card payment: logged as above, but the attempt stays (marked logged), so paying again for
   * an edited cart first lands on this payment's result instead of charging the card again.
   */
  | 'log-and-keep'
  /** The order is held but the paid lines were not kept on this phone: only forget the attempt. */
  | 'forget'
  /** Leave the attempt as it is. */
  | 'keep';

/** What the service's answer (a result, or the call's failure) means for a kept attempt. */
export async function askKept<T>(
  fetchResult: () => Promise<Pending<T>>,
): Promise<{ answer: 'held'; value: T } | { answer: Exclude<KeptAnswer, 'held'> }> {
  try {
    const result = await fetchResult();
    return result.pending ? { answer: 'awaiting' } : { answer: 'held', value: result.value };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return { answer: 'not-found' };
    return { answer: 'unknown' };
  }
}

/** Whether the service is asked about a kept attempt: not when it refused the order or it is logged. */
export function asksAbout(attempt: PendingPayment): boolean {
  return attempt.refused !== true && attempt.logged !== true;
}

export function keptAttemptAction(
  attempt: PendingPayment,
  temp: TempCart | null,
  answer: KeptAnswer,
  paidByCard: boolean,
): KeptAction {
  if (answer !== 'held') return 'keep';
  if (paidByCard) return 'log-and-keep';
  return temp?.printGroupUuid === attempt.printGroupUuid && temp.lines.length > 0 ? 'log' : 'forget';
}
