import { DEFAULT_LOCALE, FALLBACK_LOCALE, type UiLocale } from './locales.ts';

/**
 * The catalogs to try, in order, for a diner who wants `wanted`: theirs, then the app's own
 * language, then the spec's fallback. The app opens in the first that loads instead of waiting
 * on one file for good.
 */
export function catalogOrder(wanted: UiLocale): UiLocale[] {
  return [...new Set([wanted, DEFAULT_LOCALE, FALLBACK_LOCALE])];
}

/** Waits before each try of one catalog: a dropped file is worth asking again, briefly. */
export const CATALOG_TRY_WAITS_MS = [0, 400, 1_200] as const;
