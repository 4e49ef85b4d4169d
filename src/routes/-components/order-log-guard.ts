/**
 * The order log's guard (spec section 2): stores the 'expired' flag in session storage and needs
 * shop info, loading it when missing, else the menu list. The history itself is device data, so
 * the network never stands in its way: the screen opens at once from what the phone holds (the
 * kept shop, the last known verdict) while the session check goes out and updates it in place;
 * with nothing kept and no answer the history shows without the shop header.
 */
import { redirect } from '@tanstack/react-router';
import type { ShopInfo } from '../../api/contract/entities.ts';
import { type ApiError, isAborted, isApiError } from '../../api/errors.ts';
import { orderLogAtom } from '../../features/cart/cart.atoms.ts';
import type { OrderLogContext } from '../../features/order-log/order-log-context.ts';
import { currentToken, keptTableSession, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { verdictIsAbout } from '../../features/session/verdict-standing.ts';
import { shopInfoStore, tableInfoStore } from '../../features/shop/shop.atoms.ts';
import { restoreTable } from '../../features/shop/table-snapshot.ts';
import { parseFromOrder, parseShopTableParams } from '../../shared/lib/route-params.ts';
import { loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import { ensureShop, recheckSession, withinWeakBound } from './table-guard.ts';

export interface OrderLogParams {
  shopSeq: string;
  tableNum: string;
  fromOrder: string;
}

const isConnectionFailure = (error: ApiError) => error.kind === 'offline' || error.kind === 'timeout';

const overVerdicts: ReadonlySet<string> = new Set(['expired', 'error']);

/**
 * Whether the session is over, as far as the phone knows now: this tab's verdict, else this tab's
 * flag, else the last answer kept on the phone. The check goes out at the same time; its answer
 * updates the flag and, through the verdict, the screen in place.
 */
async function knownExpired(shopSeq: number, tableNum: number): Promise<boolean> {
  const check = recheckSession(shopSeq, tableNum).then((session) => {
    if (session.verdict !== 'offline')
      writeSession(STORAGE_KEYS.session.expired, String(overVerdicts.has(session.verdict)));
  });
  check.catch(() => undefined);
  const current = store.get(tableSessionAtom);
  if (verdictIsAbout(current, { shopSeq, tableNum, token: currentToken() })) return overVerdicts.has(current.verdict);
  const flag = readSession(STORAGE_KEYS.session.expired);
  if (flag !== null) return flag === 'true';
  return (await keptTableSession(shopSeq, tableNum)).verdict === 'expired';
}

/**
 * Shop info for the header: what the phone holds, else the service within the weak bound
 * (`ensureShop`, which sends an unknown shop or a foreign table to /error as every table screen
 * does), else none when the connection fails; any other failure goes to the menu list.
 */
async function shopFor(shopSeq: number, tableNum: number): Promise<ShopInfo | null> {
  if (await restoreTable(store, shopSeq, tableNum)) return store.get(shopInfoStore.atom(shopSeq)).data;
  if (browserOffline()) return null;
  try {
    return await withinWeakBound(ensureShop(shopSeq, tableNum), 'shopInfo');
  } catch (error) {
    if (!isApiError(error) || isAborted(error)) throw error;
    if (isConnectionFailure(error)) return null;
    throw redirect({
      to: '/list/$shopSeq/$tableNum',
      params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
    });
  }
}

function browserOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

export async function guardOrderLog(params: OrderLogParams): Promise<OrderLogContext> {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) throw redirect({ to: '/error', replace: true });
  const { shopSeq, tableNum } = parsed.value;
  const fromOrder = parseFromOrder(params.fromOrder);
  if (!fromOrder.ok) return { kind: 'back', shopSeq, tableNum };
  const [sessionExpired, shop] = await Promise.all([
    knownExpired(shopSeq, tableNum),
    shopFor(shopSeq, tableNum),
    loadIdbAtom(store, orderLogAtom),
  ]);
  const table = shop ? store.get(tableInfoStore.atom(shopSeq, tableNum)).data : null;
  const tableName = table?.tableName ?? null;
  const delivery = table?.delivery ?? false;
  return { kind: 'ready', shopSeq, tableNum, fromOrder: fromOrder.value, sessionExpired, shop, tableName, delivery };
}
