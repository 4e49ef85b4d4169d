import { useEffect } from 'react';
import { deadline } from '../../../api/deadline.ts';
import { CONFIG } from '../../../shared/config.ts';
import { askKept, asksAbout, keptAttemptAction } from '../kept-attempt.ts';
import { logPaidOrder, orderFactsOf, recordPaidOrder } from '../paid-order.ts';
import { getPaymentResult, getPrintLogGroup } from '../payment.api.ts';
import { forgetPayment, markPaymentLogged, readPendingPayment, readTempCart } from '../payment-session.ts';
import { isCardPayment } from '../receipt-view.ts';

/** One question per attempt at a time, whichever screens open meanwhile. */
const asking = new Set<string>();

async function settleKeptAttempt(signal: AbortSignal): Promise<void> {
  const attempt = readPendingPayment();
  if (!attempt || !asksAbout(attempt) || asking.has(attempt.printGroupUuid)) return;
  const id = attempt.printGroupUuid;
  asking.add(id);
  try {
    const asked = await askKept(() => getPaymentResult(id, signal));
    if (asked.answer !== 'held') return;
    const action = keptAttemptAction(attempt, readTempCart(), asked.answer, isCardPayment(asked.value));
    if (action === 'keep') return;
    if (action === 'forget') return forgetPayment(id);
    const group = await getPrintLogGroup(id, signal);
    const facts = orderFactsOf(asked.value, group);
    if (action === 'log') return await recordPaidOrder(id, attempt, new Date(), facts);
    await logPaidOrder(id, attempt, new Date(), facts);
    markPaymentLogged(id);
  } finally {
    asking.delete(id);
  }
}

/**
 * On a table screen (menu home, cart, payment page): an attempt whose tab went away before its
 * result page is settled with the service, so an order it holds reaches the history and leaves
 * the cart. Bounded by a call's time; a failure or no answer leaves the attempt for the next screen.
 */
export function useKeptAttempt(): void {
  useEffect(() => {
    const controller = new AbortController();
    settleKeptAttempt(deadline(CONFIG.requestTimeoutMs * 2, controller.signal)).catch((error: unknown) => {
      // No answer now: the attempt stays kept and the next table screen asks again.
      if (!controller.signal.aborted) console.warn('Earlier order check failed', error);
    });
    return () => controller.abort();
  }, []);
}
