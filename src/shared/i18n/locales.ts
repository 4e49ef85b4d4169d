/**
 * The locale table: the seven UI language codes the order service uses (spec sections 1 and 9),
 * each with the BCP 47 tag `Intl` and the page's `lang` need and its text direction.
 */
import type { LocaleEntry } from '../../api/contract/entities.ts';

export const UI_LOCALES = ['ko', 'en', 'jp', 'ch', 'al', 'vi', 'ru'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_LOCALE: UiLocale = 'ko';
/** The language a missing translation falls back to (after the locale asked for). */
export const FALLBACK_LOCALE: UiLocale = 'en';

export type TextDirection = 'ltr' | 'rtl';

export const LOCALE_TABLE: Readonly<Record<UiLocale, { tag: string; dir: TextDirection }>> = {
  ko: { tag: 'ko', dir: 'ltr' },
  en: { tag: 'en', dir: 'ltr' },
  jp: { tag: 'ja', dir: 'ltr' },
  ch: { tag: 'zh-Hans', dir: 'ltr' },
  // The spec never says what `al` is. Our reading is Arabic (hence right to left); if the order
  // service means another language, this row is the only place to change.
  al: { tag: 'ar', dir: 'rtl' },
  vi: { tag: 'vi', dir: 'ltr' },
  ru: { tag: 'ru', dir: 'ltr' },
};

export function isUiLocale(code: unknown): code is UiLocale {
  return typeof code === 'string' && (UI_LOCALES as readonly string[]).includes(code);
}

/** BCP 47 tag for `Intl` and `<html lang>`, e.g. `localeTag('jp') === 'ja'`. */
export function localeTag(code: UiLocale): string {
  return LOCALE_TABLE[code].tag;
}

export function localeDirection(code: UiLocale): TextDirection {
  return LOCALE_TABLE[code].dir;
}

/** Korean is the menu's own language: its names are used as they are, no translation lookup. */
export function needsTranslation(code: string): boolean {
  return code !== 'ko';
}

const BROWSER_LANGUAGES: Readonly<Record<string, UiLocale>> = { ko: 'ko', en: 'en', vi: 'vi', zh: 'ch' };

/**
 * First-visit locale from the browser language (spec section 4): ko, en, vi, and zh → ch;
 * anything else, or nothing, gives en. Only the primary subtag counts: 'zh-CN' → 'ch'.
 */
export function localeFromBrowser(language: string | null | undefined): UiLocale {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BROWSER_LANGUAGES[primary] ?? FALLBACK_LOCALE;
}

export const KOREAN_ENTRY: LocaleEntry = { localeCode: 'ko', localeName: '한국어', orderIndex: 0 };

/**
 * The language dialog's list: the shop's locales plus the fixed Korean entry (kept once if the
 * server already sent ko), sorted by orderIndex; equal indexes keep the server's order.
 */
export function withKoreanEntry(shopLocales: readonly LocaleEntry[]): LocaleEntry[] {
  const list = shopLocales.some((l) => l.localeCode === 'ko') ? [...shopLocales] : [...shopLocales, KOREAN_ENTRY];
  return list.sort((a, b) => a.orderIndex - b.orderIndex);
}
