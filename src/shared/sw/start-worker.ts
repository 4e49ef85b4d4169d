import { retryWhenOnline } from '../lib/retry-when-online.ts';

interface WorkerRegistrar {
  registerServiceWorker: () => unknown;
}

/**
 * Registers the service worker once its code has arrived. A first visit whose signal drops right
 * after the menu showed would otherwise go without the worker (no offline menu, no order history
 * offline) until the page is opened again: the code is asked for once more when the connection
 * is back.
 */
export function startServiceWorker(
  load: () => Promise<WorkerRegistrar> = () => import('./register.ts'),
  target: Pick<Window, 'addEventListener'> = window,
): void {
  retryWhenOnline(
    () => load().then(({ registerServiceWorker }) => registerServiceWorker()),
    (error) => console.error('service worker not registered', error),
    target,
  );
}
