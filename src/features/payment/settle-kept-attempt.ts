/**
 * An attempt whose tab went away before its result page, settled with the service: an order it
 * holds reaches the history and leaves the cart. Loaded by the table screens once they show
 * (use-kept-attempt.ts), so none of it is on the way to the menu's first paint.
 */
import { askKept, asksAbout, keptAttemptAction } from './kept-attempt.ts';
import { logPaidOrder, orderFactsOf, recordPaidOrder } from './paid-order.ts';
import { getPaymentResult, getPrintLogGroup } from './payment.api.ts';
import { forgetPayment, markPaymentLogged, readPendingPayment, readTempCart } from './payment-session.ts';
import { isCardPayment } from './receipt-view.ts';

/** One question per attempt at a time, whichever screens open meanwhile. */
const asking = new Set<string>();

export async function settleKeptAttempt(signal: AbortSignal): Promise<void> {
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
