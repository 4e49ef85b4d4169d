import { Workbox } from 'workbox-window';

/** Registers the worker built from src-sw/. Loaded lazily after the first render. */
export function registerServiceWorker(): Workbox {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Some contexts refuse workers (private modes, test browsers): the app works on without one.
  wb.register().catch((error: unknown) => console.warn('service worker not registered', error));
  return wb;
}
