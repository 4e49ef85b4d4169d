/**
 * Runs once the page has loaded: work the first screen does not wait for (the worker, the visit
 * record, the rest of the client) must not compete with it for the connection or the main thread.
 */
export function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
