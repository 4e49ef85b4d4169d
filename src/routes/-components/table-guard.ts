/**
 * The table screens' guards (spec section 2), device-first (`features/session/device-first.ts`).
 *
 * A screen the phone holds data for opens at once: the verdict it browses on is the last one this
 * tab or this phone knows, and the session check goes out alongside the screen's own calls; a late
 * 'expired' or 'error' moves the diner on from wherever they are (`useSessionWatch`). Nothing
 * stored (a first visit): the check and the shop's calls are waited for, as the spec has it — the
 * menu list goes to the expired page on 'expired', detail, cart and payment go back to the menu
 * list; an HTTP failure of the check goes to /error — but for `WEAK_CONNECTION_MS` at most before
 * the screen says the connection is too weak.
 *
 * Paying needs a live verdict under `LIVE_VERDICT_MAX_AGE_MS`: the payment screen waits a moment
 * for a fresh check before the diner starts typing, and otherwise shows with pay disabled.
 */
import { redirect } from '@tanstack/react-router';
import type { ShopInfo } from '../../api/contract/entities.ts';
import { settledBy, timeoutSignal, untilAborted } from '../../api/deadline.ts';
import { ApiError, isApiError } from '../../api/errors.ts';
import {
  needsCheck,
  ORDER_CHECK_WAIT_MS,
  planTableScreen,
  WEAK_CONNECTION_MS,
} from '../../features/session/device-first.ts';
import {
  checkTableSession,
  currentToken,
  keptTableSession,
  type TableSession,
  tableSessionAtom,
} from '../../features/session/session.atoms.ts';
import { verdictIsAbout } from '../../features/session/verdict-standing.ts';
import { shopInfoStore, startup, tableInfoStore } from '../../features/shop/shop.atoms.ts';
import { restoreTable } from '../../features/shop/table-snapshot.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { dataKey } from '../../shared/state/keyed-rules.ts';
import { store } from '../../shared/state/store.ts';
import { noteTableOpened } from '../../shared/state/table-storage.ts';

export interface TableParams {
  shopSeq: string;
  tableNum: string;
}

export interface TableContext {
  shopSeq: number;
  tableNum: number;
}

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
 * Shop info and table info of this table from the network, loaded once per table (`refresh`: again,
 * over what the phone holds for it). The service
 * answers 404 for a shop or a table it does not know, and a table missing from the shop's table
 * list is foreign: both go to /error. Other failures (no network, 5xx) are rethrown.
 */
export async function ensureShop(shopSeq: number, tableNum: number, { refresh = false } = {}): Promise<ShopInfo> {
  const current = store.get(shopInfoStore.atom(shopSeq));
  const table = store.get(tableInfoStore.atom(shopSeq, tableNum));
  if (!refresh && current.data && current.status === 'success' && table.status === 'success') return current.data;
  let shop: ShopInfo;
  try {
    shop = await startup(store, shopSeq, tableNum);
  } catch (error) {
    // Only the calls that name the shop and the table can say that neither is there.
    if (isApiError(error) && error.kind === 'http' && error.status === 404 && TABLE_CALLS.has(error.call)) {
      throw toError();
    }
    throw error;
  }
  // When neither list came, the service answering table info for this table is proof enough.
  const tables = shop.tableNums ?? store.get(tableInfoStore.atom(shopSeq, tableNum)).data?.tableNums;
  if (tables && !tables.includes(tableNum)) throw toError();
  return shop;
}

/** The session check out now, per table and token. */
const running = new Map<string, Promise<TableSession>>();

/**
 * Asks the service whether the table is live and puts the verdict in `tableSessionAtom`. One check
 * per table and token at a time: the screens and the guards all wait on the same one. No signal: a screen
 * left behind does not stop the check the next one waits for.
 */
export function recheckSession(shopSeq: number, tableNum: number): Promise<TableSession> {
  const token = currentToken();
  const key = `${dataKey(shopSeq, tableNum)}:${token}`;
  const out = running.get(key);
  if (out) return out;
  const check = checkTableSession(shopSeq, tableNum).then((verdict) => {
    const session: TableSession = { shopSeq, tableNum, verdict, checkedAt: Date.now(), token };
    store.set(tableSessionAtom, session);
    return session;
  });
  running.set(key, check);
  const done = () => {
    if (running.get(key) === check) running.delete(key);
  };
  check.then(done, done);
  return check;
}

