/**
 * How the worker keeps its picture cache within bounds, as pure rules (the wiring is
 * src-sw/picture-cache-bounds.ts).
 *
 * Workbox's expiration plugin keeps a timestamp per picture in IndexedDB and walks that index
 * after every use and every store. Scrolling a shop of thousands of menus stores a picture every
 * few frames, and that bookkeeping cost the phone more than storing the pictures themselves
 * (docs/menu-at-scale.md, "The installed app's scroll"). These rules keep the same two bounds
 * with what Cache Storage already knows: its keys come back in the order they were stored
 * (https://w3c.github.io/ServiceWorker/#cache-keys), and each answer carries its `Date` header.
 */

/**
 * Whether a kept picture is still young enough to show. Read from the answer's `Date` header, as
 * Workbox's own expiration plugin does; an answer without a readable date counts as fresh.
 */
export function isFreshPicture(dateHeader: string | null, now: number, maxAgeSeconds: number): boolean {
  if (dateHeader === null) return true;
  const made = Date.parse(dateHeader);
  return Number.isNaN(made) || made >= now - maxAgeSeconds * 1000;
}

/**
 * Stores are counted between trims: the cache may grow this far past its limit before one runs,
 * so a long scroll pays one listing of the cache per this many pictures, not one per picture.
 */
export const PICTURE_TRIM_SLACK = 25;

/**
 * Whether the cache's size, as counted by the last trim plus the stores since, calls for a trim.
 * `null`: this worker has not listed the cache yet.
 */
export function needsTrim(countedEntries: number | null, maxEntries: number): boolean {
  return countedEntries === null || countedEntries > maxEntries + PICTURE_TRIM_SLACK;
}

/**
 * The kept pictures to delete so that `maxEntries` remain: the oldest stored first, but a picture
 * the cache has answered while this worker ran (`shownFromCache`) goes only after every picture it
 * has not, so the pictures a diner comes back to (the first screen, the dish they ordered)
 * outlast those scrolled past once.
 */
export function picturesToEvict(
  storedOldestFirst: readonly string[],
  shownFromCache: ReadonlySet<string>,
  maxEntries: number,
): string[] {
  const over = storedOldestFirst.length - Math.max(0, maxEntries);
  if (over <= 0) return [];
  const unused = storedOldestFirst.filter((url) => !shownFromCache.has(url));
  const used = storedOldestFirst.filter((url) => shownFromCache.has(url));
  return [...unused, ...used].slice(0, over);
}
