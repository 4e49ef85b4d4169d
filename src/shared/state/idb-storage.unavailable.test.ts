import { createStore } from 'jotai';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const Lines = v.array(v.object({ menuSeq: v.number(), quantity: v.number() }));
const EMPTY: v.InferOutput<typeof Lines> = [];

// Node's AbortSignal.timeout runs on timers vitest cannot fake: these tests take the path of browsers
// without it (deadline.ts builds the signal on setTimeout).
const { timeout } = AbortSignal;

beforeEach(() => {
  Object.assign(AbortSignal, { timeout: undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Object.assign(AbortSignal, { timeout });
});

const broken: [string, () => unknown][] = [
  ['missing', () => undefined],
  [
    'throwing on open (private mode)',
    () => ({
      open() {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow it',
          'InvalidStateError',
        );
      },
    }),
  ],
  // A request whose events never fire, as some browsers do instead of failing.
  ['never answering', () => ({ open: () => ({}) })],
];

describe('atomWithIdb without IndexedDB', () => {
  it.each(broken)('keeps working in memory when IndexedDB is %s, and says so', async (_, indexedDB) => {
    vi.useFakeTimers();
    vi.stubGlobal('indexedDB', indexedDB());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const idb = await import('./idb-storage.ts');
    const cart = idb.atomWithIdb('t:memory', EMPTY, Lines);
    const store = createStore();
    store.sub(idb.persistenceUnavailableAtom, () => undefined);

    const loading = idb.loadIdbAtom(store, cart);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await loading).toEqual([]);

    const writing = store.set(cart, [{ menuSeq: 1, quantity: 1 }]);
    await vi.advanceTimersByTimeAsync(15_000);
    await writing;
    expect(store.get(cart)).toEqual([{ menuSeq: 1, quantity: 1 }]);
    expect(await idb.readIdb('t:memory', Lines, EMPTY)).toEqual([{ menuSeq: 1, quantity: 1 }]);
    expect(idb.isPersistenceUnavailable()).toBe(true);
    expect(store.get(idb.persistenceUnavailableAtom)).toBe(true);
  });

  it('tells a mounted flag when IndexedDB fails later', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const idb = await import('./idb-storage.ts');
    const store = createStore();
    const seen: boolean[] = [];
    store.sub(idb.persistenceUnavailableAtom, () => seen.push(store.get(idb.persistenceUnavailableAtom)));
    expect(store.get(idb.persistenceUnavailableAtom)).toBe(false);

    const reading = idb.readIdb('t:late', Lines, EMPTY);
    await vi.advanceTimersByTimeAsync(15_000);
    await reading;
    expect(seen).toEqual([true]);
  });
});
