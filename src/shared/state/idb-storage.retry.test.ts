import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

const Lines = v.array(v.object({ menuSeq: v.number(), quantity: v.number() }));
const EMPTY: v.InferOutput<typeof Lines> = [];

afterEach(() => {
  vi.doUnmock('idb-keyval');
  vi.resetModules();
});

/** idb-keyval whose `set` fails the first `failures` times, as a quota moment does. */
async function withFailingWrites(failures: number) {
  vi.resetModules();
  const real = await vi.importActual<typeof import('idb-keyval')>('idb-keyval');
  let left = failures;
  vi.doMock('idb-keyval', () => ({
    ...real,
    set: (key: IDBValidKey, value: unknown) => {
      if (left > 0) {
        left -= 1;
        return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
      }
      return real.set(key, value);
    },
  }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return import('./idb-storage.ts');
}

describe('a failed IndexedDB write', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
  ])('failing %i time(s) in a row: persistence given up: %s', async (failures, gone) => {
    const idb = await withFailingWrites(failures);
    const key = `t:retry-${failures}`;
    await idb.writeIdb(key, [{ menuSeq: 1, quantity: 2 }]);
    expect(idb.isPersistenceUnavailable()).toBe(gone);
    if (!gone) {
      // Stored for real: a reload (a fresh module) reads it back.
      vi.doUnmock('idb-keyval');
      vi.resetModules();
      const fresh = await import('./idb-storage.ts');
      expect(await fresh.readIdb(key, Lines, EMPTY)).toEqual([{ menuSeq: 1, quantity: 2 }]);
    }
  });
});
