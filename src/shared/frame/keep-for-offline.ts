/**
 * A page no service worker controls (iOS in-app browsers, a first visit before the worker took
 * over) keeps for offline only the code it has imported. A diner who leaves the page (the phone
 * locked, another app opened) may come back in a dead zone: the first time the page goes hidden,
 * `prepare` fetches what the next steps need (the cart's screen, the other calls, the whole
 * catalog). The menu's first load does not carry them, and a diner who never leaves the page asks
 * for each when going there.
 */
export function keepForOfflineWhenLeft(
  prepare: () => Promise<unknown>,
  page: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
  hasWorker: () => boolean = () => Boolean(globalThis.navigator?.serviceWorker?.controller),
): void {
  const onChange = () => {
    if (page.visibilityState !== 'hidden') return;
    page.removeEventListener('visibilitychange', onChange);
    // The worker precaches every file: nothing to do for it.
    if (hasWorker()) return;
    prepare().catch((error: unknown) => console.warn('not kept for offline', error));
  };
  page.addEventListener('visibilitychange', onChange);
}
