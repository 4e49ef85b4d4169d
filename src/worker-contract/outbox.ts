/**
 * The outbox: what must reach the order service however the connection behaves (visit records,
 * smart receipts). One store in IndexedDB, shared by the page and the service worker of this
 * origin, so either one may deliver an entry and both see when it is gone:
 *
 * - An entry is written before its first send and deleted only after an answer the service will
 *   repeat (at-least-once). Every send of an entry carries the entry's idempotency key, so the
 *   service counts it once (exactly-once at the service).
 * - The page sends at once, and again at start, on `online` and when it becomes visible; the
 *   worker on Background Sync, at its own start and when the page asks. A Web Lock lets only
 *   one of them (of any tab or worker version) run a round at a time.
 *
 * Pure rules here; storage in outbox-store.ts, the round in outbox-flush.ts.
 */

/**
 * The calls that go through the outbox (the contract's names). A staff call and a shared-cart edit
 * are the page's own entries: the worker delivers them in its rounds but never queues one itself
 * (they are not QUEUE_NAMEs).
 */
export const OUTBOX_CALLS = ['history', 'receipt', 'staffCall', 'tableCartOps'] as const;
export type OutboxCall = (typeof OUTBOX_CALLS)[number];

export interface OutboxEntry {
  /** The idempotency key, also the entry's key in the store. */
  key: string;
  call: OutboxCall;
  /** Absolute address the entry is posted to. */
  url: string;
  /** The JSON body, as the contract's schema produced it. */
  body: unknown;
  /** ms since epoch; rounds go oldest first. */
  createdAt: number;
  /** The table token, for a call the contract sends with `Authorization: Bearer` (a staff call). */
  bearer?: string;
}

/** What one send produced. `queuedByWorker`: the worker's 202 with its marker, not the service's. */
export type SendOutcome =
  | { kind: 'response'; status: number; queuedByWorker?: boolean }
  | { kind: 'network-error' }
  | { kind: 'timeout' };

/** delete: done or refused for good; keep: try again later, and stop this round. */
export type OutboxDecision = 'delivered' | 'refused' | 'keep';

/**
 * The delete/keep table.
 *
 * | outcome                               | decision  |
 * |---------------------------------------|-----------|
 * | 2xx from the service                  | delivered |
 * | 408, 429, any 5xx                     | keep      |
 * | another 4xx (the service will repeat) | refused   |
 * | network error, timeout                | keep      |
 * | the worker's "queued" 202             | keep      |
 * | 1xx, 3xx (not a final answer to a POST) | keep    |
 */
export function outboxDecision(outcome: SendOutcome): OutboxDecision {
  if (outcome.kind !== 'response' || outcome.queuedByWorker) return 'keep';
  const { status } = outcome;
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'keep';
  if (status >= 400) return 'refused';
  return 'keep';
}

/** How long one send may take before it counts as lost (the entry stays; the round stops). */
export const OUTBOX_SEND_TIMEOUT_MS = 15_000;
/** Entries older than this are dropped unsent: a week-old visit or receipt helps nobody. */
export const OUTBOX_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** The Web Lock's and Background Sync tag's name. */
export const OUTBOX_LOCK = 'table-order-outbox';

/** Whether an entry is too old to send. */
export function isExpired(entry: Pick<OutboxEntry, 'createdAt'>, now: number): boolean {
  return now - entry.createdAt > OUTBOX_MAX_AGE_MS;
}

/** 32-bit FNV-1a style mix with a seed; four of them make a 128-bit digest. */
function mix(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // A final avalanche, so near-identical inputs differ in every hex digit.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The idempotency key of one logical message, the same on every retry and resend, in any tab:
 * made from what makes the message itself (a receipt: its order and phone). UUID-shaped, as the
 * service expects a key to look; not secret and not random (a name-based key, like UUID v5).
 * Pure JavaScript: `crypto.subtle` is missing on a plain-http address.
 *
 * @example messageKey(['receipt', 'pg-1', '01012345678']) // 'xxxxxxxx-xxxx-5xxx-8xxx-xxxxxxxxxxxx'
 */
export function messageKey(parts: readonly string[]): string {
  const text = parts.map((part) => `${part.length}:${part}`).join('|');
  const hex = [1, 2, 3, 4]
    .map((seed) =>
      mix(text, seed * 0x9e3779b1)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
