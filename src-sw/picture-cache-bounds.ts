/**
 * The picture cache's bounds (count and age) as a Workbox plugin, kept with what Cache Storage
 * already knows instead of an IndexedDB record per picture; the rules and why are in
 * worker-contract/picture-cache-rules.ts.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { isFreshPicture, needsTrim, picturesToEvict } from '../src/worker-contract/picture-cache-rules.ts';

interface Limits {
  readonly maxEntries: number;
  readonly maxAgeSeconds: number;
}

interface PictureCacheBounds {
  readonly plugin: WorkboxPlugin;
  /** Out of quota (Workbox's quota error callback): the pictures go first, they come back. */
  readonly purge: () => Promise<void>;
}

export function pictureCacheBounds(cacheName: string, limits: Limits): PictureCacheBounds {
  let countedEntries: number | null = null;
  const shownFromCache = new Set<string>();
  let trimming: Promise<void> | null = null;

  async function trim(): Promise<void> {
    const cache = await caches.open(cacheName);
    const stored = (await cache.keys()).map((request) => request.url);
    const evicted = picturesToEvict(stored, shownFromCache, limits.maxEntries);
    countedEntries = stored.length - evicted.length;
    for (const url of evicted) shownFromCache.delete(url);
    await Promise.all(evicted.map((url) => cache.delete(url)));
  }

  async function purge(): Promise<void> {
    await caches.delete(cacheName);
    countedEntries = null;
    shownFromCache.clear();
  }

  const plugin: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (!cachedResponse) return null;
      if (!isFreshPicture(cachedResponse.headers.get('date'), Date.now(), limits.maxAgeSeconds)) return null;
      shownFromCache.add(request.url);
      return cachedResponse;
    },
    cacheDidUpdate: async () => {
      if (countedEntries !== null) countedEntries += 1;
      if (trimming || !needsTrim(countedEntries, limits.maxEntries)) return trimming ?? undefined;
      trimming = trim()
        .catch(() => {
          countedEntries = null;
        })
        .finally(() => {
          trimming = null;
        });
      return trimming;
    },
  };
  return { plugin, purge };
}
