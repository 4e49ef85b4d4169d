/// <reference lib="webworker" />
/**
 * The service worker: wiring only. What is cached, queued or left alone is decided in
 * worker-contract/cache-rules.ts, the outbox's sending in outbox-flush.ts, the page protocol in
 * messages.ts — each unit-tested.
 *
 * - Precache: the shell, every route chunk, all seven locale catalogs, icons, the offline page.
 * - Runtime: pictures cache-first; shop-public data network-first with a short timeout, keyed
 *   and stored without the bearer token, and stamped with the time it was fetched.
 * - The outbox: visit records and smart-receipt sends the network did not answer are kept and
 *   sent again, at least once and under their Idempotency-Key (counted once by the service).
 * - Updates wait for the diner's consent (SKIP_WAITING); tabs on the previous build keep their
 *   lazy chunks (previous-assets.ts).
 * - The waiting alert with the app closed: on Periodic Background Sync the watched registrations
 *   are checked with the page's own rule (waiting-watch.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, registerQuotaErrorCallback, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { IDEMPOTENCY_HEADER } from '../src/api/contract/call-spec.ts';
import { DEMO_DEFAULTS } from '../src/settings/settings.ts';
import {
  type AppNotification,
  type BadgingTarget,
  notificationOptions,
  showAppBadge,
} from '../src/worker-contract/app-notification.ts';
import {
  type Bases,
  CACHE_NAMES,
  declaredPictureBytes,
  IMAGE_CACHE_LIMITS,
  isCacheableImage,
  isImageRequest,
  isOutdatedCache,
  isShopPublicRequest,
  nonAppPaths,
  queueFor,
  SHOP_DATA_CACHE_LIMITS,
  SHOP_DATA_NETWORK_TIMEOUT_SECONDS,
} from '../src/worker-contract/cache-rules.ts';
import { closestWidth, imageTemplateSetting, readVariant } from '../src/worker-contract/image-template.ts';
import {
  FROM_CACHE_HEADER,
  isPageMessage,
  QUEUE_NAMES,
  type QueueName,
  queuedResponseInit,
  type WorkerMessage,
} from '../src/worker-contract/messages.ts';
import { OUTBOX_LOCK, type OutboxEntry } from '../src/worker-contract/outbox.ts';
import { flushOutbox, type RoundReport, type Settled, sendEntry } from '../src/worker-contract/outbox-flush.ts';
import { idbOutboxStore } from '../src/worker-contract/outbox-store.ts';
import { WAITING_WATCH_TAG, watchRound } from '../src/worker-contract/waiting-watch.ts';
import { askWaitingDetail } from '../src/worker-contract/waiting-watch-ask.ts';
import { idbWaitingWatchStore } from '../src/worker-contract/waiting-watch-store.ts';
import { givenUpAnswer, givenUpPictures } from './given-up-pictures.ts';
import { appHeadersOf, HEADERS_URL, withPageHeaders } from './page-headers.ts';
import { pictureCacheBounds } from './picture-cache-bounds.ts';
import { isHashedAsset, keepPreviousAssets, manifestUrls } from './previous-assets.ts';

declare const self: ServiceWorkerGlobalScope;

const bases: Bases = {
  apiBase: import.meta.env.VITE_API_BASE ?? DEMO_DEFAULTS.VITE_API_BASE,
  imageBase: import.meta.env.VITE_IMAGE_BASE ?? DEMO_DEFAULTS.VITE_IMAGE_BASE,
  origin: self.location.origin,
  imageTemplate: imageTemplateSetting(import.meta.env),
};

/* ---- precache, previous build, clean-up ---- */

const manifest = self.__WB_MANIFEST;

self.addEventListener('install', (event) => {
  const next = manifestUrls(manifest, self.location.href);
  event.waitUntil(
    keepPreviousAssets(cacheNames.precache, CACHE_NAMES.previousAssets, next, bases.origin).catch((error: unknown) =>
      console.warn('previous build not kept', error),
    ),
  );
});

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first install takes the open page at once, so its data is cached from the first visit on.
// An update never reaches this before the diner's consent: it waits for SKIP_WAITING.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)))),
  );
});

// A chunk of the previous build that an open tab still asks for (not in the new precache).
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedAsset(url, bases.origin),
  async ({ request }) => (await caches.match(request, { cacheName: CACHE_NAMES.previousAssets })) ?? fetch(request),
);

