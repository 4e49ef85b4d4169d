/**
 * The Lingui runtime: one catalog per UI locale, compiled from `locales/<code>/messages.po` and
 * loaded on demand, so a diner downloads only the language they read; and in two parts
 * (catalog-parts.ts): start-up waits for the first screen's messages only, and the rest comes when
 * a dialog or another screen asks for it (`completeCatalog`). The page's `lang` and `dir` follow
 * the active locale (Arabic lays out right to left).
 *
 * The source language's first part (Korean) is part of the start-up code, not a file fetched on
 * demand: the app can always open with words, whatever the network. Most diners read Korean, so
 * for them the first screen costs no catalog request at all. Another language's catalog that cannot be fetched is asked for again,
 * then the app opens in Korean (catalog-order.ts) and says so, with a way to try again: a start
 * never waits on one file.
 */

import { messages as sourceMessages } from 'catalog-part:ko/first';
import { i18n, type Messages } from '@lingui/core';
import { atom } from 'jotai';
import { pause } from '../../api/deadline.ts';
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { store } from '../state/store.ts';
import { CATALOG_TRY_WAITS_MS, catalogOrder } from './catalog-order.ts';
import { FIRST_SCREEN_PARTS, REST_PARTS } from './catalog-parts.ts';
import { DEFAULT_LOCALE, isUiLocale, localeDirection, localeTag, type UiLocale } from './locales.ts';

// A message the active catalog lacks shows as its id: say so loudly (every journey fails on it).
i18n.on('missing', ({ locale, id }) => console.error(`i18n: no message ${id} in ${locale}`));

export function initialLocale(): UiLocale {
  const stored = readLocal(STORAGE_KEYS.local.locale);
  return stored && isUiLocale(stored) ? stored : DEFAULT_LOCALE;
}

export type CatalogLoader = (code: UiLocale) => Promise<Messages>;

const loadFirstPart: CatalogLoader = async (code) =>
  code === DEFAULT_LOCALE ? sourceMessages : (await FIRST_SCREEN_PARTS[code]()).messages;
const loadRestPart: CatalogLoader = async (code) => (await REST_PARTS[code]()).messages;

/** Once anything past the first screen asked for the whole catalog, a language switch loads it whole. */
let wholeWanted = false;
/** Each locale's rest, asked for once (again after a failure). */
const rests = new Map<UiLocale, Promise<Messages | null>>();
/** The activation under way: the rest is added to the catalog it shows, not to the one before. */
let activation: Promise<UiLocale> | null = null;

function restOf(code: UiLocale, load: CatalogLoader): Promise<Messages | null> {
  const asked = rests.get(code);
  if (asked) return asked;
  const rest = loadWithTries(code, load);
  rests.set(code, rest);
  void rest.then((messages) => {
    if (!messages) rests.delete(code);
  });
  return rest;
}

/**
 * The active catalog made whole, for a dialog or a screen past the first: resolves once the rest of
 * its messages is in (or could not be fetched, when words past the first screen show as ids). The
 * rest is added in place, without Lingui's change event, so the screen on show (whose words were
 * all there) does not render again.
 */
export async function completeCatalog(loadRest: CatalogLoader = loadRestPart): Promise<void> {
  wholeWanted = true;
  if (activation) await activation.catch(() => undefined);
  const code = i18n.locale;
  if (!isUiLocale(code)) return;
  const rest = await restOf(code, loadRest);
  if (rest && i18n.locale === code) Object.assign(i18n.messages, rest);
}

/** Resolves to `module` once the catalog is whole: for a dialog's code, loaded lazily. */
export async function withWholeCatalog<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, completeCatalog()]);
  return loaded;
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
export function activateLocale(
  code: UiLocale,
  load: CatalogLoader = loadFirstPart,
  loadRest: CatalogLoader = loadRestPart,
): Promise<UiLocale> {
  const activating = activate(code, load, loadRest);
  activation = activating;
  return activating;
}

async function activate(code: UiLocale, load: CatalogLoader, loadRest: CatalogLoader): Promise<UiLocale> {
  for (const candidate of catalogOrder(code)) {
    const [messages, rest] = await Promise.all([
      loadWithTries(candidate, load),
      wholeWanted ? restOf(candidate, loadRest) : null,
    ]);
    if (!messages) continue;
    show(candidate, rest ? { ...messages, ...rest } : messages);
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
