/**
 * What the menu screens load before their first render: the shop and table (startup), the
 * categories, the locale lists and the stored cart. Loaded once per table and kept in the stores;
 * a later visit to the menu home refreshes the categories in the background, so a menu that sold
 * out meanwhile shows as sold out without making the diner wait.
 *
 * On a phone network every round trip counts, so the menu home asks for everything that needs only
 * the address while its session check is still out (`warmMenuHome`): session check, shop info and
 * categories go together, then table info, break times and promotion, and the banner picture
 * starts downloading as soon as the shop says it has one. Loads in flight are shared, never repeated.
 */
import type { Category, Menu, ShopInfo } from '../../api/contract/entities.ts';
import { isAborted } from '../../api/errors.ts';
import { cartAtomFor, loadCart } from '../../features/cart/cart.atoms.ts';
import { getCategories } from '../../features/menu/menu.api.ts';
import { allMenus } from '../../features/menu/menu-browse.ts';
import {
  categoriesStore,
  loadCategories,
  loadLocales,
  localesStore,
  shopInfoAtom,
} from '../../features/shop/shop.atoms.ts';
import { changeLocale } from '../../shared/i18n/i18n.ts';
import { localeFromBrowser } from '../../shared/i18n/locales.ts';
import { shopBannerUrl } from '../../shared/lib/images.ts';
import { preloadImage } from '../../shared/lib/preload-image.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { settledWithin } from '../../shared/lib/settled-within.ts';
import { readLocal, writeLocal, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import { ensureShop, type TableParams } from './table-guard.ts';

// The stores hold one shop's data; these say whose.
let categoriesShop: number | null = null;
let categoriesAt = 0;
let localesShop: number | null = null;

/** How long a menu screen waits for locale lists that do not come (they normally come with shop info). */
const LOCALE_LISTS_WAIT_MS = 2_000;

/** Categories younger than this are not asked for again when the diner comes back to the menu. */
const CATEGORIES_FRESH_MS = 30_000;

const inFlight = new Map<string, Promise<unknown>>();

/** Runs `load` once while it is in flight under `key`; a later call after it settled runs it again. */
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = load().finally(() => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  });
  inFlight.set(key, promise);
  return promise;
}

/** Shop info and table info, shared by the warm-up and the loader (no signal: both wait on it). */
function shopFor(shopSeq: number, tableNum: number): Promise<ShopInfo> {
  return shared(`shop:${shopSeq}:${tableNum}`, () => ensureShop(shopSeq, tableNum));
}

async function ensureCategories(shopSeq: number, refresh: boolean): Promise<void> {
  const loaded = categoriesShop === shopSeq && store.get(categoriesStore.atom).data !== null;
  if (loaded) {
    // A failed refresh keeps the menu on screen; the store logs the failure.
    const stale = Date.now() - categoriesAt > CATEGORIES_FRESH_MS;
    if (refresh && stale && navigator.onLine && !inFlight.has(`categories:${shopSeq}`)) {
      void shared(`categories:${shopSeq}`, async () => {
        await loadCategories(store, (s) => getCategories(shopSeq, s));
        categoriesAt = Date.now();
      }).catch(() => {});
    }
    return;
  }
  await shared(`categories:${shopSeq}`, async () => {
    await loadCategories(store, (s) => getCategories(shopSeq, s));
    categoriesShop = shopSeq;
    categoriesAt = Date.now();
  });
}

/**
 * The language list and option translations, fetched on the session's first visit of the shop
 * (spec section 4) and kept for the life of the page. A failure leaves the screens in Korean
 * names and the language list empty, never a broken menu.
 */
async function ensureLocaleLists(shop: ShopInfo): Promise<void> {
  if (localesShop === shop.shopSeq && store.get(localesStore.atom).data) return;
  try {
    await shared(`locales:${shop.shopSeq}`, () => loadLocales(store, shop));
    localesShop = shop.shopSeq;
    writeSession(STORAGE_KEYS.session.localeListsFetched, String(shop.shopSeq));
  } catch (error) {
    if (isAborted(error)) throw error;
  }
}

