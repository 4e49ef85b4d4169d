/**
 * Runs once the page has loaded: work the first screen does not wait for (the worker, the rest of
 * the client and catalog, the visit record) must not compete with it for the connection or the
 * main thread.
 *
 * The load event waits for every picture on the page, so a slow image host can hold it back for
 * as long as it likes. Work that must happen in any case names how long it will wait at most.
 */
export function afterPageLoad(task: () => void, atMostMs?: number): void {
  if (document.readyState === 'complete') {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('load', run);
    clearTimeout(timer);
    task();
  };
  window.addEventListener('load', run, { once: true });
  const timer = atMostMs === undefined ? undefined : setTimeout(run, atMostMs);
}
