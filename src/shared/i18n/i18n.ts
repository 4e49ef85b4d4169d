/**
 * The Lingui runtime: one catalog per UI locale, compiled from `locales/<code>/messages.po` by the
 * Vite plugin and loaded whole on demand, so a diner downloads only the language they read. The
 * page's `lang` and `dir` follow the active locale (Arabic lays out right to left).
 */
import { i18n, type Messages } from '@lingui/core';
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { DEFAULT_LOCALE, isUiLocale, localeDirection, localeTag, type UiLocale } from './locales.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po');

// A message the active catalog lacks shows as its id: say so loudly (every journey fails on it).
i18n.on('missing', ({ locale, id }) => console.error(`i18n: no message ${id} in ${locale}`));

export function initialLocale(): UiLocale {
  const stored = readLocal(STORAGE_KEYS.local.locale);
  return stored && isUiLocale(stored) ? stored : DEFAULT_LOCALE;
}

export async function activateLocale(code: UiLocale): Promise<void> {
  const load = catalogs[`../../../locales/${code}/messages.po`];
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale: code, messages });
  const root = document.documentElement;
  root.lang = localeTag(code);
  root.dir = localeDirection(code);
}

export async function changeLocale(code: UiLocale): Promise<void> {
  writeLocal(STORAGE_KEYS.local.locale, code);
  await activateLocale(code);
}
