/**
 * Registers the worker built from src-sw/ (loaded lazily after the first render) and runs its
 * life cycle on the page:
 *
 * - First install: the worker takes the page at once; the page then hands it what it already
 *   loaded, so the menu seen on the first visit is there offline, and says it is ready offline.
 * - Updates: a new worker waits. The root view offers the new version (never on the payment
 *   screens); on consent the waiting worker is told to skip waiting and this tab reloads once,
 *   when the new worker controls it. A tab whose worker was replaced from another tab is not
 *   reloaded behind the diner's back: it keeps working (its old chunks stay available) and is
 *   offered a reload.
 * - Checks for a new version when the page comes back to the front or online, and hourly.
 */
import { msg } from '@lingui/core/macro';
import { Workbox } from 'workbox-window';
import { CONFIG } from '../config.ts';
import { readSession } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { startGivingUpPictures } from '../ui/pictures-waiting.ts';
import { showToast } from '../ui/toast.atoms.ts';
import { postToWorker, startWorkerBridge } from './bridge.ts';
import { offerUpdate, setUpdateCheck } from './update.atoms.ts';
import { warmUpList } from './warm-up.ts';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered: Workbox | null = null;

export function registerServiceWorker(): Workbox {
  if (registered) return registered;
  const wb = new Workbox('/sw.js', { scope: '/' });
  registered = wb;
  // Pictures the page lets go of are not fetched on by the worker (once it controls the page).
  startGivingUpPictures();
  let reloadRequested = false;
  let reloaded = false;

  wb.addEventListener('waiting', () => {
    offerUpdate('waiting', () => {
      reloadRequested = true;
      wb.messageSkipWaiting();
    });
  });

  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) {
      void warmUp();
      return;
    }
    if (reloadRequested && !reloaded) {
      reloaded = true;
      window.location.reload();
      return;
    }
    offerUpdate('ready', () => window.location.reload());
  });

  // Some contexts refuse workers (private modes, test browsers): the app works on without one.
  wb.register()
    .then(() => {
      startWorkerBridge();
      watchForUpdates(wb);
      setUpdateCheck(() => wb.update());
    })
    .catch((error: unknown) => console.warn('service worker not registered', error));
  return wb;
}

/** Puts what the first visit loaded through the worker's caches, then says it is ready offline. */
async function warmUp(): Promise<void> {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = warmUpList(
    names,
    { apiBase: CONFIG.apiBase, imageBase: CONFIG.imageBase, origin: window.location.origin },
    readSession(STORAGE_KEYS.session.token),
  );
  const done =
    urlsToCache.length === 0 ||
    (await postToWorker({ type: 'CACHE_URLS', payload: { urlsToCache } }, { reply: true })) === true;
  if (done) showToast(msg`Ready to use offline`, { durationMs: 3000 });
}

function watchForUpdates(wb: Workbox): void {
  const check = () => {
    if (navigator.onLine && document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}
