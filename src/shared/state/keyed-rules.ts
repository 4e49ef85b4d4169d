/**
 * The rules of the keyed data layer (`keyed-store.ts`), pure: how data is addressed, when an
 * entry is fresh enough not to ask the service again, and when a copy kept on the phone may go in.
 */

/** One entry of keyed server data: what the phone holds for one shop or one table. */
export interface Entry<T> {
  /** `pending` while a load is out, whatever the entry holds meanwhile. */
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | null;
  /** The failure of the last load, when its status is `error`. */
  error: unknown;
  /** ms since epoch when the service gave `data`; null while the entry holds none. */
  at: number | null;
  /** `data` came from the network on this page, not from a copy the phone or the worker kept. */
  live: boolean;
}

export const EMPTY_ENTRY: Entry<never> = { status: 'idle', data: null, error: null, at: null, live: false };

/**
 * The address of data that belongs to a shop (`[shopSeq]`) or a table (`[shopSeq, tableNum]`).
 * @example dataKey(12, 3) === '12:3'
 */
export function dataKey(...parts: readonly number[]): string {
  return parts.join(':');
}

/**
 * Whether the entry's data may be shown without asking the service again: it came from the
 * network on this page, less than `maxAgeMs` ago. A clock that went back counts as not fresh.
 */
export function isFresh(entry: Entry<unknown>, now: number, maxAgeMs: number): boolean {
  if (!entry.live || entry.at === null || entry.data === null) return false;
  const age = now - entry.at;
  return age >= 0 && age < maxAgeMs;
}

/**
 * The entry once a kept copy (given by the service at `at`) is offered to it. The copy goes in
 * only where the entry holds nothing yet: what a load brought on this page is never replaced by
 * an older copy, and a load in flight stays in flight.
 */
export function withKept<T>(entry: Entry<T>, data: T, at: number): Entry<T> {
  if (entry.data !== null) return entry;
  return { status: entry.status === 'pending' ? 'pending' : 'success', data, error: null, at, live: false };
}

/**
 * What a screen made of several entries shows as of: the oldest of their times, live only when
 * every one came from the network on this page; null until every one holds data.
 * @example combinedAt([{ at: 5, live: true, … }, { at: 3, live: false, … }]) // { at: 3, live: false }
 */
export function combinedAt(entries: readonly Entry<unknown>[]): { at: number; live: boolean } | null {
  let at = Number.POSITIVE_INFINITY;
  let live = true;
  for (const entry of entries) {
    if (entry.data === null || entry.at === null) return null;
    at = Math.min(at, entry.at);
    live &&= entry.live;
  }
  return entries.length === 0 ? null : { at, live };
}
