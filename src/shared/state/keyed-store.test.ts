import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedCallsAtom } from '../lib/data-freshness.ts';
import { createKeyedStore } from './keyed-store.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createKeyedStore', () => {
  it('gives each key its own entry, and every caller of a key the one load out', async () => {
    const menus = createKeyedStore<{ name: string }, [number]>('menu');
    const store = createStore();
    const fetcher = vi.fn(async () => ({ name: 'A' }));
    const [first, second] = await Promise.all([menus.load(store, [1], fetcher), menus.load(store, [1], fetcher)]);
    expect(first).toBe(second);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.get(menus.atom(1))).toMatchObject({ status: 'success', data: { name: 'A' }, live: true });
    expect(store.get(menus.atom(2))).toMatchObject({ status: 'idle', data: null });
    await menus.load(store, [1], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("a screen reading a key's data is not told of a load that brings the same data", async () => {
    const menus = createKeyedStore<{ name: string }, [number]>('menu');
    const store = createStore();
    await menus.load(store, [1], async () => ({ name: 'A' }));
    const seen: unknown[] = [];
    store.sub(menus.data(1), () => seen.push(store.get(menus.data(1))));
    await menus.load(store, [1], async () => ({ name: 'A' }));
    expect(seen).toEqual([]);
    await menus.load(store, [1], async () => ({ name: 'B' }));
    expect(seen).toEqual([{ name: 'B' }]);
    expect(menus.data(1)).toBe(menus.data(1));
  });

  it('keeps the unchanged parts of an answer as the objects on screen', async () => {
    const menus = createKeyedStore<{ a: { n: number }; b: { n: number } }, [number]>('menu');
    const store = createStore();
    const before = await menus.load(store, [1], async () => ({ a: { n: 1 }, b: { n: 1 } }));
    const after = await menus.load(store, [1], async () => ({ a: { n: 1 }, b: { n: 2 } }));
    expect(after.a).toBe(before.a);
    expect(after.b).not.toBe(before.b);
  });

  it('notes an answer from the worker cache as of that cache, not live', async () => {
    const menus = createKeyedStore<string, [number]>('menu', 'category');
    const store = createStore();
    store.set(cachedCallsAtom, { category: 42 });
    await menus.load(store, [1], async () => 'cached');
    expect(store.get(menus.atom(1))).toMatchObject({ data: 'cached', at: 42, live: false });
    store.set(cachedCallsAtom, { shopInfo: 7 });
    await menus.load(store, [1], async () => 'fresh');
    expect(store.get(menus.atom(1))).toMatchObject({ data: 'fresh', live: true });
  });

  it('a failure keeps the data on screen, is logged, and is passed on', async () => {
    const menus = createKeyedStore<string, [number]>('menu');
    const store = createStore();
    menus.keep(store, [1], 'kept', 5);
    const boom = new Error('boom');
    await expect(menus.load(store, [1], async () => Promise.reject(boom))).rejects.toBe(boom);
    expect(store.get(menus.atom(1))).toMatchObject({ status: 'error', data: 'kept', error: boom });
    expect(console.error).toHaveBeenCalledWith('Loading menu failed', boom);
  });

  it('a kept copy goes in only where nothing is held', async () => {
    const menus = createKeyedStore<string, [number]>('menu');
    const store = createStore();
    await menus.load(store, [1], async () => 'served');
    menus.keep(store, [1], 'kept', 5);
    menus.keep(store, [2], 'kept', 5);
    expect(store.get(menus.atom(1)).data).toBe('served');
    expect(store.get(menus.atom(2))).toMatchObject({ data: 'kept', at: 5, live: false });
  });

  it('a forgotten load is aborted and its late answer or failure never lands', async () => {
    const menus = createKeyedStore<string, [number]>('menu');
    const store = createStore();
    const slow = deferred<string>();
    let signal: AbortSignal | undefined;
    const first = menus.load(store, [1], (s) => {
      signal = s;
      return slow.promise;
    });
    menus.forget(store, [1]);
    expect(signal?.aborted).toBe(true);
    expect(store.get(menus.atom(1)).status).toBe('idle');
    await menus.load(store, [1], async () => 'new');
    slow.resolve('old');
    await first;
    expect(store.get(menus.atom(1)).data).toBe('new');

    const failing = deferred<string>();
    const second = menus.load(store, [1], () => failing.promise);
    menus.forget(store, [1]);
    expect(store.get(menus.atom(1)).status).toBe('success');
    failing.reject(new Error('late'));
    await expect(second).rejects.toThrow('late');
    expect(store.get(menus.atom(1))).toMatchObject({ status: 'success', data: 'new' });
    menus.forget(store, [1]);
    expect(store.get(menus.atom(1)).status).toBe('success');
  });

  it('loads in two jotai stores apart', async () => {
    const menus = createKeyedStore<string, [number]>('menu');
    const [one, two] = [createStore(), createStore()];
    const slow = deferred<string>();
    const fetcher = vi.fn(() => slow.promise);
    void menus.load(one, [1], fetcher);
    void menus.load(two, [1], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    slow.resolve('x');
  });
});