/**
 * The first visit to a shop that offers languages picks one from the browser's language (spec
 * section 4). A language the diner already chose, here or at another shop, stays.
 */
async function pickFirstVisitLocale(shop: ShopInfo): Promise<void> {
  if (!shop.useLocale || readLocal(STORAGE_KEYS.local.localeChosen) === 'true') return;
  writeLocal(STORAGE_KEYS.local.localeChosen, 'true');
  if (readLocal(STORAGE_KEYS.local.locale)) return;
  await changeLocale(localeFromBrowser(navigator.language));
}

const keptCarts = new Set<string>();

/**
 * Keeps the table's cart atom mounted for the life of the page. An IndexedDB atom that loses its
 * last reader and gains a new one (the navbar of one screen giving way to the next) starts over
 * from a pending read, which suspends the incoming screen for a moment: the menu would blank and
 * lose its scroll position on the way back from a detail.
 */
async function loadAndKeepCart(shopSeq: number, tableNum: number): Promise<void> {
  await loadCart(shopSeq, tableNum);
  const key = `${shopSeq}:${tableNum}`;
  if (keptCarts.has(key)) return;
  keptCarts.add(key);
  store.sub(cartAtomFor(shopSeq, tableNum), () => {});
}

/** The banner is the largest picture of the menu home: fetch it before the page asks for it. */
function preloadBanner(shop: ShopInfo): void {
  const src = shopBannerUrl(shop);
  if (src) preloadImage(src);
}

/** Everything the menu home needs once the shop is known, in parallel. */
async function withShop(shopSeq: number, tableNum: number, refreshCategories: boolean): Promise<ShopInfo> {
  const [shop] = await Promise.all([
    shopFor(shopSeq, tableNum).then(async (loaded) => {
      preloadBanner(loaded);
      // The lists name the languages in the dialog and the options in a detail: a screen can open
      // without them, and a list that hangs arrives there later.
      await Promise.all([settledWithin(ensureLocaleLists(loaded), LOCALE_LISTS_WAIT_MS), pickFirstVisitLocale(loaded)]);
      return loaded;
    }),
    ensureCategories(shopSeq, refreshCategories),
    loadAndKeepCart(shopSeq, tableNum),
  ]);
  return shop;
}

/**
 * Starts the menu home's loads while the route still waits for its session check. Failures are
 * left to the loader, which asks again; an expired table simply never uses what came back.
 */
export function warmMenuHome(params: TableParams): void {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) return;
  const { shopSeq, tableNum } = parsed.value;
  // The banner goes out the moment shop info is in, alongside the table's own calls.
  const stop = store.sub(shopInfoAtom, () => {
    const shop = store.get(shopInfoAtom);
    if (shop?.shopSeq !== shopSeq) return;
    preloadBanner(shop);
    stop();
  });
  void shared(`home:${shopSeq}:${tableNum}`, () => withShop(shopSeq, tableNum, true))
    .catch(() => {})
    .finally(stop);
}

export interface TableArgs {
  shopSeq: number;
  tableNum: number;
}

export async function loadMenuHome({ shopSeq, tableNum }: TableArgs): Promise<void> {
  await shared(`home:${shopSeq}:${tableNum}`, () => withShop(shopSeq, tableNum, true));
}

export function findMenu(categories: readonly Category[], menuSeq: number): Menu | null {
  return allMenus(categories).find((m) => m.menuSeq === menuSeq) ?? null;
}

/** The detail screen's data; null when the menu is not on the shop's menu (any more). */
export async function loadMenuDetail({ shopSeq, tableNum }: TableArgs, menuSeq: number): Promise<Menu | null> {
  await withShop(shopSeq, tableNum, false);
  return findMenu(store.get(categoriesStore.atom).data ?? [], menuSeq);
}