/** Whether the tab's verdict is about this table and the token it holds now (a new scan brings a new one). */
function isCurrent(session: TableSession | null, shopSeq: number, tableNum: number): session is TableSession {
  return verdictIsAbout(session, { shopSeq, tableNum, token: currentToken() });
}

/** The verdict known for this table now: this tab's, else the last one kept on the phone. */
async function knownSession(shopSeq: number, tableNum: number): Promise<TableSession> {
  const current = store.get(tableSessionAtom);
  if (isCurrent(current, shopSeq, tableNum)) return current;
  const kept = await keptTableSession(shopSeq, tableNum);
  // A check that answered while the kept one was being read is newer.
  const now = store.get(tableSessionAtom);
  if (isCurrent(now, shopSeq, tableNum)) return now;
  store.set(tableSessionAtom, kept);
  return kept;
}

/** Forgets a check that has not answered, so the diner's "try again" asks anew. */
function dropCheck(check: Promise<TableSession>): void {
  for (const [key, out] of running) if (out === check) running.delete(key);
}

/** Rejects as a timeout when `task` has not settled within the weak-connection bound of `startedAt`. */
export function withinWeakBound<T>(task: Promise<T>, call: string, startedAt = Date.now()): Promise<T> {
  const bound = timeoutSignal(Math.max(0, startedAt + WEAK_CONNECTION_MS - Date.now()));
  return untilAborted(task, bound).catch((error: unknown) => {
    throw bound.aborted && error === bound.reason ? new ApiError('timeout', call) : error;
  });
}

/**
 * The table's data and verdict before any call answers: restores the kept menu, starts the check
 * when the verdict is not young and live, and says what the screen does.
 */
async function prepare(shopSeq: number, tableNum: number) {
  const table = { shopSeq, tableNum, token: currentToken() };
  noteTableOpened(table);
  const [stored, known] = await Promise.all([restoreTable(store, shopSeq, tableNum), knownSession(shopSeq, tableNum)]);
  const check = needsCheck(known, table, Date.now()) ? recheckSession(shopSeq, tableNum) : Promise.resolve(known);
  // A check that fails is the screens' to show (useSessionWatch); the guard never waits on its failure here.
  check.catch(() => undefined);
  return { plan: planTableScreen(known, table, stored), check };
}

/** The menu list: opens from the phone at once when it can; else a live (or offline) verdict first. */
export async function guardMenuList(params: TableParams): Promise<TableContext> {
  const { shopSeq, tableNum } = parsedOrError(params);
  let { plan, check } = await prepare(shopSeq, tableNum);
  if (plan === 'wait') {
    const session = await withinWeakBound(check, 'sessionCheck').catch((error: unknown) => {
      dropCheck(check);
      throw error;
    });
    plan = planTableScreen(session, { shopSeq, tableNum, token: currentToken() }, true);
  }
  if (plan === 'expired') throw redirect({ to: '/expired/$shopSeq/$tableNum', params, replace: true });
  if (plan === 'error') throw toError();
  return { shopSeq, tableNum };
}

export interface TableScreenOptions {
  /** The screen starts a payment: wait a moment for a fresh verdict before the diner types. */
  forPayment?: boolean;
}

/** Detail, cart and payment: the table's data and a usable session, else back to the menu list. */
export async function guardTableScreen(params: TableParams, options: TableScreenOptions = {}): Promise<TableContext> {
  const { shopSeq, tableNum } = parsedOrError(params);
  const toMenu = () => redirect({ to: '/list/$shopSeq/$tableNum', params, replace: true });
  let { plan, check } = await prepare(shopSeq, tableNum);
  if (plan === 'wait') {
    const session = await withinWeakBound(check, 'sessionCheck').catch(() => null);
    if (!session) throw toMenu();
    plan = planTableScreen(session, { shopSeq, tableNum, token: currentToken() }, false);
    if (plan === 'wait') {
      try {
        await withinWeakBound(ensureShop(shopSeq, tableNum), 'shopInfo');
      } catch (error) {
        if (!isApiError(error) || error.kind === 'aborted') throw error;
        throw toMenu();
      }
      plan = 'render';
    }
  } else if (options.forPayment) {
    await settledBy(check, timeoutSignal(ORDER_CHECK_WAIT_MS));
    plan = planTableScreen(store.get(tableSessionAtom), { shopSeq, tableNum, token: currentToken() }, true);
  }
  if (plan !== 'render') throw toMenu();
  return { shopSeq, tableNum };
}
