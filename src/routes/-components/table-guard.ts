/**
 * The table screens' guards (spec section 2). The menu list needs a live session, else the
 * expired page; an HTTP failure of the check goes to /error. Detail, cart and payment need shop
 * info and a live session, else the menu list — but a reload of those screens first tries to
 * restore both, so a diner is not thrown back to the menu for pressing reload.
 *
 * No network is not a failed check: the verdict is 'offline' and the diner browses what the
 * caches hold, with ordering disabled, until the connection returns.
 */
import { redirect } from '@tanstack/react-router';
import type { ShopInfo } from '../../api/contract/entities.ts';
import { isApiError } from '../../api/errors.ts';
import { checkTableSession, type TableSession, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { shopInfoStore, startup, tableInfoStore, tableNumAtom } from '../../features/shop/shop.atoms.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { store } from '../../shared/state/store.ts';

export interface TableParams {
  shopSeq: string;
  tableNum: string;
}

export interface TableContext {
  shopSeq: number;
  tableNum: number;
  session: TableSession;
}

/**
 * A live verdict younger than this is reused when the diner comes back to the menu list (after
 * adding to the cart, say), so going back does not wait for another round trip.
 */
export const SESSION_REUSE_MS = 30_000;

function parsedOrError(params: TableParams): { shopSeq: number; tableNum: number } {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) throw redirect({ to: '/error', replace: true });
  return parsed.value;
}

function toError() {
  return redirect({ to: '/error', replace: true });
}

const TABLE_CALLS: ReadonlySet<string> = new Set(['shopInfo', 'tableInfo']);

/**
 * Shop info and table info of this table, loaded once per table. The service answers 404 for a
 * shop or a table it does not know, and a table missing from the shop's table list is foreign:
 * both go to /error. Other failures (no network, 5xx) are rethrown for the screen to show.
 */
export async function ensureShop(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<ShopInfo> {
  const current = store.get(shopInfoStore.atom);
  if (
    current.status === 'success' &&
    current.data?.shopSeq === shopSeq &&
    store.get(tableNumAtom) === String(tableNum) &&
    store.get(tableInfoStore.atom).status === 'success'
  ) {
    return current.data;
  }
  let shop: ShopInfo;
  try {
    shop = await startup(store, { shopSeq, tableNum: String(tableNum), signal });
  } catch (error) {
    // Only the calls that name the shop and the table can say that neither is there.
    if (isApiError(error) && error.kind === 'http' && error.status === 404 && TABLE_CALLS.has(error.call)) {
      throw toError();
    }
    throw error;
  }
  // When neither list came, the service answering table info for this table is proof enough.
  const tables = shop.tableNums ?? store.get(tableInfoStore.atom).data?.tableNums;
  if (tables && !tables.includes(tableNum)) throw toError();
  return shop;
}

async function judgeSession(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<TableSession> {
  const verdict = await checkTableSession(shopSeq, tableNum, signal);
  const session: TableSession = { shopSeq, tableNum, verdict, checkedAt: Date.now() };
  store.set(tableSessionAtom, session);
  return session;
}

function recentLiveSession(shopSeq: number, tableNum: number): TableSession | null {
  const session = store.get(tableSessionAtom);
  if (!session || session.shopSeq !== shopSeq || session.tableNum !== tableNum) return null;
  if (session.verdict !== 'live' || session.checkedAt === undefined) return null;
  return Date.now() - session.checkedAt < SESSION_REUSE_MS ? session : null;
}

/** The menu list: a live (or offline) session, else the expired or error page. */
export async function guardMenuList(params: TableParams, signal?: AbortSignal): Promise<TableContext> {
  const { shopSeq, tableNum } = parsedOrError(params);
  const session = recentLiveSession(shopSeq, tableNum) ?? (await judgeSession(shopSeq, tableNum, signal));
  if (session.verdict === 'expired') throw redirect({ to: '/expired/$shopSeq/$tableNum', params, replace: true });
  if (session.verdict === 'error') throw toError();
  return { shopSeq, tableNum, session };
}

/** Detail, cart and payment: shop info and a usable session, else back to the menu list. */
export async function guardTableScreen(params: TableParams, signal?: AbortSignal): Promise<TableContext> {
  const { shopSeq, tableNum } = parsedOrError(params);
  const toMenu = () => redirect({ to: '/list/$shopSeq/$tableNum', params, replace: true });
  let session = store.get(tableSessionAtom);
  if (!session || session.shopSeq !== shopSeq || session.tableNum !== tableNum) {
    session = await judgeSession(shopSeq, tableNum, signal);
  }
  if (session.verdict === 'expired' || session.verdict === 'error') throw toMenu();
  try {
    await ensureShop(shopSeq, tableNum, signal);
  } catch (error) {
    if (!isApiError(error) || error.kind === 'aborted') throw error;
    throw toMenu();
  }
  return { shopSeq, tableNum, session };
}
