/**
 * The page's side of the outbox (`src/worker-contract/outbox.ts`): it delivers everything by itself, with or
 * without a service worker (in-app browsers, private windows, a first visit, a hard reload all
 * run without one; WebKit and Firefox have no Background Sync).
 *
 * - `enqueueMessage` writes the entry to IndexedDB before anything is sent. When IndexedDB refuses
 *   the write, the entry is kept in this page's memory instead and `durable` says so: the caller
 *   must not tell the diner it is queued.
 * - `flushNow` runs a round. It runs at start, on `online`, whenever the page becomes visible,
 *   and after each enqueue; when the page is hidden (a tab closed right after a scan) what this
 *   page enqueued goes once more with `keepalive`, which the browser finishes after the page is
 *   gone. The entry stays stored until an answer is seen, so that copy is counted once too.
 * - Delivered receipts are announced with the same window event the worker's replay uses.
 */
import * as v from 'valibot';
import type { CallSpec } from '../../api/contract/call-spec.ts';
import { MENU_CALLS } from '../../api/contract/menu-calls.ts';
import { timeoutSignal, untilAborted } from '../../api/deadline.ts';
import type { OutboxCall, OutboxEntry } from '../../worker-contract/outbox.ts';
import { flushOutbox, type RoundReport, type Settled, sendEntry } from '../../worker-contract/outbox-flush.ts';
import { idbOutboxStore, memoryOutboxStore, type OutboxStore } from '../../worker-contract/outbox-store.ts';
import { CONFIG } from '../config.ts';
import { afterPageLoad } from '../lib/after-page-load.ts';
import { RECEIPT_REPLAYED_EVENT, type ReceiptReplayedDetail } from '../sw/worker-events.ts';

/** IndexedDB that takes longer than this to store an entry counts as refusing it. */
const STORE_TIMEOUT_MS = 3_000;

const memory = memoryOutboxStore();
/** What this page enqueued and has not seen settled: sent once more, with keepalive, on pagehide. */
const unsettled = new Map<string, OutboxEntry>();

async function callSpec(call: OutboxCall): Promise<CallSpec> {
  if (call === 'history') return MENU_CALLS.history;
  const { OTHER_CALLS } = await import('../../api/contract/other-calls.ts');
  return OTHER_CALLS[call];
}

function absolute(path: string): string {
  const base = new URL(CONFIG.apiBase.replace(/\/*$/, '/'), globalThis.location?.href ?? 'http://localhost/');
  return new URL(path.replace(/^\/+/, ''), base).href;
}

/** The entry for one message: the body checked against the contract, the address from it. */
export async function outboxEntry(
  call: OutboxCall,
  body: unknown,
  key: string,
  now = Date.now(),
): Promise<OutboxEntry> {
  const spec = await callSpec(call);
  const checked = spec.body ? v.parse(spec.body, body) : body;
  return { key, call, url: absolute(spec.path), body: checked, createdAt: now };
}

export interface Enqueued {
  entry: OutboxEntry;
  /** True when IndexedDB holds it (it survives a closed tab); false: this page's memory only. */
  durable: boolean;
}

/** Keeps a message until it is delivered. The same key twice is one entry. */
export async function enqueueMessage(entry: OutboxEntry, store: OutboxStore = idbOutboxStore): Promise<Enqueued> {
  unsettled.set(entry.key, entry);
  try {
    // A put that does not answer in time is as good as none: the entry is kept in memory instead.
    await untilAborted(store.put(entry), timeoutSignal(STORE_TIMEOUT_MS));
    return { entry, durable: true };
  } catch (error) {
    console.warn('outbox entry kept in memory only', error);
    await memory.put(entry);
    return { entry, durable: false };
  }
}

/** Forgets an entry the caller settled itself (a live send that got its answer). */
export async function settleMessage(key: string, store: OutboxStore = idbOutboxStore): Promise<void> {
  unsettled.delete(key);
  await memory.remove(key);
  await store.remove(key).catch((error: unknown) => console.warn('outbox entry not removed', error));
}

function announce({ entry, status }: Settled): void {
  unsettled.delete(entry.key);
  if (entry.call !== 'receipt') return;
  const body = entry.body as { printGroupUuid?: unknown };
  if (typeof body.printGroupUuid !== 'string') return;
  const detail: ReceiptReplayedDetail = { printGroupUuid: body.printGroupUuid, status };
  window.dispatchEvent(new CustomEvent(RECEIPT_REPLAYED_EVENT, { detail }));
}

let round: Promise<void> | null = null;
let again = false;
/** Waits before the page tries a kept entry again on its own (the service was busy or silent). */
export const OUTBOX_RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000] as const;
let retriesWaited = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The wait before the `n`th retry of a postponed round (0-based), the last one repeating. */
export function retryDelay(n: number): number {
  return OUTBOX_RETRY_DELAYS_MS[Math.min(n, OUTBOX_RETRY_DELAYS_MS.length - 1)] ?? 60_000;
}

/**
 * A round that kept an entry tries again by itself while the page is open: a 503 or a hung send
 * would otherwise wait for the next `online` or visibility change, which may never come. Offline,
 * the `online` event does it instead.
 */
function scheduleRetry(postponed: boolean): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!postponed) {
    retriesWaited = 0;
    return;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  retryTimer = setTimeout(() => void flushNow(), retryDelay(retriesWaited));
  retriesWaited += 1;
}

/**
 * A caller's own send kept its entry (no answer came, yet the browser says it is online: the
 * service unreachable, a signal that dropped without the browser noticing): the page tries again
 * by itself on the retry timer, as after a postponed round, rather than waiting for an `online`
 * event or a return to the page that may never come.
 */
export function retryKeptSoon(): void {
  // A timer already set stays as it is, its wait growing as before.
  if (retryTimer === undefined) scheduleRetry(true);
}

/** One round over the stored entries and this page's memory. Never throws. */
export function flushNow(): Promise<void> {
  if (round) {
    // A round is running: one more follows it, for entries enqueued meanwhile.
    again = true;
    return round;
  }
  round = (async () => {
    let postponed = false;
    do {
      again = false;
      const send = (entry: OutboxEntry) => sendEntry(entry);
      const reports: RoundReport[] = [];
      try {
        reports.push(await flushOutbox(idbOutboxStore, { send, onSettled: announce }));
      } catch (error) {
        console.warn('outbox not readable', error);
      }
      reports.push(await flushOutbox(memory, { send, onSettled: announce }));
      // A round another tab or the worker was running counts as postponed too: it may have kept something.
      postponed = reports.some((report) => report.postponed || !report.ran);
      if (postponed) break;
    } while (again);
    scheduleRetry(postponed);
  })().finally(() => {
    round = null;
  });
  return round;
}

/** The entries IndexedDB holds (none when it cannot be read). */
export async function storedMessages(): Promise<OutboxEntry[]> {
  return await idbOutboxStore.list().catch(() => []);
}

let started = false;

/** Wires the page's triggers; the first round waits for the page to load (the menu goes first). */
export function startOutbox(): void {
  if (started) return;
  started = true;
  afterPageLoad(() => void flushNow(), 3_000);
  window.addEventListener('online', () => void flushNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushNow();
  });
  window.addEventListener('pagehide', () => {
    for (const entry of unsettled.values()) void sendEntry(entry, { keepalive: true });
  });
}
