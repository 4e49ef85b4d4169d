/**
 * The boot script: inlined into index.html by `scripts/boot-script-plugin.ts` and run by the
 * browser before any module, while the app's code downloads. On a menu address it sends the
 * menu's first calls (early-plan.ts) and keeps their answers for the app's client, and starts the
 * banner picture as soon as shop info names it, showing it in the start-up frame. On every page it
 * sets up the fonts of the first screen while the code downloads (font-warmup.ts), and asks for
 * the catalog of the diner's language. It leaves the calls to the app when the phone keeps the
 * table's menu (shared/state/kept-tables.ts). Anything that fails here only means the app asks
 * again itself.
 */

import { type EarlyAnswers, earlyKey } from '../api/early-store.ts';
import { CONFIG } from '../shared/config.ts';
import { DEFAULT_LOCALE, isUiLocale } from '../shared/i18n/locales.ts';
import { preloadImage } from '../shared/lib/preload-image.ts';
import { keepsTable } from '../shared/state/kept-tables.ts';
import { STORAGE_KEYS } from '../shared/state/storage-keys.ts';
import {
  bannerToPreload,
  firstCalls,
  followUpCalls,
  followUpWanted,
  type PlannedCall,
  tableAddress,
} from './early-plan.ts';
import { fontSample, warmFonts } from './font-warmup.ts';
import { showBannerInFrame } from './frame-banner.ts';

/**
 * Filled in at build time: the files of each locale's catalog. The page itself preloads the menu
 * screen's files; the catalog depends on the diner's language, which only the script can read.
 */
declare const __BOOT_PRELOADS__: {
  catalogs: Record<string, string[]>;
};

/**
 * Filled in at build time: true, but false in a bench build that leaves the mechanism out to
 * measure what it buys (scripts/startup-mechanisms.ts). The minifier drops the unused path.
 */
declare const __BOOT_SENDS_EARLY_CALLS__: boolean;
declare const __BOOT_WARMS_FONTS__: boolean;

/** Asks for a catalog's module the way Vite's loader will (CORS), or the browser loads it twice. */
function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
}

/** Storage may throw (private modes, locked-down webviews): then there is nothing stored. */
function storedText(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function keep(
  answers: EarlyAnswers,
  planned: PlannedCall,
  sendWith: (signal: AbortSignal) => Promise<Response | null>,
): Promise<Response | null> {
  const controller = new AbortController();
  const response = sendWith(controller.signal);
  answers.set(earlyKey(planned.url), {
    authorization: planned.authorization,
    response,
    sentAt: performance.now(),
    abandon: () => controller.abort(),
  });
  return response;
}

/** Sends one call; a network failure becomes null, so the app simply asks again. */
function send(planned: PlannedCall, signal: AbortSignal): Promise<Response | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (planned.authorization) headers.authorization = planned.authorization;
  return fetch(planned.url, { headers, credentials: 'same-origin', signal }).catch(() => null);
}

/** Shop info as the service sent it, read from a copy (the original's body is the app's). */
function readShop(response: Promise<Response | null>): Promise<unknown> {
  return response.then((answer) => (answer?.ok ? answer.clone().json() : null)).catch(() => null);
}

function start(): void {
  const preloads = __BOOT_PRELOADS__;
  const stored = storedText(() => localStorage.getItem(STORAGE_KEYS.local.locale));
  const locale = isUiLocale(stored) ? stored : DEFAULT_LOCALE;
  if (__BOOT_WARMS_FONTS__) warmFonts(fontSample(locale));
  for (const file of preloads.catalogs[locale] ?? []) preloadModule(file);

  const table = tableAddress({
    href: location.href,
    storedToken: storedText(() => sessionStorage.getItem(STORAGE_KEYS.session.token)),
  });
  if (!__BOOT_SENDS_EARLY_CALLS__ || !table || !('fetch' in window)) return;
  // A kept menu paints first and its refresh is read after that paint: calls sent now would only
  // compete with the paint (measured: about 0.1 s of a repeat visit). The app sends them then.
  const keptTables = storedText(() => localStorage.getItem(STORAGE_KEYS.local.keptTables));
  if (keepsTable(keptTables, table.shopSeq, table.tableNum)) return;

  const answers: EarlyAnswers = new Map();
  window.__tableOrderEarly = answers;
  let shopInfo: Promise<Response | null> | null = null;
  for (const call of firstCalls(CONFIG.apiBase, location.href, table)) {
    const response = keep(answers, call, (signal) => send(call, signal));
    if (call.call === 'shopInfo') shopInfo = response;
  }
  if (!shopInfo) return;
  // Copied in the first callback on the answer, before the app (not loaded yet) can read its body.
  const shop = readShop(shopInfo);
  void shop.then((read) => {
    const banner = bannerToPreload(read);
    if (!banner) return;
    preloadImage(banner);
    showBannerInFrame(banner);
  });
  const localesFetchedFor = storedText(() => sessionStorage.getItem(STORAGE_KEYS.session.localeListsFetched));
  for (const followUp of followUpCalls(CONFIG.apiBase, location.href, table)) {
    keep(answers, followUp, (signal) =>
      shop.then((read) => (followUpWanted(followUp, table, read, localesFetchedFor) ? send(followUp, signal) : null)),
    );
  }
}

try {
  start();
} catch {
  // The app starts the same way without any of this.
}
