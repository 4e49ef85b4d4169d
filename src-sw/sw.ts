/// <reference lib="webworker" />
/**
 * The service worker: wiring only. What is cached, queued or left alone is decided in routes.ts,
 * the replay policy in replay.ts, the page protocol in messages.ts — each unit-tested.
 *
 * - Precache: the shell, every route chunk, all seven locale catalogs, icons, the offline page.
 * - Runtime: pictures cache-first; shop-public data network-first with a short timeout, keyed
 *   and stored without the bearer token, and stamped with the time it was fetched.
 * - Offline queues: visit records and smart-receipt sends, replayed exactly once per
 *   Idempotency-Key when the connection returns.
 * - Updates wait for the diner's consent (SKIP_WAITING); tabs on the previous build keep their
 *   lazy chunks (previous-assets.ts).
 */
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  FROM_CACHE_HEADER,
  isPageMessage,
  QUEUE_NAMES,
  type QueueName,
  queuedResponseInit,
  type WorkerMessage,
} from './messages.ts';
import { appHeadersOf, HEADERS_URL, withPageHeaders } from './page-headers.ts';
import { isHashedAsset, keepPreviousAssets, manifestUrls } from './previous-assets.ts';
import { createLock, queueOnFirstTry, type ReplayOutcome, type ReplayReport, replayQueue } from './replay.ts';
import {
  type Bases,
  CACHE_NAMES,
  IMAGE_CACHE_LIMITS,
  isImageRequest,
  isOutdatedCache,
  isShopPublicRequest,
  nonAppPaths,
  QUEUE_RETENTION_MINUTES,
  queueFor,
  SHOP_DATA_CACHE_LIMITS,
  SHOP_DATA_NETWORK_TIMEOUT_SECONDS,
} from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

const bases: Bases = {
  apiBase: import.meta.env.VITE_API_BASE ?? '/api',
  imageBase: import.meta.env.VITE_IMAGE_BASE ?? '/img',
  origin: self.location.origin,
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

registerRoute(
  ({ url, request }) => isImageRequest(url, request.method, bases),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    matchOptions: { ignoreVary: true },
    plugins: [
      // 0: an image host on another origin answers opaque responses to plain <img> requests.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

/* ---- offline queues ---- */

async function tellClients(message: WorkerMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

interface QueueMeta {
  printGroupUuid?: string;
}

async function metaOf(queue: QueueName, request: Request): Promise<QueueMeta | undefined> {
  if (queue !== 'receipt') return undefined;
  try {
    const body: unknown = await request.json();
    const id = typeof body === 'object' && body !== null && 'printGroupUuid' in body ? body.printGroupUuid : undefined;
    return typeof id === 'string' ? { printGroupUuid: id } : undefined;
  } catch {
    return undefined;
  }
}

const locks = { history: createLock(), receipt: createLock() } satisfies Record<QueueName, unknown>;
// With the Background Sync API, onSync runs only from a sync event; a kept entry then fails the
// event so the browser tries again later. Without it, Workbox calls onSync at worker start.
const syncSupported = 'sync' in self.registration;

function replayRound(name: QueueName, queue: Queue, fromSyncEvent: boolean): Promise<ReplayReport> {
  return locks[name](async () => {
    const report = await replayQueue<QueueMeta>(queue, {
      fetch: (request) => fetch(request),
      onSettled: (entry, _decision, status) => {
        const printGroupUuid = entry.metadata?.printGroupUuid;
        if (name === 'receipt' && printGroupUuid)
          void tellClients({ type: 'RECEIPT_REPLAYED', printGroupUuid, status });
      },
    });
    if (report.postponed && fromSyncEvent) throw new Error(`queue ${name}: replay postponed`);
    return report;
  });
}

const queues = Object.fromEntries(
  QUEUE_NAMES.map((name) => [
    name,
    new Queue(`table-order-${name}`, {
      maxRetentionTime: QUEUE_RETENTION_MINUTES,
      onSync: async ({ queue }) => {
        await replayRound(name, queue, syncSupported);
      },
    }),
  ]),
) as Record<QueueName, Queue>;

function queueingHandler(name: QueueName) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const copy = request.clone();
    let response: Response | undefined;
    let outcome: ReplayOutcome;
    try {
      response = await fetch(request);
      outcome = { kind: 'response', status: response.status };
    } catch {
      outcome = { kind: 'network-error' };
    }
    if (response && !queueOnFirstTry(name, outcome)) return response;
    const metadata = await metaOf(name, copy.clone());
    await queues[name].pushRequest(metadata ? { request: copy, metadata: { ...metadata } } : { request: copy });
    void tellClients({ type: 'REQUEST_QUEUED', queue: name });
    return new Response(JSON.stringify({ queued: true }), queuedResponseInit());
  };
}

for (const name of QUEUE_NAMES) {
  registerRoute(({ url, request }) => queueFor(url, request.method, bases) === name, queueingHandler(name), 'POST');
}

/* ---- the page's messages (CACHE_URLS is workbox-routing's own listener) ---- */

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message: unknown = event.data;
  if (!isPageMessage(message)) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message.type === 'REPLAY_QUEUES') {
    const done = Promise.all(QUEUE_NAMES.map((name) => replayRound(name, queues[name], false)));
    event.waitUntil(done.catch(() => undefined));
    void done.then(
      (reports) => event.ports[0]?.postMessage(reports),
      () => event.ports[0]?.postMessage(null),
    );
  }
});
