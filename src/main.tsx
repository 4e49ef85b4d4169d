import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRestOfClient } from './api/client.ts';
import { yieldToMain } from './api/yield-to-main.ts';
import { routeTree } from './routeTree.gen.ts';
import { keepForOfflineWhenLeft } from './shared/frame/keep-for-offline.ts';
import { activateLocale, catalogMissingAtom, completeCatalog, initialLocale } from './shared/i18n/i18n.ts';
import { afterPageLoad } from './shared/lib/after-page-load.ts';
import { noteFirstScreenRendered } from './shared/lib/first-screen.ts';
import { watchKeyboardNavigation } from './shared/lib/keyboard-navigation.ts';
import { retryWhenOnline } from './shared/lib/retry-when-online.ts';
import { keepFailedScreenFilesInApp } from './shared/lib/screen-file-failures.ts';
import { startOutbox } from './shared/outbox/page-outbox.ts';
import { store } from './shared/state/store.ts';
import { listenForInstallOffer, settleInstallOffer } from './shared/sw/install.ts';
import { startServiceWorker } from './shared/sw/start-worker.ts';
import { applyEasyView, storedEasyView } from './shared/ui/easy-view.ts';
import './shared/ui/base.css';
import './shared/ui/easy-view.css';

/** How long the focus code waits for the page's load once the first screen shows. */
const SCREEN_FOCUS_WAIT_MS = 1_000;

function createAppRouter() {
  // Every unknown address is the root's to answer, not a half-matched screen's (no guards or loads).
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, notFoundMode: 'root' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

async function start() {
  // The browser's install offer comes early: listen before anything awaits. The rest of the start
  // gets a task of its own: evaluating the app's modules was a long one already.
  listenForInstallOffer();
  applyEasyView(storedEasyView());
  watchKeyboardNavigation();
  keepFailedScreenFilesInApp();
  // Visit records and receipts still waiting go out once the page has loaded, with or without a worker.
  startOutbox();
  await yieldToMain();
  settleInstallOffer();
  // The diner's catalog and the first route's data and code travel together: the catalog must be in
  // place before the first paint (or the first screen would flash untranslated keys), but waiting
  // for it before asking for the menu would cost a round trip. The router's own mount sees this load
  // in flight or done and does not start another. Building the router and routing each get a task
  // of their own: evaluating the modules was one long task already.
  const catalog = activateLocale(initialLocale());
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  await Promise.all([catalog, router.load().catch(console.error)]);
  // A first visit's loader may switch to the browser's language while the stored one is still
  // loading; whichever catalog arrived last must not win over the diner's (or the shop's) choice.
  const chosen = initialLocale();
  if (i18n.locale !== chosen && store.get(catalogMissingAtom) !== chosen) await activateLocale(chosen);
  // The data is in; the first render starts in a task of its own.
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  const app = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole menu: a tap or a scroll during start-up is not blocked.
  startTransition(() =>
    app.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </JotaiProvider>
      </StrictMode>,
    ),
  );
  // Once the first screen is on show (not between the first render's slices): focus between
  // screens, what a page without a worker keeps for offline, and the field figures.
  const stopWatching = router.subscribe('onRendered', () => {
    stopWatching();
    noteFirstScreenRendered();
    // Focus follows the diner from one screen to the next; the first screen is where the browser
    // starts it, so this code waits for the page's load, or a moment after the first screen shows
    // when pictures hold the load back.
    // Offline without the worker the file cannot come: it is asked for once the signal is back.
    const startFocus = () =>
      import('./shared/frame/screen-focus.ts').then(({ keepFocusAcrossScreens }) => keepFocusAcrossScreens(router));
    const focusNotStarted = (error: unknown) => console.warn('focus between screens did not start', error);
    afterPageLoad(() => {
      if (navigator.onLine || navigator.serviceWorker?.controller) retryWhenOnline(startFocus, focusNotStarted);
      else window.addEventListener('online', () => retryWhenOnline(startFocus, focusNotStarted), { once: true });
    }, SCREEN_FOCUS_WAIT_MS);
    // The other screens' calls and ky come with the first screen past the menu (the root route's
    // guard, which the router's preload on a tap or hover runs too) or with the first call that needs
    // them, not on idle: a diner who only reads the menu never downloads them. Without a worker, what
    // an order's steps need (a menu's detail, the cart bar it adds to, the cart, their calls and
    // words) is fetched when the diner leaves the page, for a return without signal.
    keepForOfflineWhenLeft(() =>
      Promise.all([
        preloadRestOfClient(),
        completeCatalog(),
        router.loadRouteChunk(router.routesById['/$shopSeq/$tableNum/$menuSeq']),
        import('./features/cart/components/cart-bar.tsx').then(({ preloadCartBar }) => preloadCartBar()),
        router.loadRouteChunk(router.routesById['/cart/$shopSeq/$tableNum']),
      ]),
    );
    afterPageLoad(() => {
      // Field figures only for a build that names where they go: without one, the code is not even
      // in the build (the condition is a constant the bundler drops).
      const rumEndpoint = import.meta.env.VITE_RUM_ENDPOINT;
      if (rumEndpoint) {
        import('./shared/rum/start-rum.ts')
          .then(({ startRum }) => startRum(rumEndpoint))
          .catch((error: unknown) => console.warn('field figures did not start', error));
      }
    });
  });
  // Off the critical path: the worker takes over once the first screen is up (see register.ts).
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    afterPageLoad(() => startServiceWorker());
  }
}

void start();
