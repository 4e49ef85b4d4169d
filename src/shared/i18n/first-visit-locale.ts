/**
 * The first visit to a shop that offers languages picks one from the phone's language (spec
 * section 4); a language the diner already chose, here or at another shop, stays.
 *
 * The phone's language is read once, while the page starts, not when the shop's answer comes:
 * a page being left (the diner scans again, reloads) still runs the promises it had pending, and
 * there Chromium answers `navigator.language` with its own default, `en-US`, whatever the phone
 * says. A pick made then would keep English for good on a Korean phone.
 */
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { changeLocale } from './i18n.ts';
import { localeFromBrowser } from './locales.ts';

function readPhoneLanguage(): string | null {
  try {
    return typeof navigator === 'undefined' ? null : navigator.language;
  } catch {
    return null;
  }
}

const phoneLanguage = readPhoneLanguage();

export async function pickFirstVisitLocale(shopUsesLocales: boolean): Promise<void> {
  if (!shopUsesLocales || readLocal(STORAGE_KEYS.local.localeChosen) === 'true') return;
  writeLocal(STORAGE_KEYS.local.localeChosen, 'true');
  if (readLocal(STORAGE_KEYS.local.locale)) return;
  await changeLocale(localeFromBrowser(phoneLanguage));
}
