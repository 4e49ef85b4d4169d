/// <reference lib="webworker" />
/**
 * The service worker: wiring only. Matchers and cache rules live in routes.ts, where they are
 * unit-tested.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NON_APP_PATHS } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route opens from the precached shell; the service's own paths never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NON_APP_PATHS }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
