/**
 * Which data on screen came from the service worker's cache, and from when. The api client notes
 * each call's answer here (`noteAnswer`); screens read it through `useCachedSince` and say so
 * quietly with `<OfflineBadge calls={…} />`. A fresh answer from the network clears the note.
 */
import { atom, useAtomValue } from 'jotai';
import { store } from '../state/store.ts';

/** Call name (from the contract) → ms since epoch of the cached data last shown for it. */
export const cachedCallsAtom = atom<Readonly<Record<string, number>>>({});

/** Records where a call's answer came from: `cachedAt` when from the cache, null from the network. */
export function noteAnswer(call: string, cachedAt: number | null): void {
  const current = store.get(cachedCallsAtom);
  if (cachedAt === null) {
    if (!(call in current)) return;
    const { [call]: _dropped, ...rest } = current;
    store.set(cachedCallsAtom, rest);
  } else if (current[call] !== cachedAt) {
    store.set(cachedCallsAtom, { ...current, [call]: cachedAt });
  }
}

/**
 * The oldest cache time among `calls`, or null when all of them came fresh from the network.
 * @example oldestCachedAt({ shopInfo: 5, category: 3 }, ['shopInfo', 'category']) // 3
 */
export function oldestCachedAt(cached: Readonly<Record<string, number>>, calls: readonly string[]): number | null {
  const times = calls.map((call) => cached[call]).filter((time): time is number => time !== undefined);
  return times.length === 0 ? null : Math.min(...times);
}

/** For screens: since when the data of these calls is (null: it is fresh). */
export function useCachedSince(calls: readonly string[]): number | null {
  return oldestCachedAt(useAtomValue(cachedCallsAtom), calls);
}
