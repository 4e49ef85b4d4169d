/**
 * Session and local storage that never throws. Private modes and locked-down webviews throw on
 * access (`SecurityError`) or on write (`QuotaExceededError`); a diner there still gets a working
 * app, with values kept in memory for the life of the page instead.
 *
 * Text values are stored as they are (the token, flags); structured values as JSON, read back
 * through a valibot schema so an old or tampered value reads as missing, never as a wrong shape.
 */
import * as v from 'valibot';
import type { LocalKey, SessionKey } from './storage-keys.ts';

export interface StorageArea<Key extends string> {
  getText(key: Key): string | null;
  setText(key: Key, value: string): void;
  /** The stored JSON parsed through `schema`; null when missing, not JSON or not matching. */
  getJson<T>(key: Key, schema: v.GenericSchema<unknown, T>): T | null;
  setJson(key: Key, value: unknown): void;
  remove(key: Key): void;
}

/**
 * @param getStorage returns the browser storage, or throws / returns undefined when there is none.
 */
export function createStorageArea<Key extends string>(getStorage: () => Storage | undefined): StorageArea<Key> {
  // Values whose write to the real storage failed; they win over the real storage on read.
  const memory = new Map<string, string>();

  function storage(): Storage | undefined {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  }

  function getText(key: Key): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function setText(key: Key, value: string): void {
    try {
      const target = storage();
      if (!target) throw new Error('no storage');
      target.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  }

  return {
    getText,
    setText,
    getJson<T>(key: Key, schema: v.GenericSchema<unknown, T>): T | null {
      const text = getText(key);
      if (text === null) return null;
      try {
        const result = v.safeParse(schema, JSON.parse(text));
        return result.success ? result.output : null;
      } catch {
        return null;
      }
    },
    setJson(key: Key, value: unknown): void {
      setText(key, JSON.stringify(value));
    },
    remove(key: Key): void {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
    },
  };
}

export const sessionArea: StorageArea<SessionKey> = createStorageArea(() => globalThis.sessionStorage);
export const localArea: StorageArea<LocalKey> = createStorageArea(() => globalThis.localStorage);

/* Shorthands for the common text reads and writes. */
export const readSession = (key: SessionKey): string | null => sessionArea.getText(key);
export const writeSession = (key: SessionKey, value: string): void => sessionArea.setText(key, value);
export const removeSession = (key: SessionKey): void => sessionArea.remove(key);
export const readLocal = (key: LocalKey): string | null => localArea.getText(key);
export const writeLocal = (key: LocalKey, value: string): void => localArea.setText(key, value);
export const removeLocal = (key: LocalKey): void => localArea.remove(key);
