/**
 * The first visit loads the menu before the worker is in control, so none of it reaches the
 * worker's caches. Once the worker takes control, the page hands it the addresses it already
 * loaded (from the browser's resource timing) and the worker puts each through its own runtime
 * routes: only what those routes cache is kept, so personal data stays out whatever is listed.
 */
import { type Bases, isCached, pathUnder } from '../../worker-contract/cache-rules.ts';

/** Shop-public reads that carry the table token (spec section 6); the worker's fetch must too. */
export const BEARER_PATHS: readonly string[] = ['/shopInfo', '/category', '/shop/waiting'];

export type WarmUpEntry = string | [string, RequestInit];

/**
 * @example warmUpList(['https://app/api/category?shopSeq=1'], bases, 'tok')
 *   // [['https://app/api/category?shopSeq=1', { headers: { authorization: 'Bearer tok' } }]]
 */
export function warmUpList(resourceNames: readonly string[], bases: Bases, token: string | null): WarmUpEntry[] {
  const entries: WarmUpEntry[] = [];
  for (const name of new Set(resourceNames)) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (!isCached(url, 'GET', bases)) continue;
    const path = pathUnder(url, bases.apiBase, bases.origin);
    if (token && path !== null && BEARER_PATHS.includes(path)) {
      entries.push([url.href, { headers: { authorization: `Bearer ${token}` } }]);
    } else {
      entries.push(url.href);
    }
  }
  return entries;
}
