import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Category, ShopInfo, TableInfo } from '../../api/contract/entities.ts';

const readIdb = vi.fn();
const writeIdb = vi.fn(async () => undefined);
vi.mock('../../shared/state/idb-storage.ts', () => ({ readIdb, writeIdb }));

const { restoreTable, holdsTable, keepTable } = await import('./table-snapshot.ts');
const { readLocal, removeLocal } = await import('../../shared/state/session-storage.ts');
const { STORAGE_KEYS } = await import('../../shared/state/storage-keys.ts');
const { categoriesStore, shopInfoStore, tableInfoStore, tableNumAtom } = await import('./shop.atoms.ts');

const kept = (shopSeq: number) => ({
  shopInfo: { shopSeq, shopName: 'kept' } as ShopInfo,
  tableInfo: { tableNums: [1] } as TableInfo,
  breakTimes: null,
  categories: [] as Category[],
  locales: null,
  confirmedAt: 1,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('restoreTable', () => {
  it('serves the guard and the refresh that ask at once with one read of the phone', async () => {
    readIdb.mockReset();
    const read = deferred<ReturnType<typeof kept>>();
    readIdb.mockReturnValue(read.promise);
    const store = createStore();
    const asks = [restoreTable(store, 9, 1), restoreTable(store, 9, 1)];
    read.resolve(kept(9));
    expect(await Promise.all(asks)).toEqual([true, true]);
    expect(readIdb).toHaveBeenCalledTimes(1);
    expect(holdsTable(store, 9, 1)).toBe(true);
  });

  it.each([
    { case: 'nothing kept', value: null, restored: false },
    { case: 'a copy of another shop under this key', value: kept(8), restored: false },
    { case: 'the kept copy', value: kept(9), restored: true },
  ])('$case: restored $restored', async ({ value, restored }) => {
    readIdb.mockReset();
    readIdb.mockResolvedValue(value);
    const store = createStore();
    expect(await restoreTable(store, 9, 1)).toBe(restored);
    expect(holdsTable(store, 9, 1)).toBe(restored);
  });

  it('asks the phone again once an earlier read has finished', async () => {
    readIdb.mockReset();
    readIdb.mockResolvedValue(null);
    const store = createStore();
    await restoreTable(store, 9, 1);
    await restoreTable(store, 9, 1);
    expect(readIdb).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer of the service that came while the phone was read', async () => {
    readIdb.mockReset();
    const read = deferred<ReturnType<typeof kept>>();
    readIdb.mockReturnValue(read.promise);
    const store = createStore();
    const ask = restoreTable(store, 9, 1);
    const answered = { shopSeq: 9, shopName: 'from the service' } as ShopInfo;
    shopInfoStore.seed(store, answered);
    store.set(tableNumAtom, '1');
    tableInfoStore.seed(store, { tableNums: [1] } as TableInfo);
    categoriesStore.seed(store, []);
    read.resolve(kept(9));
    expect(await ask).toBe(true);
    expect(store.get(shopInfoStore.atom).data?.shopName).toBe('from the service');
  });
});

describe('keepTable', () => {
  function servedTable(shopSeq: number, tableNum: number) {
    const store = createStore();
    shopInfoStore.seed(store, { shopSeq, shopName: 'served' } as ShopInfo);
    store.set(tableNumAtom, String(tableNum));
    tableInfoStore.seed(store, { tableNums: [tableNum] } as TableInfo);
    categoriesStore.seed(store, []);
    return store;
  }

  it.each([
    { case: 'the write succeeds', write: () => Promise.resolve(undefined), listed: '9:1' },
    { case: 'the write fails', write: () => Promise.reject(new Error('quota')), listed: null },
  ])('lists the table for the boot script only when $case', async ({ write, listed }) => {
    removeLocal(STORAGE_KEYS.local.keptTables);
    writeIdb.mockImplementationOnce(write);
    await keepTable(servedTable(9, 1), 9, 1, 1_000);
    expect(readLocal(STORAGE_KEYS.local.keptTables)).toBe(listed);
  });
});
