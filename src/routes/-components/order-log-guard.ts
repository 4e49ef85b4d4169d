/**
 * The order log's guard (spec section 2): stores the 'expired' flag in session storage and needs
 * shop info, loading it when missing, else the menu list. The history itself is device data, so
 * the network never stands in its way: with no connection the guard keeps the last expired flag
 * of this tab and the screen shows the history without the shop header.
 */
import { redirect } from '@tanstack/react-router';
import type { ShopInfo } from '../../api/contract/entities.ts';
import { type ApiError, isAborted, isApiError } from '../../api/errors.ts';
import { orderLogAtom } from '../../features/cart/cart.atoms.ts';
import { checkTableSession, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { shopInfoStore, startup, tableInfoStore, tableNumAtom } from '../../features/shop/shop.atoms.ts';
import { parseFromOrder, parseShopTableParams } from '../../shared/lib/route-params.ts';
import { loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';

export interface OrderLogParams {
  shopSeq: string;
  tableNum: string;
  fromOrder: string;
}

export type OrderLogContext =
  /** fromOrder is not 'true' or 'false': the screen sends the diner back. */
  | { kind: 'back'; shopSeq: number; tableNum: number }
  | {
      kind: 'ready';
      shopSeq: number;
      tableNum: number;
      fromOrder: boolean;
      sessionExpired: boolean;
      shop: ShopInfo | null;
      tableName: string | null;
      /** A delivery table pays through the shop's delivery gateway (false when unknown). */
      delivery: boolean;
    };

const isConnectionFailure = (error: ApiError) => error.kind === 'offline' || error.kind === 'timeout';

function browserOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

async function judgeExpired(shopSeq: number, tableNum: number, signal: AbortSignal): Promise<boolean> {
  if (browserOffline()) return readSession(STORAGE_KEYS.session.expired) === 'true';
  const verdict = await checkTableSession(shopSeq, tableNum, signal);
  store.set(tableSessionAtom, { shopSeq, tableNum, verdict });
  // No connection is not an expired session (the check kept the last answer for this token).
  const expired = verdict === 'expired' || verdict === 'error';
  writeSession(STORAGE_KEYS.session.expired, String(expired));
  return expired;
}

async function ensureShop(shopSeq: number, tableNum: number, signal: AbortSignal): Promise<ShopInfo | null> {
  const current = store.get(shopInfoStore.atom);
  if (current.data?.shopSeq === shopSeq && store.get(tableNumAtom) === String(tableNum)) return current.data;
  if (browserOffline()) return current.data?.shopSeq === shopSeq ? current.data : null;
  try {
    return await startup(store, { shopSeq, tableNum: String(tableNum), signal });
  } catch (error) {
    if (!isApiError(error) || isAborted(error)) throw error;
    if (isConnectionFailure(error)) return null;
    throw redirect({
      to: '/list/$shopSeq/$tableNum',
      params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
    });
  }
}

export async function guardOrderLog(params: OrderLogParams, signal: AbortSignal): Promise<OrderLogContext> {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) throw redirect({ to: '/error', replace: true });
  const { shopSeq, tableNum } = parsed.value;
  const fromOrder = parseFromOrder(params.fromOrder);
  if (!fromOrder.ok) return { kind: 'back', shopSeq, tableNum };
  const [sessionExpired, shop] = await Promise.all([
    judgeExpired(shopSeq, tableNum, signal),
    ensureShop(shopSeq, tableNum, signal),
    loadIdbAtom(store, orderLogAtom),
  ]);
  const table = shop ? store.get(tableInfoStore.atom).data : null;
  const tableName = table?.tableName ?? null;
  const delivery = table?.delivery ?? false;
  return { kind: 'ready', shopSeq, tableNum, fromOrder: fromOrder.value, sessionExpired, shop, tableName, delivery };
}
