import { describe, expect, it } from 'vitest';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { recentPaidOrder } from './recent-paid.ts';

const TABLE = { shopSeq: 7, tableNum: 3 };
// 2026-11-27 12:00 in Seoul.
const NOW = new Date('2026-11-27T03:00:00Z');

function entry(over: Partial<OrderLogEntry>): OrderLogEntry {
  return {
    cartSeq: 0,
    menuSeq: 1,
    menuName: '메뉴',
    engMenuName: null,
    localeMenu: [],
    categoryUuid: null,
    menuPrice: 5000,
    thumbnailPath: null,
    quantity: 1,
    selectedOptions: [],
    requestText: '',
    shopSeq: 7,
    tableNum: 3,
    totalPrice: 5000,
    insDate: '20261127113000',
    printGroupUuid: 'pg-1',
    settlement: 'card',
    ...over,
  } as OrderLogEntry;
}

describe('recentPaidOrder', () => {
  it.each<[string, OrderLogEntry[], string | null]>([
    ['a card order half an hour ago', [entry({})], 'pg-1'],
    ['nothing logged', [], null],
    ['the newest of two', [entry({}), entry({ printGroupUuid: 'pg-2', insDate: '20261127115000' })], 'pg-2'],
    ['paid three hours ago to the second still counts', [entry({ insDate: '20261127090000' })], 'pg-1'],
    ['paid more than three hours ago', [entry({ insDate: '20261127085959' })], null],
    ['a counter order is placed, not paid', [entry({ settlement: 'counter' })], null],
    ['an entry of an older version, settlement unknown', [entry({ settlement: undefined })], null],
    ['another table of the shop', [entry({ tableNum: 4 })], null],
    ['another shop', [entry({ shopSeq: 8 })], null],
    ['an order with a cancelled line', [entry({}), entry({ cartSeq: 1, orderStatus: 'CANCEL' })], null],
    [
      'a cancelled newer order leaves the older paid one',
      [entry({}), entry({ printGroupUuid: 'pg-2', insDate: '20261127115000', orderStatus: 'CANCEL' })],
      'pg-1',
    ],
  ])('%s', (_, log, expected) => {
    expect(recentPaidOrder(log, TABLE, NOW)?.printGroupUuid ?? null).toBe(expected);
  });

  it('says when the order was paid', () => {
    expect(recentPaidOrder([entry({})], TABLE, NOW)).toEqual({ printGroupUuid: 'pg-1', insDate: '20261127113000' });
  });
});
