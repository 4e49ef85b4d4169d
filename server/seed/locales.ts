import type { LocaleEntry } from '../../src/api/contract/entities.ts';
import { LANGS, type Lang } from './types.ts';

/** Each locale's own name for itself, as the language dialog lists it. `al` is Arabic. */
const LOCALE_NAMES: Record<Lang, string> = {
  en: 'English',
  jp: '日本語',
  ch: '中文',
  al: 'العربية',
  vi: 'Tiếng Việt',
  ru: 'Русский',
};

export function localeEntries(langs: readonly Lang[] = LANGS): LocaleEntry[] {
  return langs.map((localeCode, index) => ({
    localeCode,
    localeName: LOCALE_NAMES[localeCode],
    orderIndex: index + 1,
  }));
}
