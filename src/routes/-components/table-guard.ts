/**
 * The table screens' guards (spec section 2). The menu list needs a live session, else the
 * expired page; an HTTP failure of the check goes to /error. Detail, cart and payment need shop
 * info and a live session, else the menu list — but a reload of those screens first tries to
 * restore both, so a diner is not thrown back to the menu for pressing reload.
 */
import { redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/errors.ts';
import { checkTableSession, type TableSession, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { shopInfoStore, startup, tableNumAtom } from '../../features/shop/shop.atoms.ts';
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

function parsedOrError(params: TableParams): { shopSeq: number; tableNum: number } {
  const parsed = parseShopTableParams(params);
  if (!parsed.ok) throw redirect({ to: '/error', replace: true });
  return parsed.value;
}

async function ensureShop(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<void> {
  const current = store.get(shopInfoStore.atom);
  if (
    current.status === 'success' &&
    current.data?.shopSeq === shopSeq &&
    store.get(tableNumAtom) === String(tableNum)
  ) {
    return;
  }
  await startup(store, { shopSeq, tableNum: String(tableNum), signal });
  const table = store.get(shopInfoStore.atom).data?.tableNums;
  if (table && !table.includes(tableNum)) throw redirect({ to: '/error', replace: true });
}

async function judgeSession(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<TableSession> {
  const verdict = await checkTableSession(shopSeq, tableNum, signal);
  const session: TableSession = { shopSeq, tableNum, verdict };
  store.set(tableSessionAtom, session);
  return session;
}

/** The menu list: a live (or offline) session, else the expired or error page. */
export async function guardMenuList(params: TableParams, signal?: AbortSignal): Promise<TableContext> {
  const { shopSeq, tableNum } = parsedOrError(params);
  const session = await judgeSession(shopSeq, tableNum, signal);
  if (session.verdict === 'expired') throw redirect({ to: '/expired/$shopSeq/$tableNum', params, replace: true });
  if (session.verdict === 'error') throw redirect({ to: '/error', replace: true });
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
    if (isApiError(error) && error.kind === 'aborted') throw error;
    if (!isApiError(error)) throw error;
    throw toMenu();
  }
  return { shopSeq, tableNum, session };
}
