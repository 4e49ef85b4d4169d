import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Category, ShopInfo, TableInfo } from '../../api/contract/entities.ts';

const readIdb = vi.fn();
const writeIdb = vi.fn(async () => undefined);
vi.mock('../../shared/state/idb-storage.ts', () => ({ readIdb, writeIdb }));

const { restoreTable, keepTable } = await import('./table-snapshot.ts');
const { heldTable, holdsTable } = await import('./shop-data.ts');
const { readLocal, removeLocal } = await import('../../shared/state/session-storage.ts');
const { STORAGE_KEYS } = await import('../../shared/state/storage-keys.ts');
const { categoriesStore, shopInfoStore, tableInfoStore } = await import('./shop.atoms.ts');

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
    shopInfoStore.keep(store, [9], answered, 5);
    read.resolve(kept(9));
    expect(await ask).toBe(true);
    expect(heldTable(store, 9, 1)?.shop.shopName).toBe('from the service');
  });

  it("puts a table's kept copy in its own entries while the phone holds another shop", async () => {
    readIdb.mockReset();
    const store = createStore();
    readIdb.mockResolvedValueOnce(kept(8));
    expect(await restoreTable(store, 8, 1)).toBe(true);
    readIdb.mockResolvedValueOnce(kept(9));
    expect(await restoreTable(store, 9, 1)).toBe(true);
    expect(heldTable(store, 9, 1)?.shop.shopSeq).toBe(9);
    expect(heldTable(store, 8, 1)?.shop.shopSeq).toBe(8);
    expect(holdsTable(store, 9, 2)).toBe(false);
  });
});

describe('keepTable', () => {
  function servedTable(shopSeq: number, tableNum: number) {
    const store = createStore();
    shopInfoStore.keep(store, [shopSeq], { shopSeq, shopName: 'served' } as ShopInfo, 5);
    tableInfoStore.keep(store, [shopSeq, tableNum], { tableNums: [tableNum] } as TableInfo, 5);
    categoriesStore.keep(store, [shopSeq], [], 5);
    return store;
  }

  it.each([
    { case: 'the write succeeds', write: () => Promise.resolve(undefined), listed: '9:1' },
    { case: 'the write fails', write: () => Promise.reject(new Error('quota')), listed: null },
  ])('lists the table for the boot script only when $case', async ({ write, listed }) => {
    removeLocal(STORAGE_KEYS.local.keptTables);
    writeIdb.mockImplementationOnce(write);
    await keepTable(servedTable(9, 1), 9, 1);
    expect(readLocal(STORAGE_KEYS.local.keptTables)).toBe(listed);
  });
});
