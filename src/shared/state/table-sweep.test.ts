import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { readLocal, writeLocal } from './session-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { noteOpened, sweepTableStorage } from './table-sweep.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 10_000_000_000;

describe('sweepTableStorage', () => {
  it('deletes the menu copy, carts and order status of a table not opened for 30 days, and nothing else', async () => {
    const { cart, tableCart, tableSnapshot, orderStatus, openedTables, orderLog } = STORAGE_KEYS.idb;
    await set(openedTables, [
      { shopSeq: 1, tableNum: 1, openedAt: NOW - DAY },
      { shopSeq: 2, tableNum: 1, openedAt: NOW - 31 * DAY },
    ]);
    for (const [shopSeq, tableNum] of [
      [1, 1],
      [2, 1],
      [3, 1],
    ] as const) {
      await set(cart(shopSeq, tableNum), { lines: [] });
      await set(tableCart(shopSeq, tableNum), { pending: [] });
      await set(tableSnapshot(shopSeq, tableNum), { shopSeq });
      await set(orderStatus(shopSeq, tableNum), { status: 'x' });
    }
    await set(orderLog, ['kept by its own rules']);
    writeLocal(STORAGE_KEYS.local.keptTables, '2:1 1:1 3:1');

    const forgotten = await sweepTableStorage(NOW);

    expect(forgotten.map((t) => `${t.shopSeq}:${t.tableNum}`)).toEqual(['2:1']);
    expect(await get(cart(2, 1))).toBeUndefined();
    expect(await get(tableCart(2, 1))).toBeUndefined();
    expect(await get(tableCart(1, 1))).toBeDefined();
    expect(await get(tableSnapshot(2, 1))).toBeUndefined();
    expect(await get(orderStatus(2, 1))).toBeUndefined();
    expect(await get(cart(1, 1))).toBeDefined();
    // Kept before the list existed: counted as opened now.
    expect(await get(tableSnapshot(3, 1))).toBeDefined();
    expect(await get(orderLog)).toEqual(['kept by its own rules']);
    expect(await get(openedTables)).toEqual([
      { shopSeq: 3, tableNum: 1, openedAt: NOW },
      { shopSeq: 1, tableNum: 1, openedAt: NOW - DAY },
    ]);
    expect(readLocal(STORAGE_KEYS.local.keptTables)).toBe('1:1 3:1');
  });
});

describe('noteOpened', () => {
  it('puts each opened table at the front with its time, once, and keeps the others', async () => {
    const { openedTables } = STORAGE_KEYS.idb;
    await set(openedTables, [{ shopSeq: 1, tableNum: 1, openedAt: 5 }]);
    await noteOpened([
      { shopSeq: 2, tableNum: 1, openedAt: 10 },
      { shopSeq: 1, tableNum: 1, openedAt: 20 },
    ]);
    expect(await get(openedTables)).toEqual([
      { shopSeq: 1, tableNum: 1, openedAt: 20 },
      { shopSeq: 2, tableNum: 1, openedAt: 10 },
    ]);
  });
});
