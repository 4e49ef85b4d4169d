/**
 * The Lingui runtime: one catalog per UI locale, compiled from `locales/<code>/messages.po` and
 * served in two parts (see catalog-parts.ts), so a diner downloads only the language they read,
 * and on the menu only the menu's messages. The page's `lang` and `dir` follow the active locale
 * (Arabic lays out right to left).
 */
import { i18n, type Messages } from '@lingui/core';
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { DEFAULT_LOCALE, isUiLocale, localeDirection, localeTag, type UiLocale } from './locales.ts';

type CatalogModule = { messages: Messages };
type CatalogPart = 'menu' | 'rest';

const parts: Record<CatalogPart, Record<string, () => Promise<CatalogModule>>> = {
  menu: import.meta.glob<CatalogModule>('../../../locales/*/messages.po', { query: '?part=menu' }),
  rest: import.meta.glob<CatalogModule>('../../../locales/*/messages.po', { query: '?part=rest' }),
};

async function loadPart(code: UiLocale, part: CatalogPart): Promise<Messages> {
  const load = parts[part][`../../../locales/${code}/messages.po`];
  return load ? (await load()).messages : {};
}

/** Once any screen needed the rest of the catalog, every later language switch brings it too. */
let restWanted = false;
/** The locale whose active messages include the rest part. */
let restLoadedFor: UiLocale | null = null;
let activation: Promise<void> = Promise.resolve();
/** The locale of the latest activation, done or under way. */
let activating: UiLocale | null = null;

// A message the active catalog lacks shows as its id: say so loudly (every journey fails on it).
i18n.on('missing', ({ locale, id }) => console.error(`i18n: no message ${id} in ${locale}`));

export function initialLocale(): UiLocale {
  const stored = readLocal(STORAGE_KEYS.local.locale);
  return stored && isUiLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function activateLocale(code: UiLocale): Promise<void> {
  const withRest = restWanted;
  activating = code;
  activation = Promise.all([loadPart(code, 'menu'), withRest ? loadPart(code, 'rest') : null]).then(([menu, rest]) => {
    i18n.loadAndActivate({ locale: code, messages: { ...menu, ...rest } });
    restLoadedFor = rest ? code : null;
    const root = document.documentElement;
    root.lang = localeTag(code);
    root.dir = localeDirection(code);
  });
  return activation;
}

/**
 * Makes sure the active locale has every message, for a screen other than the menu. The messages
 * join the active catalog in place, without Lingui's change event: no screen on show uses them,
 * and that event would re-render the whole menu for nothing.
 */
export async function loadRestOfCatalog(): Promise<void> {
  restWanted = true;
  // On a first screen other than the menu both parts are wanted: ask for the rest at once, not
  // after the menu's part (a module loads once, so asking again below costs nothing).
  if (activating && restLoadedFor !== activating) loadPart(activating, 'rest').catch(() => undefined);
  await activation;
  const code = i18n.locale;
  if (!isUiLocale(code) || restLoadedFor === code) return;
  const rest = await loadPart(code, 'rest');
  if (i18n.locale === code && restLoadedFor !== code) {
    Object.assign(i18n.messages, rest);
    restLoadedFor = code;
  }
  // A language switch that started meanwhile brings the rest with it.
  await activation;
}

export async function changeLocale(code: UiLocale): Promise<void> {
  writeLocal(STORAGE_KEYS.local.locale, code);
  await activateLocale(code);
}
