import { useEffect } from 'react';
import { deadline } from '../../../api/deadline.ts';
import { CONFIG } from '../../../shared/config.ts';

/**
 * On a table screen (menu home, cart, payment page): an attempt whose tab went away before its
 * result page is settled with the service (settle-kept-attempt.ts, loaded now: the menu paints
 * without it), so an order it holds reaches the history and leaves the cart. Bounded by a call's
 * time; a failure or no answer leaves the attempt for the next screen.
 */
export function useKeptAttempt(): void {
  useEffect(() => {
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
