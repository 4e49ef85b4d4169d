/**
 * The outbox's IndexedDB store, the same database for the page and the worker (idb-keyval works
 * in both). Every entry read back is checked; one that does not parse is deleted.
 */
import { del, get, set, values } from 'idb-keyval';
import { lazyIdbStore } from './lazy-idb-store.ts';
import type { OutboxEntry } from './outbox.ts';
import { isOutboxEntry } from './outbox-entry.ts';

export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  has(key: string): Promise<boolean>;
  list(): Promise<OutboxEntry[]>;
  remove(key: string): Promise<void>;
}

const db = lazyIdbStore('table-order-outbox', 'entries');

export const idbOutboxStore: OutboxStore = {
  put: (entry) => set(entry.key, entry, db()),
  has: async (key) => (await get(key, db())) !== undefined,
  async list() {
    const all: unknown[] = await values(db());
    return all.filter(isOutboxEntry).sort((a, b) => a.createdAt - b.createdAt);
  },
  remove: (key) => del(key, db()),
};

/** A store in memory: the page's fallback when IndexedDB is missing or refuses, and tests'. */
export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    put: async (entry) => void entries.set(entry.key, entry),
    has: async (key) => entries.has(key),
    list: async () => [...entries.values()].sort((a, b) => a.createdAt - b.createdAt),
    remove: async (key) => void entries.delete(key),
  };
}