/* ---- navigations ---- */

/** The build's own security headers, precached with the pages they were made for. */
async function pageHeaders(): Promise<Record<string, string> | null> {
  try {
    return appHeadersOf(await (await matchPrecache(HEADERS_URL))?.json());
  } catch {
    return null;
  }
}

const shell = createHandlerBoundToURL('/index.html');

// Every client route opens from the precached shell; the service's own paths never do.
registerRoute(
  new NavigationRoute(async (options) => withPageHeaders(await shell(options), await pageHeaders()), {
    denylist: nonAppPaths(bases),
  }),
);

setCatchHandler(async ({ request }) => {
  // A picture the phone does not hold, with no network: an answer the page shows as a missing
  // picture. Response.error() is a failed interception, which Firefox reports as a page error.
  if (request.destination === 'image') return new Response(null, { status: 504, statusText: 'Offline' });
  if (request.mode !== 'navigate') return Response.error();
  const offline = await matchPrecache('/offline.html');
  return offline ? withPageHeaders(offline, await pageHeaders()) : Response.error();
});

/* ---- runtime caches ---- */

/** The token stays out of the cache: the key (and the stored request) is the address alone. */
const keyWithoutCredentials: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => request.url,
};

/** The copy that goes into the cache says when it was fetched; network answers never carry it. */
const stampFetchTime: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(FROM_CACHE_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

registerRoute(
  ({ url, request }) => isShopPublicRequest(url, request.method, bases),
  new NetworkFirst({
    cacheName: CACHE_NAMES.shopData,
    networkTimeoutSeconds: SHOP_DATA_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      keyWithoutCredentials,
      stampFetchTime,
      new ExpirationPlugin({ ...SHOP_DATA_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

const pictureBounds = pictureCacheBounds(CACHE_NAMES.images, IMAGE_CACHE_LIMITS);
registerQuotaErrorCallback(pictureBounds.purge);
const givenUp = givenUpPictures();

registerRoute(
  ({ url, request }) => isImageRequest(url, request.method, bases),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    matchOptions: { ignoreVary: true },
    plugins: [
      // A 200 of known, bounded size only: no opaque answers, no error pages kept for 30 days.
      {
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200 || response.type === 'opaque') return null;
          const bytes = declaredPictureBytes(response.headers) ?? (await response.clone().blob()).size;
          return isCacheableImage({ status: response.status, type: response.type, bytes }) ? response : null;
        },
      },
      pictureBounds.plugin,
      givenUp.plugin,
      // Offline, a width the phone never fetched is answered by another width of the same picture;
      // one the page gave up, by an error once the page's own request has surely ended.
      {
        handlerDidError: async ({ request }) =>
          givenUp.wasGivenUp(request) ? givenUpAnswer() : anotherWidthOfThePicture(request.url),
      },
    ],
  }),
);

async function anotherWidthOfThePicture(url: string): Promise<Response | undefined> {
  const template = bases.imageTemplate;
  const wanted = template ? readVariant(template, bases.origin, url) : null;
  if (!template || !wanted) return undefined;
  const cache = await caches.open(CACHE_NAMES.images);
  const kept = new Map<number, Request>();
  for (const key of await cache.keys()) {
    const variant = readVariant(template, bases.origin, key.url);
    if (variant?.picture === wanted.picture) kept.set(variant.width, key);
  }
  const width = closestWidth(wanted.width, [...kept.keys()]);
  const key = width === null ? undefined : kept.get(width);
  return key ? cache.match(key) : undefined;
}

/* ---- the outbox (visit records and receipts; see outbox.ts) ---- */

async function tellClients(message: WorkerMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

/** Background Sync's event (Chromium only; the lib has no type for it). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

function askForSync(): void {
  (self.registration as SyncRegistration).sync?.register(OUTBOX_LOCK).catch(() => undefined);
}

function announce({ entry, status }: Settled): void {
  if (entry.call !== 'receipt') return;
  const body = entry.body as { printGroupUuid?: unknown };
  if (typeof body.printGroupUuid === 'string' && body.printGroupUuid !== '')
    void tellClients({ type: 'RECEIPT_REPLAYED', printGroupUuid: body.printGroupUuid, status });
}

/**
 * One round over the outbox. From a sync event a kept entry fails the event, so the browser
 * tries again later; anywhere else the next start, `online` or page request does.
 */
async function outboxRound(fromSyncEvent: boolean): Promise<RoundReport> {
  const report = await flushOutbox(idbOutboxStore, { send: (entry) => sendEntry(entry), onSettled: announce });
  if (report.postponed && fromSyncEvent) throw new Error('outbox: replay postponed');
  return report;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_LOCK) sync.waitUntil(outboxRound(true));
});

// Browsers without Background Sync (WebKit, Firefox) replay when the worker starts.
void outboxRound(false).catch(() => undefined);

/** The entry a failed POST becomes: its own key, body and address. */
async function entryOf(call: QueueName, request: Request): Promise<OutboxEntry | null> {
  try {
    const body: unknown = await request.json();
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? crypto.randomUUID();
    return { key, call, url: request.url, body, createdAt: Date.now() };
  } catch {
    return null;
  }
}

/**
 * A visit record or receipt on its way: sent as it is. When no answer comes (offline, or the
 * page gave up waiting) the worker keeps it in the outbox, unless the page already has, and says
 * so with its marked 202; if it cannot keep it either, the page sees the failure as it is.
 */
function outboxHandler(call: QueueName) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch (failure) {
      const entry = await entryOf(call, copy);
      if (!entry) throw failure;
      try {
        if (!(await idbOutboxStore.has(entry.key))) await idbOutboxStore.put(entry);
      } catch {
        throw failure;
      }
      askForSync();
      void tellClients({ type: 'REQUEST_QUEUED', queue: call });
      return new Response(JSON.stringify({ queued: true }), queuedResponseInit());
    }
  };
}

