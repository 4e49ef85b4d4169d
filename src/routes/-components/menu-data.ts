/**
 * What the menu screens load: the shop and table (startup), the categories, the locale lists and
 * the stored cart, device-first. A table the phone has seen before is put in the stores from its
 * kept copy (`table-snapshot.ts`) and shown at once; the calls go out in parallel all the same and
 * update the stores in place when they answer, and their answer is kept for the next visit. A
 * first visit waits for them, within the weak-connection bound.
 *
 * On a phone network every round trip counts, so the menu home's calls start while its session
 * check is still out (`warmMenuHome`), and the banner picture starts downloading as soon as the
 * shop says it has one. A refresh in flight is shared by every screen that wants one.
 */
import type { Category, Menu, ShopInfo } from '../../api/contract/entities.ts';
import { settledBy, timeoutSignal } from '../../api/deadline.ts';
import { isAborted } from '../../api/errors.ts';
import { cartAtomFor, loadCart } from '../../features/cart/cart.atoms.ts';
import { getCategories } from '../../features/menu/menu.api.ts';
import { allMenus } from '../../features/menu/menu-browse.ts';
import { needsCheck, WEAK_CONNECTION_MS } from '../../features/session/device-first.ts';
import { currentToken, tableSessionAtom } from '../../features/session/session.atoms.ts';
import {
  forgetTableLoads,
  loadCategories,
  loadLocales,
  localesStore,
  shopInfoStore,
} from '../../features/shop/shop.atoms.ts';
import { heldTable, holdsTable, tableEntryAtoms } from '../../features/shop/shop-data.ts';
import { keepTable, restoreTable } from '../../features/shop/table-snapshot.ts';
import { pickFirstVisitLocale } from '../../shared/i18n/first-visit-locale.ts';
import { firstScreenShown } from '../../shared/lib/first-screen.ts';
import { shopBannerUrl } from '../../shared/lib/images.ts';
import { pictureSet } from '../../shared/lib/picture.ts';
import { preloadImage } from '../../shared/lib/preload-image.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { dataKey, isFresh } from '../../shared/state/keyed-rules.ts';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import { ensureShop, recheckSession, type TableParams, withinWeakBound } from './table-guard.ts';

/** How long a menu screen waits for locale lists that do not come (they normally come with shop info). */
const LOCALE_LISTS_WAIT_MS = 2_000;

/** A menu the service gave on this page less than this ago is not asked for again. */
const MENU_FRESH_MS = 30_000;

/**
 * The language list and option translations: fetched on the session's first visit of the shop
 * (spec section 4), then kept with the table's menu; later loads of the session use what is kept.
 * A failure leaves the screens in Korean names and the language list empty, never a broken menu.
 */
async function ensureLocaleLists(shop: ShopInfo): Promise<void> {
  const fetched = readSession(STORAGE_KEYS.session.localeListsFetched) === String(shop.shopSeq);
  if (fetched && store.get(localesStore.atom(shop.shopSeq)).data !== null) return;
  try {
    await loadLocales(store, shop);
    writeSession(STORAGE_KEYS.session.localeListsFetched, String(shop.shopSeq));
  } catch (error) {
    if (isAborted(error)) throw error;
  }
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
  const key = dataKey(shopSeq, tableNum);
  if (keptCarts.has(key)) return;
  keptCarts.add(key);
  store.sub(cartAtomFor(shopSeq, tableNum), () => {});
}

/** The banner is the largest picture of the menu home: fetch it before the page asks for it. */
function preloadBanner(shop: ShopInfo): void {
  const set = pictureSet(shopBannerUrl(shop), 'banner');
  if (set) preloadImage(set);
}

/**
 * How long a refresh of a kept menu waits for the first screen's frame at most: a start-up that
 * ends elsewhere (the expired page) must not hold the refresh back for long.
 */
const FIRST_FRAME_WAIT_MS = 1_000;

/** Shop, table, break times, locale lists and categories from the service, in parallel, then kept. */
async function fetchTable(shopSeq: number, tableNum: number): Promise<void> {
  // A table the phone holds opens from its kept copy; the service's answers (the boot script sent
  // the calls already) are read once that copy is painted: parsing a large menu would otherwise
  // hold back the first frame of a menu the diner could already see.
  const kept = await restoreTable(store, shopSeq, tableNum);
  if (kept) await settledBy(firstScreenShown, timeoutSignal(FIRST_FRAME_WAIT_MS));
  await Promise.all([
    ensureShop(shopSeq, tableNum, { refresh: kept }).then(async (shop) => {
      preloadBanner(shop);
      // The lists name the languages in the dialog and the options in a detail: a screen can open
      // without them, and a list that hangs arrives there later.
      await Promise.all([
        settledBy(ensureLocaleLists(shop), timeoutSignal(LOCALE_LISTS_WAIT_MS)),
        pickFirstVisitLocale(shop.useLocale),
      ]);
    }),
    loadCategories(store, shopSeq, (s) => getCategories(shopSeq, s)),
  ]);
  await keepTable(store, shopSeq, tableNum);
}

/** The table's refresh out now, per table, with when its calls went out. */
const refreshing = new Map<string, { load: Promise<void>; startedAt: number }>();

