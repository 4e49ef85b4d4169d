/**
 * One table's shared cart on this phone, while a table screen is open: it takes the cart's edits
 * (cart/shared-cart.ts) as ops, shows them at once over the cart as last heard, sends them (the
 * outbox keeps them until then), hears the table's cart live (live-feed.ts), shows it in the
 * phone's cart, and writes the table's orders into this phone's order log once each.
 * Screens join and leave; the last to leave stops it a moment later, so moving between screens
 * keeps one stream.
 */
import { LIMITS } from '../../api/contract/limits.ts';
import { TABLE_CART_POLL_MS, type TableCartOrderRef, type TableCartState } from '../../api/contract/table-cart.ts';
import { deadline } from '../../api/deadline.ts';
import { isApiError } from '../../api/errors.ts';
import { CONFIG } from '../../shared/config.ts';
import { store } from '../../shared/state/store.ts';
import { messageKey } from '../../worker-contract/outbox.ts';
import { type CartLine, completePaidOrder, keepCartElsewhere, newLineId, showSharedCart } from '../cart/public.ts';
import { startCartFeed } from './live-feed.ts';
import { phoneId } from './phone-id.ts';
import { forgetOps, getTableCart, keepOps, openCartEvents, sendTableCartOps, type TableRef } from './table-cart.api.ts';
import { EMPTY_TABLE_CART, type KeptTableCart, tableCartAtomFor } from './table-cart.atoms.ts';
import {
  isNewerState,
  lineInputOf,
  noticesFrom,
  opsFromChange,
  ordersToLog,
  type PendingOp,
  shownLines,
  toCartLine,
} from './table-cart-rules.ts';

/** A stream silent this long is taken as broken (the service sends keep-alives far more often). */
const STREAM_IDLE_MS = 30_000;
/** How long the last screen's leaving waits before the table's stream is closed. */
const LINGER_MS = 2_000;
/** The wait before unsent ops are tried again while the page is open and online. */
const RETRY_MS = 3_000;

/** Which table session a kept cart belongs to, without keeping the token. */
function sessionMark(token: string): string {
  return messageKey(['table-cart-session', token]);
}

interface Sync {
  refs: number;
  stop: () => void;
  linger?: ReturnType<typeof setTimeout>;
}

const syncs = new Map<string, Sync>();

function atomOf(table: TableRef) {
  return tableCartAtomFor(table.shopSeq, table.tableNum);
}

async function kept(table: TableRef): Promise<KeptTableCart> {
  return await store.get(atomOf(table));
}

async function update(table: TableRef, change: (prev: KeptTableCart) => KeptTableCart): Promise<void> {
  await store.set(atomOf(table), change);
}

/** The phone's cart shows the shared cart: the state as last heard with this phone's unsent edits. */
async function mirror(table: TableRef, token: string): Promise<void> {
  const now = await kept(table);
  const lines = shownLines(now.state, now.pending, now.state?.you ?? 0).map((line, index) =>
    toCartLine(line, index, table),
  );
  await showSharedCart(table.shopSeq, table.tableNum, lines, token);
}

async function logOrders(table: TableRef, state: TableCartState): Promise<void> {
  const now = await kept(table);
  const fresh = ordersToLog(state.orders, new Set(now.logged));
  for (const order of fresh) {
    const lines = order.lines.map((line, index) => toCartLine(line, index, table));
    await completePaidOrder(table.shopSeq, table.tableNum, lines, order.printGroupUuid, new Date(order.placedAt), {
      settlement: order.settlement,
    });
  }
  if (fresh.length) {
    await update(table, (prev) => ({
      ...prev,
      logged: [...prev.logged, ...fresh.map((order) => order.printGroupUuid)],
    }));
  }
}

/** Takes a heard state (a newer version, or the same one again) and shows it. */
export async function hearState(table: TableRef, token: string, state: TableCartState): Promise<void> {
  await update(table, (prev) => (isNewerState(prev.state, state) ? { ...prev, state } : prev));
  await mirror(table, token);
  await logOrders(table, state);
}

const flights = new Map<string, Promise<void>>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends this phone's unsent ops, oldest first, and reads what became of each. A refusal for good
 * (the table no longer offers the cart, the session ended) drops them with a notice each; no
 * answer keeps them for the next try.
 */
export function sendPending(table: TableRef, token: string): Promise<void> {
  const key = `${table.shopSeq}:${table.tableNum}`;
  const running = flights.get(key);
  if (running) return running;
  const flight = (async () => {
    for (;;) {
      const pending = (await kept(table)).pending.slice(0, LIMITS.orderLines);
      if (!pending.length) return;
      const ids = new Set(pending.map(({ op }) => op.opId));
      try {
        const answer = await sendTableCartOps(
          { ...table, ops: pending.map(({ op }) => op) },
          deadline(CONFIG.requestTimeoutMs),
        );
        await update(table, (prev) => ({
          ...prev,
          pending: prev.pending.filter(({ op }) => !ids.has(op.opId)),
          notices: [...prev.notices, ...noticesFrom(answer.results, prev.pending)],
          state: isNewerState(prev.state, answer.state) ? answer.state : prev.state,
        }));
        await forgetOps([...ids]);
        await mirror(table, token);
        await logOrders(table, answer.state);
      } catch (error) {
        const forGood =
          isApiError(error) &&
          error.kind === 'http' &&
          error.status !== undefined &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 408 &&
          error.status !== 429;
        if (!forGood) {
          clearTimeout(retryTimer);
          if (globalThis.navigator?.onLine !== false)
            retryTimer = setTimeout(() => void sendPending(table, token), RETRY_MS);
          return;
        }
        await update(table, (prev) => ({
          ...prev,
          pending: prev.pending.filter(({ op }) => !ids.has(op.opId)),
          notices: [
            ...prev.notices,
            ...pending.map(({ op, menuName }) => ({
              id: op.opId,
              outcome: 'refused' as const,
              menuName,
              by: null,
              code: isApiError(error) ? (error.service?.code ?? null) : null,
            })),
          ],
        }));
        await forgetOps([...ids]);
        await mirror(table, token);
      }
    }
  })().finally(() => flights.delete(key));
  flights.set(key, flight);
  return flight;
}

