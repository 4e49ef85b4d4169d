/**
 * What the service worker caches, queues or leaves alone: pure functions of a URL, unit-tested
 * in cache-rules.test.ts. The worker only caches what a matcher here allows; everything else (payment,
 * the session check, phone numbers, waiting registrations, order status, print logs, order
 * numbers, the gateways, the demo controls) goes to the network untouched and is never stored.
 *
 * The order service and the image host are configurable (`VITE_API_BASE`, `VITE_IMAGE_BASE`), so
 * every matcher takes its base: relative bases are on the app's origin, absolute ones anywhere.
 */
import { CALL_PATHS } from '../api/contract/paths.ts';
import { type ImageTemplate, templatePrefix } from './image-template.ts';
import type { QueueName } from './messages.ts';

/** Cache names, versioned: a new version starts empty and activation deletes the old ones. */
export const CACHE_VERSION = 'v1';
export const CACHE_NAMES = {
  /** Menu, banner, logo, group and promotion pictures. */
  images: `table-order-images-${CACHE_VERSION}`,
  /** Shop-public data: shop and table info, categories, break times, promotion, locales, group, waiting info. */
  shopData: `table-order-shop-data-${CACHE_VERSION}`,
  /** Hashed files of the previous build, for tabs still running it (see previous-assets.ts). */
  previousAssets: `table-order-previous-assets-${CACHE_VERSION}`,
} as const;

/** Caches this worker owns; any other `table-order-*` cache is a leftover of an older version. */
export function isOutdatedCache(name: string): boolean {
  return name.startsWith('table-order-') && !(Object.values(CACHE_NAMES) as string[]).includes(name);
}

/**
 * Pictures: at most this many, each at most `IMAGE_MAX_BYTES`, so the cache stays under
 * 200 × 512 KB = 100 MB however many menus a diner browses, and never starves the cart, the
 * order log or the outbox of quota.
 */
export const IMAGE_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
export const IMAGE_MAX_BYTES = 512 * 1024;

/**
 * Whether a picture's answer may be cached: a 200 with CORS (or same-origin) only, and of a known
 * size under the cap. An opaque answer (status 0, from an <img> without `crossorigin` on another
 * origin) is never kept: Chrome counts each at about 7 MB of quota, and it may be an error page.
 */
export function isCacheableImage(answer: { status: number; type: string; bytes: number }): boolean {
  return answer.status === 200 && answer.type !== 'opaque' && answer.bytes > 0 && answer.bytes <= IMAGE_MAX_BYTES;
}

/**
 * A picture's size as it will be stored, when its headers tell it, so the worker need not read
 * every picture a long scroll asks for a second time just to measure it. Raster formats are
 * stored as sent: hosts do not compress them again, so the declared length is the stored size.
 * SVG is text that hosts gzip, and then the length is not what is stored: `null`, measure it.
 */
export function declaredPictureBytes(headers: { get(name: string): string | null }): number | null {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const length = headers.get('content-length')?.trim() ?? '';
  if (!/^\d+$/.test(length) || !type.startsWith('image/') || type.includes('svg')) return null;
  if (headers.get('content-encoding')) return null;
  return Number(length);
}

export const SHOP_DATA_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
/** A dead zone often shows as a hanging request: after this the cached copy answers instead. */
export const SHOP_DATA_NETWORK_TIMEOUT_SECONDS = 4;

/**
 * GET calls whose answers are the same for every diner of a shop, safe to keep on a shared phone.
 * `/shop/waiting` is the shop's queue size and status; `/shop/waiting/{uuid}` (a diner's
 * registration, with their position) is personal and is not in this list.
 */
export const SHOP_PUBLIC_PATHS: readonly string[] = [
  CALL_PATHS.shopInfo,
  CALL_PATHS.tableInfo,
  CALL_PATHS.breakTime,
  CALL_PATHS.promotion,
  CALL_PATHS.localeShop,
  CALL_PATHS.localeOption,
  CALL_PATHS.localeOptionGroup,
  CALL_PATHS.category,
  CALL_PATHS.shopGroup,
  CALL_PATHS.shopWaiting,
];

/** POST calls that are queued when they cannot be sent, and replayed later. */
export const QUEUED_PATHS: Readonly<Record<string, QueueName>> = {
  [CALL_PATHS.history]: 'history',
  [CALL_PATHS.receipt]: 'receipt',
};

/**
 * The path of `url` below `base` (`'/shopInfo'` for `…/api/shopInfo` with base `/api`), or null
 * when the URL is not under it. `origin` is the app's origin, against which a relative base resolves.
 */
export function pathUnder(url: URL, base: string, origin: string): string | null {
  let root: URL;
  try {
    root = new URL(base.replace(/\/*$/, '/'), `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
  return `/${url.pathname.slice(root.pathname.length)}`;
}

export interface Bases {
  apiBase: string;
  imageBase: string;
  /** The app's own origin (`self.location.origin` in the worker). */
  origin: string;
  /** The image resizer's template (`imageTemplateSetting`): its variants are pictures too. */
  imageTemplate?: ImageTemplate | null;
}

/** Whether the address is one the resizer's template makes: same origin and the template's fixed start. */
function isResizerVariant(url: URL, bases: Bases): boolean {
  const prefix = bases.imageTemplate ? templatePrefix(bases.imageTemplate, bases.origin) : null;
  if (!prefix) return false;
  // A template that starts with its placeholder would otherwise claim every address of the app.
  if (prefix.origin === bases.origin && prefix.pathname === '/') return false;
  return url.href.startsWith(prefix.href);
}

/** A picture from the image host or its resizer, whichever variant the page chose: cached first, bounded by count and age. */
export function isImageRequest(url: URL, method: string, bases: Bases): boolean {
  if (method !== 'GET') return false;
  return pathUnder(url, bases.imageBase, bases.origin) !== null || isResizerVariant(url, bases);
}

/** A shop-public read of the order service: network first, the cached copy when offline. */
export function isShopPublicRequest(url: URL, method: string, bases: Bases): boolean {
  if (method !== 'GET') return false;
  const path = pathUnder(url, bases.apiBase, bases.origin);
  return path !== null && SHOP_PUBLIC_PATHS.includes(path);
}

/** The queue a POST goes to when it cannot be sent, or null when it is never queued. */
export function queueFor(url: URL, method: string, bases: Bases): QueueName | null {
  if (method !== 'POST') return null;
  const path = pathUnder(url, bases.apiBase, bases.origin);
  return path === null ? null : (QUEUED_PATHS[path] ?? null);
}

/** Whether the worker keeps any copy of this request's answer (the inverse is "never cached"). */
export function isCached(url: URL, method: string, bases: Bases): boolean {
  return isImageRequest(url, method, bases) || isShopPublicRequest(url, method, bases);
}

/** Paths the service worker must never answer with the app shell: the service's and the gateways'. */
export function nonAppPaths(bases: Bases): RegExp[] {
  const own = [bases.apiBase, bases.imageBase]
    .map((base) => sameOriginPrefix(base, bases.origin))
    .filter((prefix): prefix is string => prefix !== null);
  const fixed = ['/api/', '/img/', '/pg/', '/__demo/'];
  return [...new Set([...fixed, ...own])].map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`));
}

function sameOriginPrefix(base: string, origin: string): string | null {
  try {
    const root = new URL(base.replace(/\/*$/, '/'), `${origin}/`);
    return root.origin === origin ? root.pathname : null;
  } catch {
    return null;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
