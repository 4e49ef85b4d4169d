import { useEffect } from 'react';
import { useOnline } from '../../shared/lib/use-online.ts';
import { refreshOrderStates } from './order-state-store.ts';

/**
 * Refreshes the logged orders' states from the service whenever the screen shows and the phone
 * is online (again); what the phone holds shows at once meanwhile.
 */
export function useOrderStateRefresh(shopSeq: number | null): void {
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    refreshOrderStates(shopSeq, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('Order states not refreshed', error);
    });
    return () => controller.abort();
  }, [shopSeq, online]);
}