/** Whether the service gave this table's shop, table and menu on this page a moment ago. */
function isTableFresh(shopSeq: number, tableNum: number, now: number): boolean {
  return tableEntryAtoms(shopSeq, tableNum).every((entry) => isFresh(store.get(entry), now, MENU_FRESH_MS));
}

/**
 * Asks the service for the table's data unless it gave it on this page a moment ago; one such
 * load per table at a time, shared by the screens that want it.
 */
export function refreshTable(shopSeq: number, tableNum: number): Promise<void> {
  const key = dataKey(shopSeq, tableNum);
  const out = refreshing.get(key);
  if (out) return out.load;
  if (isTableFresh(shopSeq, tableNum, Date.now())) return Promise.resolve();
  const entry = { load: fetchTable(shopSeq, tableNum), startedAt: Date.now() };
  refreshing.set(key, entry);
  const done = () => {
    if (refreshing.get(key) === entry) refreshing.delete(key);
  };
  entry.load.then(done, done);
  return entry.load;
}

/**
 * The menu home's answer to the connection coming back: the table's data again, and the session
 * check when the verdict is due one. Failures leave what is on screen.
 */
export function refreshTableAndSession(shopSeq: number, tableNum: number): void {
  refreshTable(shopSeq, tableNum).catch(() => undefined);
  if (needsCheck(store.get(tableSessionAtom), { shopSeq, tableNum, token: currentToken() }, Date.now())) {
    recheckSession(shopSeq, tableNum).catch(() => undefined);
  }
}

/**
 * The table's data for a screen: at once when the phone holds it (the refresh answers later, in
 * place; its failure leaves what is on screen), else from the service within the weak bound.
 */
async function tableData(shopSeq: number, tableNum: number): Promise<void> {
  const key = dataKey(shopSeq, tableNum);
  const holds = holdsTable(store, shopSeq, tableNum);
  // Calls out past the bound that no screen gave up on (the first visit's screen failed on the
  // session check before it waited for them) have stalled: the diner's "try again" starts over
  // instead of failing at once on their spent bound, or waiting on them.
  const stalled = refreshing.get(key);
  if (!holds && stalled && Date.now() - stalled.startedAt >= WEAK_CONNECTION_MS)
    giveUp(shopSeq, tableNum, stalled.load);
  const load = refreshTable(shopSeq, tableNum);
  if (holds) {
    load.catch(() => undefined);
    return;
  }
  // The bound runs from when the calls went out (with the session check), not from now, and
  // covers what the screen cannot show without; the lists that can wait have waits of their own.
  const out = refreshing.get(key);
  const startedAt = out?.load === load ? out.startedAt : Date.now();
  try {
    await withinWeakBound(Promise.race([load, essentialsIn(shopSeq, tableNum, load)]), 'shopInfo', startedAt);
  } catch (error) {
    // The diner's "try again" starts over instead of waiting on the same stalled calls.
    giveUp(shopSeq, tableNum, load);
    throw error;
  }
  await load;
}

/** Drops the table's load `load` if it is still the one out, with its calls, so the next asks anew. */
function giveUp(shopSeq: number, tableNum: number, load: Promise<void>): void {
  const key = dataKey(shopSeq, tableNum);
  if (refreshing.get(key)?.load !== load) return;
  refreshing.delete(key);
  forgetTableLoads(store, shopSeq, tableNum);
}

/** Resolves once the phone holds the table's shop, table and menu; gives up when `load` settles. */
function essentialsIn(shopSeq: number, tableNum: number, load: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const stops = tableEntryAtoms(shopSeq, tableNum).map((atom) => store.sub(atom, look));
    const stop = () => {
      for (const unsubscribe of stops) unsubscribe();
    };
    function look() {
      if (!holdsTable(store, shopSeq, tableNum)) return;
      stop();
      resolve();
    }
    load.then(stop, stop);
    look();
  });
}

/**
 * Starts the menu home's calls while the route still waits for its guard. Failures are left to
 * the loader, which asks again; an expired table simply never uses what came back.
 */
export function warmMenuHome(params: TableParams): void {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) return;
  const { shopSeq, tableNum } = parsed.value;
  // The banner goes out the moment shop info is in, alongside the table's own calls.
  const shopEntry = shopInfoStore.atom(shopSeq);
  const stop = store.sub(shopEntry, () => {
    const shop = store.get(shopEntry).data;
    if (!shop) return;
    preloadBanner(shop);
    stop();
  });
  refreshTable(shopSeq, tableNum)
    .catch(() => undefined)
    .finally(stop);
}

export interface TableArgs {
  shopSeq: number;
  tableNum: number;
}

export async function loadMenuHome({ shopSeq, tableNum }: TableArgs): Promise<void> {
  await Promise.all([tableData(shopSeq, tableNum), loadAndKeepCart(shopSeq, tableNum)]);
}

export function findMenu(categories: readonly Category[], menuSeq: number): Menu | null {
  return allMenus(categories).find((m) => m.menuSeq === menuSeq) ?? null;
}

/** The detail screen's data; null when the menu is not on the shop's menu (any more). */
export async function loadMenuDetail({ shopSeq, tableNum }: TableArgs, menuSeq: number): Promise<Menu | null> {
  await Promise.all([tableData(shopSeq, tableNum), loadAndKeepCart(shopSeq, tableNum)]);
  return findMenu(heldTable(store, shopSeq, tableNum)?.categories ?? [], menuSeq);
}
