/**
 * Tabs opened on the previous build keep working after a new worker takes over.
 *
 * A new worker's activation deletes the precached files the new build no longer lists, and the
 * host may have removed them too: a tab still running the old build would then fail to load a
 * route chunk it had not needed yet (a lazy `import()`), and the diner would be stuck. So while
 * the new worker installs, the old build's hashed files are copied aside into their own cache and
 * served from there to whoever still asks for them. One build back is kept; the copy is replaced
 * at the next install.
 */

/** Hashed build files: the only ones an old tab loads lazily. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * The precached addresses to keep aside: hashed files of the running build that the new build
 * does not list. Precache keys may carry Workbox's `__WB_REVISION__` parameter; hashed files never do.
 */
export function previousAssetUrls(
  cachedUrls: readonly string[],
  nextUrls: ReadonlySet<string>,
  origin: string,
): string[] {
  return cachedUrls.filter((href) => {
    const url = new URL(href);
    return isHashedAsset(url, origin) && url.search === '' && !nextUrls.has(url.href);
  });
}

/** The absolute addresses a precache manifest lists. */
export function manifestUrls(entries: readonly (string | { url: string })[], base: string): Set<string> {
  return new Set(entries.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, base).href));
}

/** Copies the previous build's files aside (install time). Failures only cost the safety net. */
export async function keepPreviousAssets(
  precacheName: string,
  previousName: string,
  nextUrls: ReadonlySet<string>,
  origin: string,
): Promise<void> {
  const precache = await caches.open(precacheName);
  const keep = previousAssetUrls(
    (await precache.keys()).map((request) => request.url),
    nextUrls,
    origin,
  );
  if (keep.length === 0) return;
  await caches.delete(previousName);
  const previous = await caches.open(previousName);
  await Promise.all(
    keep.map(async (url) => {
      const response = await precache.match(url);
      if (response) await previous.put(url, response);
    }),
  );
}
