/**
 * The background waiting alert's watches in IndexedDB, one per registration, the same database
 * for the page (which writes them) and the worker (which checks them). Every watch read back is
 * checked; one that does not parse is left out and deleted.
 */
import { del, entries, get, set } from 'idb-keyval';
import { lazyIdbStore } from './lazy-idb-store.ts';
import { isWaitingWatch, type WaitingWatch, type WaitingWatchStore } from './waiting-watch.ts';

const db = lazyIdbStore('table-order-waiting-watch', 'watches');

export const idbWaitingWatchStore: WaitingWatchStore = {
  put: (watch) => set(watch.waitingUuid, watch, db()),
  async get(waitingUuid) {
    const value: unknown = await get(waitingUuid, db());
    return isWaitingWatch(value) ? value : undefined;
  },
  async list() {
    const all = await entries<IDBValidKey, unknown>(db());
    const broken = all.filter(([, value]) => !isWaitingWatch(value)).map(([key]) => key);
    await Promise.all(broken.map((key) => del(key, db())));
    return all.map(([, value]) => value).filter(isWaitingWatch);
  },
  remove: (waitingUuid) => del(waitingUuid, db()),
};

/** A store in memory, for tests. */
export function memoryWaitingWatchStore(initial: WaitingWatch[] = []): WaitingWatchStore {
  const watches = new Map(initial.map((watch) => [watch.waitingUuid, watch]));
  return {
    put: async (watch) => void watches.set(watch.waitingUuid, watch),
    get: async (waitingUuid) => watches.get(waitingUuid),
    list: async () => [...watches.values()],
    remove: async (waitingUuid) => void watches.delete(waitingUuid),
  };
}