async function edit(table: TableRef, token: string, ops: readonly PendingOp[]): Promise<void> {
  if (!ops.length) return;
  await update(table, (prev) => ({ ...prev, pending: [...prev.pending, ...ops] }));
  // Shown at once, before any send; kept in the outbox before the first send.
  await mirror(table, token);
  await keepOps(
    table,
    ops.map(({ op }) => op),
    token,
  ).catch((error: unknown) => console.warn('table cart ops not kept', error));
  void sendPending(table, token);
}

async function start(table: TableRef, token: string): Promise<() => void> {
  const session = sessionMark(token);
  const now = await kept(table);
  if (now.session !== session) await store.set(atomOf(table), { ...EMPTY_TABLE_CART, session });
  await mirror(table, token);
  const stopFeed = startCartFeed({
    open: (signal) => openCartEvents(table, token, signal),
    poll: (signal) => getTableCart(table, signal),
    onState: (state) => void hearState(table, token, state),
    pollMs: TABLE_CART_POLL_MS,
    idleMs: STREAM_IDLE_MS,
    callMs: CONFIG.requestTimeoutMs,
  });
  const onOnline = () => void sendPending(table, token);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void sendPending(table, token);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void sendPending(table, token);
  return () => {
    stopFeed();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Takes the cart's edits from the first moment a screen joins: an edit made while the kept cart
 * is still being read waits for it, so it is never written to the phone's own cart and lost.
 */
function takeEdits(table: TableRef, token: string, ready: Promise<unknown>): () => void {
  const seen = async () => (await kept(table)).state?.version ?? 0;
  return keepCartElsewhere(table.shopSeq, table.tableNum, {
    added: async (line: CartLine) => {
      await ready;
      const op = {
        kind: 'add' as const,
        opId: newLineId(),
        lineId: line.lineId,
        seenVersion: await seen(),
        line: lineInputOf(line),
      };
      await edit(table, token, [{ op, menuName: line.menuName }]);
    },
    changed: async (before, after) => {
      await ready;
      await edit(table, token, opsFromChange(before, after, await seen(), newLineId));
    },
  });
}

/** A screen of the table joins its shared cart; returns the way to leave. */
export function joinTableCart(shopSeq: number, tableNum: number, token: string): () => void {
  const table: TableRef = { shopSeq, tableNum, phoneId: phoneId() };
  const key = `${shopSeq}:${tableNum}:${sessionMark(token)}`;
  let sync = syncs.get(key);
  if (sync) {
    clearTimeout(sync.linger);
    sync.refs += 1;
  } else {
    let stopped = false;
    let stopStarted: (() => void) | null = null;
    const created: Sync = {
      refs: 1,
      stop: () => {
        stopped = true;
        stopStarted?.();
      },
    };
    sync = created;
    syncs.set(key, created);
    const started = start(table, token);
    const release = takeEdits(table, token, started);
    void started.then((stop) => {
      if (stopped) stop();
      else stopStarted = stop;
    });
    const stopFeed = created.stop;
    created.stop = () => {
      release();
      stopFeed();
    };
  }
  const joined = sync;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.refs -= 1;
    if (joined.refs > 0) return;
    joined.linger = setTimeout(() => {
      if (joined.refs > 0) return;
      syncs.delete(key);
      joined.stop();
    }, LINGER_MS);
  };
}

/**
 * The cart as an order sends it (`POST /order`'s `tableCart`): the version this phone shows, or
 * null while an edit of this phone is still unsent (the order would not be what the diner sees).
 */
export async function tableCartOrderRef(shopSeq: number, tableNum: number): Promise<TableCartOrderRef | null> {
  const now = await store.get(tableCartAtomFor(shopSeq, tableNum));
  if (now.pending.length || !now.state) return null;
  return { phoneId: phoneId(), version: now.state.version };
}

/** Asks for the table's cart at once (after a refused order) and shows it. */
export async function refreshTableCart(shopSeq: number, tableNum: number, token: string): Promise<TableCartState> {
  const table: TableRef = { shopSeq, tableNum, phoneId: phoneId() };
  const state = await getTableCart(table, deadline(CONFIG.requestTimeoutMs));
  await hearState(table, token, state);
  return state;
}

export async function dismissNotice(shopSeq: number, tableNum: number, id: string): Promise<void> {
  await store.set(tableCartAtomFor(shopSeq, tableNum), (prev) => ({
    ...prev,
    notices: prev.notices.filter((notice) => notice.id !== id),
  }));
}
