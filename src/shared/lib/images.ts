/**
 * Image addresses, built in one place. The service gives image paths relative to the image host
 * (`CONFIG.imageBase`); an absolute http(s) address passes through when it is on the image host or
 * on our own origin, the only places the Content Security Policy lets pictures come from (a
 * picture elsewhere would be blocked anyway, and could tell a stranger who opened the menu). Anything else — another
 * scheme (`javascript:`, `data:`), a protocol-relative `//host`, control characters, or a path
 * that climbs out of the image base with `..` — is refused as null, so screens show their
 * placeholder instead of loading something we did not mean to.
 */
import { CONFIG } from '../config.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HTTP = /^https?:\/\//i;
/** Stands in for the page's origin when the base is relative, then is cut off again. */
const PLACEHOLDER_ORIGIN = 'http://image-base.invalid';

export const BANNER_FOLDER = 'banner-file/shop/';
export const CUSTOM_LOGO_FOLDER = 'custom-logo-file/shop/';

/**
 * @example imageUrl('menu/12.png') // '/img/menu/12.png' with the default base
 * @example imageUrl('javascript:alert(1)') // null
 */
export function imageUrl(path: string | null | undefined, base: string = CONFIG.imageBase): string | null {
  const text = path?.trim();
  if (!text || UNSAFE.test(text)) return null;
  if (HTTP.test(text)) return absoluteHttp(text, base);
  if (SCHEME.test(text) || text.startsWith('//')) return null;

  const baseIsAbsolute = HTTP.test(base);
  let root: URL;
  let resolved: URL;
  try {
    root = new URL(base.replace(/\/*$/, '/'), `${PLACEHOLDER_ORIGIN}/`);
    resolved = new URL(text.replace(/^\/+/, ''), root);
  } catch {
    return null;
  }
  if (resolved.origin !== root.origin || !resolved.pathname.startsWith(root.pathname)) return null;
  return baseIsAbsolute ? resolved.href : `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The origins pictures may come from: the image host's, and the page's own. */
function imageOrigins(base: string): string[] {
  const origins = typeof location === 'undefined' ? [] : [location.origin];
  if (HTTP.test(base)) {
    try {
      origins.push(new URL(base).origin);
    } catch {
      // A broken base names no origin.
    }
  }
  return origins;
}

function absoluteHttp(text: string, base: string): string | null {
  try {
    const url = new URL(text);
    return url.hostname && imageOrigins(base).includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** A file inside `folder` of the image host; it may not climb out of that folder. */
function inFolder(folder: string, file: string | null | undefined, base: string): string | null {
  const text = file?.trim();
  if (!text || HTTP.test(text)) return imageUrl(text, base);
  if (SCHEME.test(text) || text.startsWith('//')) return null;
  const relative = text.replace(/^\/+/, '');
  const inside = relative.startsWith(folder) ? relative.slice(folder.length) : relative;
  return imageUrl(inside, `${base.replace(/\/*$/, '/')}${folder}`);
}

/** A shop or group banner: a bare file name, or a path that already starts with `banner-file/shop/`. */
export function bannerImageUrl(file: string | null | undefined, base: string = CONFIG.imageBase): string | null {
  return inFolder(BANNER_FOLDER, file, base);
}

/**
 * The banner a shop shows, from its shop info (`bannerUse`, `bannerFilePath`), or null. Takes
 * shop info as parsed by the app or as the boot script reads it, unchecked.
 */
export function shopBannerUrl(shop: { bannerUse?: unknown; bannerFilePath?: unknown }): string | null {
  if (shop.bannerUse !== true) return null;
  return bannerImageUrl(typeof shop.bannerFilePath === 'string' ? shop.bannerFilePath : null);
}

/** A shop's custom logo, under `custom-logo-file/shop/`, never doubling the folder. */
export function customLogoUrl(file: string | null | undefined, base: string = CONFIG.imageBase): string | null {
  return inFolder(CUSTOM_LOGO_FOLDER, file, base);
}
