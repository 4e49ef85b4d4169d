/**
 * TanStack Router answers a screen file that cannot be fetched by reloading the whole page once,
 * hoping for a new release. Before the worker has saved the app, the usual cause is a signal
 * that dropped: the reload then ends on the browser's own offline page and the diner loses the
 * app. Once the worker is in, it serves every file of the running release and brings a new one
 * with the update prompt, so the reload gains nothing there either. A failed screen file
 * therefore shows the root's "could not be opened" screen, whose retry loads it again.
 *
 * The router skips its reload when it finds its once-per-message mark in session storage
 * (`tanstack_router_reload:` and the error's message, in `lazyRouteComponent`); Vite reports the
 * failed import first (`vite:preloadError`), so the mark is set before the router looks.
 */
const ROUTER_RELOAD_MARK = 'tanstack_router_reload:';

export function keepFailedScreenFilesInApp(): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!(error instanceof Error)) return;
    try {
      sessionStorage.setItem(`${ROUTER_RELOAD_MARK}${error.message}`, '1');
    } catch {
      // Storage refused (private mode, quota): the router's own reload remains.
    }
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
