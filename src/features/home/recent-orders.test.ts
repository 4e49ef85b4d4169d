import { describe, expect, it } from 'vitest';
import { latestOrderOf, recentOrdersByShop } from './recent-orders.ts';

const entry = (
  shopSeq: number,
  tableNum: number,
  insDate: string,
  printGroupUuid: string,
  orderStatus?: 'PENDING' | 'CONFIRM' | 'CANCEL',
) => ({ shopSeq, tableNum, insDate, printGroupUuid, orderStatus });

describe('recentOrdersByShop', () => {
  it('groups lines by shop and counts orders, not lines', () => {
    const log = [
      entry(1, 3, '20261120120000', 'a'),
      entry(1, 3, '20261120120000', 'a'),
      entry(1, 5, '20261121090000', 'b'),
      entry(2, 1, '20261119180000', 'c'),
    ];
    expect(recentOrdersByShop(log)).toEqual([
      { shopSeq: 1, tableNum: 5, lastOrderedAt: '20261121090000', orderCount: 2, cancelledCount: 0 },
      { shopSeq: 2, tableNum: 1, lastOrderedAt: '20261119180000', orderCount: 1, cancelledCount: 0 },
    ]);
  });

  it('never counts a cancelled order as an order', () => {
    const log = [
      entry(1, 3, '20261120120000', 'a', 'CANCEL'),
      entry(1, 3, '20261120120000', 'a', 'CANCEL'),
      entry(1, 3, '20261121090000', 'b', 'CONFIRM'),
      entry(2, 1, '20261119180000', 'c', 'CANCEL'),
    ];
    expect(recentOrdersByShop(log)).toEqual([
      { shopSeq: 1, tableNum: 3, lastOrderedAt: '20261121090000', orderCount: 1, cancelledCount: 1 },
      { shopSeq: 2, tableNum: 1, lastOrderedAt: '20261119180000', orderCount: 0, cancelledCount: 1 },
    ]);
  });

  it('puts the shop ordered from last first, whatever the log order', () => {
    const log = [
      entry(2, 1, '20261121000000', 'x'),
      entry(1, 1, '20261120000000', 'y'),
      entry(3, 1, '20261122000000', 'z'),
    ];
    expect(recentOrdersByShop(log).map((s) => s.shopSeq)).toEqual([3, 2, 1]);
  });

  it('shows at most the limit', () => {
    const log = [1, 2, 3].map((shop) => entry(shop, 1, `2026112${shop}000000`, `o${shop}`));
    expect(recentOrdersByShop(log, 2)).toHaveLength(2);
  });

  it('has nothing to show for an empty log', () => {
    expect(recentOrdersByShop([])).toEqual([]);
  });
});

describe('latestOrderOf', () => {
  const log = [
    entry(1, 3, '20261120120000', 'a'),
    entry(1, 3, '20261120120000', 'a'),
    entry(1, 5, '20261121090000', 'b'),
    entry(1, 5, '20261121090000', 'b'),
    entry(2, 1, '20261122180000', 'c'),
  ];
  it.each<[string, number, string[]]>([
    ['the newest order of the shop, every line of it', 1, ['b', 'b']],
    ['another shop’s newer order does not count', 2, ['c']],
    ['a shop without orders has none', 9, []],
  ])('%s', (_rule, shopSeq, expected) => {
    expect(latestOrderOf(log, shopSeq).map((e) => e.printGroupUuid)).toEqual(expected);
  });
});
