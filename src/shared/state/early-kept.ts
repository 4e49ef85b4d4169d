/**
 * What the phone keeps for a table, read by the boot script while the app's code downloads: the
 * table's menu, the last session answer and the cart, in one IndexedDB transaction. A repeat visit
 * renders from these, and reading them only once the app has started put the database's opening
 * and three reads on the way to the first screen. The app's IndexedDB layer takes a value from
 * here once (`takeEarlyKept`), parses it through its schema as usual, and reads the database
 * itself for anything not here or written since.
 */

/** The database and store idb-keyval uses by default (the app keeps everything there). */
const DB_NAME = 'keyval-store';
const STORE_NAME = 'keyval';

/** The values found, by key (a key that is absent was not stored); null when the read failed. */
export type EarlyKept = Promise<Map<string, unknown> | null>;

declare global {
  interface Window {
    __tableOrderKept?: { keys: readonly string[]; values: EarlyKept };
  }
}

/** Reads `keys` in one transaction. Never creates the database: a first visit has nothing to read. */
export function readKept(keys: readonly string[], idb: IDBFactory | null = globalThis.indexedDB ?? null): EarlyKept {
  return new Promise((resolve) => {
    // Some private modes and webviews have no IndexedDB, or one that throws on use.
    let opening: IDBOpenDBRequest;
    try {
      if (!idb) throw new Error('no IndexedDB');
      opening = idb.open(DB_NAME);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: undo its creation (the app creates it with its first write) and say so.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(null);
    opening.onblocked = () => resolve(null);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const found = new Map<string, unknown>();
        const tx = db.transaction(STORE_NAME, 'readonly');
        const store = tx.objectStore(STORE_NAME);
        for (const key of keys) {
          const request = store.get(key);
          request.onsuccess = () => {
            if (request.result !== undefined) found.set(key, request.result);
          };
        }
        tx.oncomplete = () => resolve(found);
        tx.onerror = () => resolve(null);
        tx.onabort = () => resolve(null);
      } catch {
        resolve(null);
      } finally {
        // Closes once the transaction is done; an open connection would block a later upgrade.
        db.close();
      }
    };
  });
}

/**
 * The boot script's value for `key`, once: a promise of `{ value }` (undefined when nothing was
 * stored under it), or null when the script did not read it, it was taken or written since, or
 * its read failed. Then the caller reads the database itself.
 */
export function takeEarlyKept(key: string): Promise<{ value: unknown } | null> | null {
  const early = typeof window === 'undefined' ? undefined : window.__tableOrderKept;
  if (!early?.keys.includes(key)) return null;
  forgetEarlyKept(key);
  return early.values.then((found) => (found ? { value: found.get(key) } : null));
}

/** A write on this page makes the boot script's copy of `key` out of date. */
export function forgetEarlyKept(key: string): void {
  const early = typeof window === 'undefined' ? undefined : window.__tableOrderKept;
  if (early?.keys.includes(key)) window.__tableOrderKept = { ...early, keys: early.keys.filter((k) => k !== key) };
}