for (const name of QUEUE_NAMES) {
  registerRoute(({ url, request }) => queueFor(url, request.method, bases) === name, outboxHandler(name), 'POST');
}

/* ---- the page's messages (CACHE_URLS is workbox-routing's own listener) ---- */

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message: unknown = event.data;
  if (!isPageMessage(message)) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message.type === 'PICTURES_GIVEN_UP') {
    const source = event.source;
    if (source && 'id' in source) givenUp.giveUp(source.id, message.payload.urls);
  } else if (message.type === 'REPLAY_QUEUES') {
    const done = outboxRound(false);
    event.waitUntil(done.catch(() => undefined));
    void done.then(
      (reports) => event.ports[0]?.postMessage(reports),
      () => event.ports[0]?.postMessage(null),
    );
  }
});

/* ---- notifications the diner asked for (the waiting alert) ---- */

// A tap brings the app back on the notification's page: an open window of the app is reused,
// else a new one opens. Only addresses of the app itself are opened.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const wanted = typeof data === 'object' && data !== null && 'url' in data ? String(data.url) : '/';
  const target = new URL(wanted, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await open.focus();
      // navigate() works only on a window this worker controls; else a window of its own.
      if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
    }),
  );
});

/* ---- the waiting alert with the app closed (Periodic Background Sync; see waiting-watch.ts) ---- */

/** Periodic Background Sync's event and manager (Chromium only; the lib has no type for them). */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}
type PeriodicSyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { unregister(tag: string): Promise<void> };
};

async function show(notification: AppNotification): Promise<void> {
  try {
    await self.registration.showNotification(notification.title, notificationOptions(notification));
  } catch {
    // Notifications withdrawn since the diner switched the alert on: nothing to show.
  }
}

/** One background check: ask, tell, badge, and stop the periodic sync once nothing is watched. */
async function waitingWatchCheck(): Promise<void> {
  const report = await watchRound(idbWaitingWatchStore, (watch) =>
    askWaitingDetail(watch, { apiBase: bases.apiBase, origin: bases.origin }),
  );
  for (const notification of report.notifications) await show(notification);
  await showAppBadge(self.navigator as WorkerNavigator & BadgingTarget, report.badge);
  if (report.remaining === 0)
    await (self.registration as PeriodicSyncRegistration).periodicSync
      ?.unregister(WAITING_WATCH_TAG)
      .catch(() => undefined);
}

self.addEventListener('periodicsync', (event) => {
  const sync = event as PeriodicSyncEvent;
  if (sync.tag === WAITING_WATCH_TAG) sync.waitUntil(waitingWatchCheck());
});
