import 'fake-indexeddb/auto';
import { clear, get, set } from 'idb-keyval';
import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const Lines = v.array(v.object({ menuSeq: v.number(), quantity: v.number() }));
type Lines = v.InferOutput<typeof Lines>;
const EMPTY: Lines = [];

/** A fresh copy of the module, as after a page reload (module state and atoms start over). */
async function freshModule() {
  vi.resetModules();
  return import('./idb-storage.ts');
}

beforeEach(async () => {
  await clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('atomWithIdb', () => {
  it('starts from the initial value and round-trips a write', async () => {
    const { atomWithIdb, loadIdbAtom } = await freshModule();
    const cart = atomWithIdb('t:cart', EMPTY, Lines);
    const store = createStore();
    expect(await loadIdbAtom(store, cart)).toEqual([]);
    await store.set(cart, [{ menuSeq: 1, quantity: 2 }]);
    expect(store.get(cart)).toEqual([{ menuSeq: 1, quantity: 2 }]);
    expect(await get('t:cart')).toEqual([{ menuSeq: 1, quantity: 2 }]);
  });

  it('gives updaters the resolved value and loses no update before the first write', async () => {
    const { atomWithIdb } = await freshModule();
    await set('t:count', [{ menuSeq: 1, quantity: 1 }]);
    const cart = atomWithIdb('t:count', EMPTY, Lines);
    const store = createStore();
    const add = (prev: Lines) => prev.map((line) => ({ ...line, quantity: line.quantity + 1 }));
    // Not awaited between: both run while the value is still the first read's Promise.
    await Promise.all([store.set(cart, add), store.set(cart, add)]);
    expect(store.get(cart)).toEqual([{ menuSeq: 1, quantity: 3 }]);
  });

  it('two tabs updating one key at the same moment both keep their change', async () => {
    // Two module copies are two tabs: each has its own atom, memory and write queue.
    const tabA = await freshModule();
    const tabB = await freshModule();
    const cartA = tabA.atomWithIdb('t:tabs', EMPTY, Lines);
    const cartB = tabB.atomWithIdb('t:tabs', EMPTY, Lines);
    const storeA = createStore();
    const storeB = createStore();
    await Promise.all([tabA.loadIdbAtom(storeA, cartA), tabB.loadIdbAtom(storeB, cartB)]);
    const adding = (menuSeq: number) => (prev: Lines) => [...prev, { menuSeq, quantity: 1 }];
    for (let round = 0; round < 4; round += 1) {
      await Promise.all([storeA.set(cartA, adding(10 + round)), storeB.set(cartB, adding(20 + round))]);
    }
    const stored = ((await get('t:tabs')) as Lines).map((l) => l.menuSeq).sort((a, b) => a - b);
    expect(stored).toEqual([10, 11, 12, 13, 20, 21, 22, 23]);
    // Each tab's atom holds what its last update stored, not only its own lines.
    expect(storeB.get(cartB)).toHaveLength(8);
  });

  it('an update starts from what IndexedDB holds, not from the copy this tab read', async () => {
    const { atomWithIdb, loadIdbAtom } = await freshModule();
    const cart = atomWithIdb('t:stale', EMPTY, Lines);
    const store = createStore();
    await loadIdbAtom(store, cart);
    // Another tab's write this tab never heard of.
    await set('t:stale', [{ menuSeq: 7, quantity: 1 }]);
    await store.set(cart, (prev) => [...prev, { menuSeq: 8, quantity: 1 }]);
    expect(await get('t:stale')).toEqual([
      { menuSeq: 7, quantity: 1 },
      { menuSeq: 8, quantity: 1 },
    ]);
    expect(store.get(cart)).toEqual(await get('t:stale'));
  });

  it('updateIdb resets to the initial value on RESET', async () => {
    const { updateIdb, readIdb } = await freshModule();
    await set('t:reset', [{ menuSeq: 1, quantity: 1 }]);
    expect(await updateIdb('t:reset', Lines, EMPTY, () => RESET)).toBe(EMPTY);
    expect(await readIdb('t:reset', Lines, EMPTY)).toEqual([]);
  });

  it('keeps the value across a reload', async () => {
    const first = await freshModule();
    const before = first.atomWithIdb('t:reload', EMPTY, Lines);
    await createStore().set(before, [{ menuSeq: 9, quantity: 1 }]);

    const second = await freshModule();
    const after = second.atomWithIdb('t:reload', EMPTY, Lines);
    expect(await second.loadIdbAtom(createStore(), after)).toEqual([{ menuSeq: 9, quantity: 1 }]);
  });

  it.each<[string, unknown]>([
    ['an old shape', { lines: [] }],
    ['a wrong field type', [{ menuSeq: '1', quantity: 1 }]],
    ['a bare string', 'corrupt'],
  ])('reads %s as the initial value', async (_, stored) => {
    await set('t:bad', stored);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { atomWithIdb, loadIdbAtom } = await freshModule();
    const cart = atomWithIdb('t:bad', EMPTY, Lines);
    expect(await loadIdbAtom(createStore(), cart)).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('removes the stored value on RESET', async () => {
    const { atomWithIdb } = await freshModule();
    const cart = atomWithIdb('t:reset', EMPTY, Lines);
    const store = createStore();
    await store.set(cart, [{ menuSeq: 1, quantity: 1 }]);
    await store.set(cart, RESET);
    expect(store.get(cart)).toEqual([]);
    expect(await get('t:reset')).toBeUndefined();
  });

  it('does not swap in a new pending value when first mounted', async () => {
    const { atomWithIdb, loadIdbAtom } = await freshModule();
    const cart = atomWithIdb('t:mount', EMPTY, Lines);
    const store = createStore();
    await loadIdbAtom(store, cart);
    const loaded = store.get(cart);
    const unsubscribe = store.sub(cart, () => undefined);
    expect(store.get(cart)).toBe(loaded);
    unsubscribe();
  });

  it('reads what was written before the first mount, not the creation read', async () => {
    const { atomWithIdb } = await freshModule();
    const cart = atomWithIdb('t:early', EMPTY, Lines);
    const store = createStore();
    await store.set(cart, [{ menuSeq: 3, quantity: 1 }]);
    const unsubscribe = store.sub(cart, () => undefined);
    expect(await store.get(cart)).toEqual([{ menuSeq: 3, quantity: 1 }]);
    unsubscribe();
  });

  it('shows a write from another tab in a mounted atom', async () => {
    const tabA = await freshModule();
    const tabB = await freshModule();
    const cartA = tabA.atomWithIdb('t:tabs', EMPTY, Lines);
    const cartB = tabB.atomWithIdb('t:tabs', EMPTY, Lines);
    const storeA = createStore();
    const storeB = createStore();
    await tabB.loadIdbAtom(storeB, cartB);
    const unsubscribe = storeB.sub(cartB, () => undefined);

    await storeA.set(cartA, [{ menuSeq: 5, quantity: 4 }]);
    await vi.waitFor(async () => expect(await storeB.get(cartB)).toEqual([{ menuSeq: 5, quantity: 4 }]));
    unsubscribe();
  });

  it('shows another tab’s write made after loading and before mounting', async () => {
    const tabA = await freshModule();
    const tabB = await freshModule();
    const cartA = tabA.atomWithIdb('t:gap', EMPTY, Lines);
    const cartB = tabB.atomWithIdb('t:gap', EMPTY, Lines);
    const storeA = createStore();
    const storeB = createStore();
    // Tab B's route loader reads the cart; tab A writes before B's screen mounts and listens.
    await tabB.loadIdbAtom(storeB, cartB);
    await storeA.set(cartA, [{ menuSeq: 7, quantity: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const unsubscribe = storeB.sub(cartB, () => undefined);
    await vi.waitFor(async () => expect(await storeB.get(cartB)).toEqual([{ menuSeq: 7, quantity: 2 }]));
    unsubscribe();
  });

  it('keeps persistence available while IndexedDB works', async () => {
    const { atomWithIdb, loadIdbAtom, isPersistenceUnavailable } = await freshModule();
    await loadIdbAtom(createStore(), atomWithIdb('t:ok', EMPTY, Lines));
    expect(isPersistenceUnavailable()).toBe(false);
  });
});

describe('readIdb', () => {
  it('parses through the schema and applies its defaults', async () => {
    const { readIdb } = await freshModule();
    await set('t:defaults', { name: 'a' });
    const schema = v.object({ name: v.string(), count: v.optional(v.number(), 0) });
    expect(await readIdb('t:defaults', schema, { name: '', count: 0 })).toEqual({ name: 'a', count: 0 });
  });
});
