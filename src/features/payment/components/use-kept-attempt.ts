import { useEffect } from 'react';
import { deadline } from '../../../api/deadline.ts';
import { CONFIG } from '../../../shared/config.ts';
import { readLocal, readSession } from '../../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../../shared/state/storage-keys.ts';

/**
 * Whether a payment attempt may be kept on this phone: a look at storage alone, so a table screen
 * with none (nearly every visit) never loads the code that settles one.
 */
function mayKeepAttempt(): boolean {
  return (
    readSession(STORAGE_KEYS.session.pendingPayment) !== null || readLocal(STORAGE_KEYS.local.pendingPayment) !== null
  );
}

/**
 * On a table screen (menu home, cart, payment page): an attempt whose tab went away before its
 * result page is settled with the service, so an order it holds reaches the history and leaves
 * the cart. Bounded by a call's time; a failure or no answer leaves the attempt for the next screen.
 * The settling code (the payment calls, the paid-order log) comes only when there is an attempt.
 */
export function useKeptAttempt(): void {
  useEffect(() => {
    if (!mayKeepAttempt()) return;
    const controller = new AbortController();
    import('../settle-kept-attempt.ts')
      .then(({ settleKeptAttempt }) => settleKeptAttempt(deadline(CONFIG.requestTimeoutMs * 2, controller.signal)))
      .catch((error: unknown) => {
        // No answer now (or the code did not load): the attempt stays kept and the next table screen asks again.
        if (!controller.signal.aborted) console.warn('Earlier order check failed', error);
      });
    return () => controller.abort();
  }, []);
}
