/**
 * The Lingui runtime: one catalog per UI locale, compiled from `locales/<code>/messages.po` by the
 * Vite plugin and loaded whole on demand, so a diner downloads only the language they read. The
 * page's `lang` and `dir` follow the active locale (Arabic lays out right to left).
 *
 * The source language's catalog (Korean) is part of the start-up code, not a file of its own: the
 * app can always open with words, whatever the network. Most diners read Korean, so for them it
 * costs no request at all. Another language's catalog that cannot be fetched is asked for again,
 * then the app opens in Korean (catalog-order.ts) and says so, with a way to try again: a start
 * never waits on one file.
 */
import { i18n, type Messages } from '@lingui/core';
import { atom } from 'jotai';
import { messages as sourceMessages } from '../../../locales/ko/messages.po';
import { pause } from '../../api/deadline.ts';
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { store } from '../state/store.ts';
import { CATALOG_TRY_WAITS_MS, catalogOrder } from './catalog-order.ts';
import { DEFAULT_LOCALE, isUiLocale, localeDirection, localeTag, type UiLocale } from './locales.ts';

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../../locales/*/messages.po',
  '!../../../locales/ko/messages.po',
]);

// A message the active catalog lacks shows as its id: say so loudly (every journey fails on it).
i18n.on('missing', ({ locale, id }) => console.error(`i18n: no message ${id} in ${locale}`));

export function initialLocale(): UiLocale {
  const stored = readLocal(STORAGE_KEYS.local.locale);
  return stored && isUiLocale(stored) ? stored : DEFAULT_LOCALE;
}

export type CatalogLoader = (code: UiLocale) => Promise<Messages>;

async function loadCatalog(code: UiLocale): Promise<Messages> {
  if (code === DEFAULT_LOCALE) return sourceMessages;
  const load = catalogs[`../../../locales/${code}/messages.po`];
  return load ? (await load()).messages : {};
}

/** The language the diner asked for while another shows because its catalog did not load; else null. */
export const catalogMissingAtom = atom<UiLocale | null>(null);

async function loadWithTries(code: UiLocale, load: CatalogLoader): Promise<Messages | null> {
  for (const wait of CATALOG_TRY_WAITS_MS) {
    if (wait > 0) await pause(wait);
    try {
      return await load(code);
    } catch (error) {
      console.warn(`i18n: the ${code} catalog did not load`, error);
    }
  }
  return null;
}

/** Shows the app in `code`, or in the first language after it whose catalog loads; resolves to which. */
export async function activateLocale(code: UiLocale, load: CatalogLoader = loadCatalog): Promise<UiLocale> {
  for (const candidate of catalogOrder(code)) {
    const messages = await loadWithTries(candidate, load);
    if (!messages) continue;
    show(candidate, messages);
    store.set(catalogMissingAtom, candidate === code ? null : code);
    return candidate;
  }
  // Not one catalog came: the app opens in its source language, which it always holds, and the
  // notice's retry asks again.
  show(DEFAULT_LOCALE, sourceMessages);
  store.set(catalogMissingAtom, code === DEFAULT_LOCALE ? null : code);
  return DEFAULT_LOCALE;
}

function show(code: UiLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale: code, messages });
  const root = document.documentElement;
  root.lang = localeTag(code);
  root.dir = localeDirection(code);
}

export async function changeLocale(code: UiLocale): Promise<void> {
  writeLocal(STORAGE_KEYS.local.locale, code);
  await activateLocale(code);
}
