import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../api/errors.ts';
import { createFetchStore, type FetchStatus, type FetchStore } from './fetch-store.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetcher that waits for the test, and rejects like the client when its signal aborts. */
function controllable<T>() {
  const answer = deferred<T>();
  const signals: AbortSignal[] = [];
  const fetcher = (signal: AbortSignal) => {
    signals.push(signal);
    signal.addEventListener('abort', () => answer.reject(new ApiError('aborted', 'test')));
    return answer.promise;
  };
  return { fetcher, answer, signals };
}

function watch<T>(store: ReturnType<typeof createStore>, fetchStore: FetchStore<T>): FetchStatus[] {
  const seen: FetchStatus[] = [];
  store.sub(fetchStore.atom, () => seen.push(store.get(fetchStore.atom).status));
  return seen;
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    return error;
  }
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createFetchStore', () => {
  it('starts idle with no data', () => {
    const names = createFetchStore<string[]>('names');
    expect(createStore().get(names.atom)).toEqual({ status: 'idle', data: null, error: null });
  });

  it('goes pending then success with the data', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    const seen = watch(store, names);
    expect(await names.load(store, async () => ['a'])).toEqual(['a']);
    expect(seen).toEqual(['pending', 'success']);
    expect(store.get(names.atom)).toEqual({ status: 'success', data: ['a'], error: null });
  });

  it('goes pending then error, logs and rethrows, and keeps the last data', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    await names.load(store, async () => ['old']);
    const seen = watch(store, names);
    const failure = new ApiError('http', 'names', { status: 500 });
    await expect(names.load(store, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(seen).toEqual(['pending', 'error']);
    expect(store.get(names.atom)).toEqual({ status: 'error', data: ['old'], error: failure });
    expect(errorLog).toHaveBeenCalledOnce();
  });

  it('cancels a running load when a newer one starts, and ignores its answer', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    const seen = watch(store, names);
    const first = controllable<string[]>();
    const older = settle(names.load(store, first.fetcher));
    const newer = names.load(store, async () => ['new']);

    expect(first.signals[0]!.aborted).toBe(true);
    expect(await newer).toEqual(['new']);
    const olderOutcome = await older;
    expect(isApiError(olderOutcome) && olderOutcome.kind).toBe('aborted');
    expect(seen).toEqual(['pending', 'cancel', 'pending', 'success']);
    expect(store.get(names.atom).data).toEqual(['new']);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('never lets a late answer of a superseded load overwrite the newer data', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    const slow = deferred<string[]>();
    const older = settle(names.load(store, () => slow.promise)); // ignores its signal
    await names.load(store, async () => ['new']);
    slow.resolve(['stale']);
    await older;
    expect(store.get(names.atom)).toMatchObject({ status: 'success', data: ['new'] });
  });

  it.each<[string, (store: ReturnType<typeof createStore>, names: FetchStore<string[]>, c: AbortController) => void]>([
    ['the caller signal aborts', (_, __, caller) => caller.abort()],
    ['cancel is called', (store, names) => names.cancel(store)],
  ])('goes cancel when %s', async (_, stop) => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    const seen = watch(store, names);
    const caller = new AbortController();
    const call = controllable<string[]>();
    const loading = settle(names.load(store, call.fetcher, { signal: caller.signal }));
    stop(store, names, caller);
    const outcome = await loading;
    expect(isApiError(outcome) && outcome.kind).toBe('aborted');
    expect(seen).toEqual(['pending', 'cancel']);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('forgets everything on reset', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    await names.load(store, async () => ['a']);
    names.reset(store);
    expect(store.get(names.atom)).toEqual({ status: 'idle', data: null, error: null });
  });

  it('keeps each jotai store apart', async () => {
    const names = createFetchStore<string[]>('names');
    const one = createStore();
    const two = createStore();
    const running = controllable<string[]>();
    const pending = settle(names.load(one, running.fetcher));
    await names.load(two, async () => ['two']);
    expect(running.signals[0]!.aborted).toBe(false);
    running.answer.resolve(['one']);
    await pending;
    expect(one.get(names.atom).data).toEqual(['one']);
    expect(two.get(names.atom).data).toEqual(['two']);
  });

  it('works from an action atom with its own get and set', async () => {
    const { atom } = await import('jotai');
    const names = createFetchStore<string[]>('names');
    const loadAtom = atom(null, (get, set) => names.load({ get, set }, async () => ['x']));
    const store = createStore();
    await store.set(loadAtom);
    expect(store.get(names.atom).status).toBe('success');
  });
  it('seeds kept data as a success, replaced by a load, and never over data already there', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    names.seed(store, ['kept']);
    expect(store.get(names.atom)).toEqual({ status: 'success', data: ['kept'], error: null });
    const running = controllable<string[]>();
    const pending = names.load(store, running.fetcher);
    expect(store.get(names.atom).status).toBe('pending');
    running.answer.resolve(['fresh']);
    await pending;
    expect(store.get(names.atom)).toEqual({ status: 'success', data: ['fresh'], error: null });
    names.seed(store, ['older copy']);
    expect(store.get(names.atom).data).toEqual(['fresh']);
  });

  it('keeps a load in flight pending when kept data is seeded under it', async () => {
    const names = createFetchStore<string[]>('names');
    const store = createStore();
    const running = controllable<string[]>();
    const pending = names.load(store, running.fetcher);
    names.seed(store, ['kept']);
    expect(store.get(names.atom)).toEqual({ status: 'pending', data: ['kept'], error: null });
    running.answer.resolve(['fresh']);
    await pending;
    expect(store.get(names.atom).data).toEqual(['fresh']);
  });
  it('keeps the objects of the data before it wherever the new answer did not change them', async () => {
    const menus = createFetchStore<{ id: number; soldOut: boolean }[]>('menus');
    const store = createStore();
    const first = await menus.load(store, async () => [
      { id: 1, soldOut: false },
      { id: 2, soldOut: false },
    ]);
    const same = await menus.load(store, async () => [
      { id: 1, soldOut: false },
      { id: 2, soldOut: false },
    ]);
    expect(same).toBe(first);
    const changed = await menus.load(store, async () => [
      { id: 1, soldOut: false },
      { id: 2, soldOut: true },
    ]);
    expect(changed[0]).toBe(first[0]);
    expect(changed[1]).toEqual({ id: 2, soldOut: true });
    expect(store.get(menus.atom).data).toBe(changed);
  });
});
