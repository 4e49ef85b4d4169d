/**
 * One outbox round and one send, shared by the page and the worker: read, send with a timeout,
 * then delete on an answer the service will repeat or keep (see `outboxDecision`). An entry is
 * never removed before its answer, so a tab closed or a worker stopped mid-send loses nothing:
 * the next round sends it again under the same key.
 */
import { IDEMPOTENCY_HEADER } from '../api/contract/call-spec.ts';
import { isQueuedResponse } from './messages.ts';
import {
  isExpired,
  OUTBOX_LOCK,
  OUTBOX_SEND_TIMEOUT_MS,
  type OutboxDecision,
  type OutboxEntry,
  outboxDecision,
  type SendOutcome,
} from './outbox.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface SendOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** For a send made as the page goes away: the browser finishes it after the page is gone. */
  keepalive?: boolean;
}

/** Posts one entry with its idempotency key. Never throws: every failure is an outcome. */
export async function sendEntry(
  entry: OutboxEntry,
  { fetch = globalThis.fetch, timeoutMs = OUTBOX_SEND_TIMEOUT_MS, keepalive = false }: SendOptions = {},
): Promise<SendOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(entry.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_HEADER]: entry.key,
        ...(entry.bearer ? { authorization: `Bearer ${entry.bearer}` } : {}),
      },
      body: JSON.stringify(entry.body),
      signal: controller.signal,
      keepalive,
      credentials: 'same-origin',
    });
    // Not awaited: only the status matters, and a tee'd body may never finish cancelling.
    void response.body?.cancel().catch(() => undefined);
    return { kind: 'response', status: response.status, queuedByWorker: isQueuedResponse(response) };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}

export interface Settled {
  entry: OutboxEntry;
  decision: Exclude<OutboxDecision, 'keep'>;
  /** The service's status (0 when the entry expired unsent). */
  status: number;
}

export interface RoundReport {
  delivered: number;
  refused: number;
  expired: number;
  /** True when an entry was kept for later: the round stopped there. */
  postponed: boolean;
  /** False when another tab or worker held the lock: nothing was done. */
  ran: boolean;
}

export interface RoundOptions {
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  onSettled?: (settled: Settled) => void;
  /** Only these entries (e.g. the page's memory fallback); default all. */
  only?: (entry: OutboxEntry) => boolean;
  now?: () => number;
  lock?: OutboxLock;
}

/** Runs `task` alone across the page, its other tabs and the worker; `null` when it is taken. */
export type OutboxLock = <T>(task: () => Promise<T>) => Promise<T | null>;

/**
 * The Web Lock of the outbox when the browser has the API (every current engine, in pages and
 * workers), else a lock of this context only. A round that finds it taken does nothing: the
 * round that holds it sends the same entries, and a send is bounded by its timeout, so the lock
 * is never held for long.
 */
export function outboxLock(): OutboxLock {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks?.request) {
    return (task) => locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock: Lock | null) => (lock ? task() : null));
  }
  let busy = false;
  return async (task) => {
    if (busy) return null;
    busy = true;
    try {
      return await task();
    } finally {
      busy = false;
    }
  };
}

const defaultLock = outboxLock();

/** One round: sends entries oldest first until the outbox is empty or an entry must wait. */
export async function flushOutbox(store: OutboxStore, options: RoundOptions): Promise<RoundReport> {
  const { send, onSettled, only = () => true, now = Date.now, lock = defaultLock } = options;
  const report: RoundReport = { delivered: 0, refused: 0, expired: 0, postponed: false, ran: false };
  const done = await lock(async () => {
    report.ran = true;
    for (const entry of (await store.list()).filter(only)) {
      // Another context may have delivered it since the list was read.
      if (!(await store.has(entry.key))) continue;
      if (isExpired(entry, now())) {
        await store.remove(entry.key);
        report.expired += 1;
        continue;
      }
      const outcome = await send(entry);
      const decision = outboxDecision(outcome);
      if (decision === 'keep') {
        report.postponed = true;
        return report;
      }
      await store.remove(entry.key);
      if (decision === 'delivered') report.delivered += 1;
      else report.refused += 1;
      onSettled?.({ entry, decision, status: outcome.kind === 'response' ? outcome.status : 0 });
    }
    return report;
  });
  return done ?? report;
}
