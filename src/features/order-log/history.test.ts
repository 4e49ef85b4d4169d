import { describe, expect, it } from 'vitest';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { groupHistory, type HistorySection, historyLineBasePrice, orderHistory } from './history.ts';
import { hasOrdersForShop, historyForShop } from './shop-orders.ts';

const makeEntry = (over: Partial<OrderLogEntry> = {}): OrderLogEntry => ({
  cartSeq: 0,
  menuSeq: 1,
  menuName: '떡볶이',
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
  insDate: '20250304190509',
  printGroupUuid: 'pg-1',
  ...over,
});

const log: OrderLogEntry[] = [
  makeEntry({ cartSeq: 0, insDate: '20250304190509', totalPrice: 5000 }),
  makeEntry({ cartSeq: 1, insDate: '20250304190509', totalPrice: 12000, menuSeq: 2 }),
  makeEntry({ cartSeq: 0, insDate: '20250304190510', totalPrice: 3000, printGroupUuid: 'pg-2' }),
  makeEntry({ cartSeq: 0, insDate: '20250301080000', totalPrice: 7000, printGroupUuid: 'pg-0' }),
  makeEntry({ cartSeq: 0, insDate: '20250305120000', totalPrice: 9999, shopSeq: 8, printGroupUuid: 'other' }),
];

describe('historyForShop and hasOrdersForShop', () => {
  it.each([
    [7, 4, true],
    [8, 1, true],
    [9, 0, false],
  ])('keeps only the shop %i: %i entries, has orders %s', (shopSeq, count, has) => {
    expect(historyForShop(log, shopSeq)).toHaveLength(count);
    expect(hasOrdersForShop(log, shopSeq)).toBe(has);
  });
});

describe('orderHistory', () => {
  // Built inside each test, not at collection: a mutant is switched on only while a test runs.
  const sections = () => orderHistory(log, 7);

  it('groups by insert timestamp to the second, newest first', () => {
    expect(sections().map((s) => s.insDate)).toEqual(['20250304190510', '20250304190509', '20250301080000']);
  });

  it('heads each section with YYYY-MM-DD HH:mm in 24-hour time', () => {
    expect(sections().map((s) => s.header)).toEqual(['2025-03-04 19:05', '2025-03-04 19:05', '2025-03-01 08:00']);
  });

  it('totals a section as the sum of its lines', () => {
    expect(sections().map((s) => s.total)).toEqual([3000, 17000, 7000]);
  });

  it('opens only the first section by default', () => {
    expect(sections().map((s) => s.defaultOpen)).toEqual([true, false, false]);
  });

  it('leaves other shops out', () => {
    expect(
      sections()
        .flatMap((s) => s.lines)
        .every((l) => l.shopSeq === 7),
    ).toBe(true);
  });
});

describe('groupHistory', () => {
  it.each<[string, OrderLogEntry[], number[][]]>([
    ['an empty list has no sections', [], []],
    [
      'lines keep their cart order within a section',
      [
        makeEntry({ cartSeq: 2, menuSeq: 3 }),
        makeEntry({ cartSeq: 0, menuSeq: 1 }),
        makeEntry({ cartSeq: 1, menuSeq: 2 }),
      ],
      [[1, 2, 3]],
    ],
    [
      'one second apart makes two sections',
      [makeEntry({ insDate: '20250101000000', menuSeq: 1 }), makeEntry({ insDate: '20250101000001', menuSeq: 2 })],
      [[2], [1]],
    ],
    [
      'a new year sorts after the old one',
      [makeEntry({ insDate: '20261231235959', menuSeq: 1 }), makeEntry({ insDate: '20270101000000', menuSeq: 2 })],
      [[2], [1]],
    ],
  ])('%s', (_rule, entries, menus) => {
    expect(groupHistory(entries).map((s) => s.lines.map((l) => l.menuSeq))).toEqual(menus);
  });
});

describe('groupHistory: what became of each order', () => {
  const section = (...lines: Partial<OrderLogEntry>[]) =>
    groupHistory(lines.map((over, cartSeq) => makeEntry({ cartSeq, ...over })))[0];

  it.each<[string, Partial<OrderLogEntry>[], Pick<HistorySection, 'state' | 'card' | 'payType'>]>([
    ['a card order is paid', [{ settlement: 'card', payType: 'won' }], { state: 'paid', card: true, payType: 'won' }],
    [
      'a counter order is to pay at the counter, not by card',
      [{ settlement: 'counter', payType: 'usd' }],
      { state: 'counter', card: false, payType: 'usd' },
    ],
    [
      'a cancel on any line cancels the whole order',
      [
        { settlement: 'card', orderStatus: 'CONFIRM' },
        { settlement: 'card', orderStatus: 'CANCEL' },
      ],
      { state: 'cancelled', card: true, payType: null },
    ],
    ['an older entry without state or currency says neither', [{}], { state: null, card: false, payType: null }],
    ['the currency of any line is the order’s', [{}, { payType: 'vnd' }], { state: null, card: false, payType: 'vnd' }],
  ])('%s', (_rule, lines, expected) => {
    expect(section(...lines)).toMatchObject(expected);
  });
});

describe('historyLineBasePrice', () => {
  it.each<[string, Partial<OrderLogEntry>, number]>([
    ['the menu price without options', {}, 5000],
    [
      'the replacing option price when one was chosen',
      {
        selectedOptions: [
          {
            optionGroupUuid: 'size',
            optionGroupName: '크기',
            engOptionGroupName: null,
            doesReplace: true,
            optionGroupLocale: [],
            options: [{ optionUuid: 'L', optionName: '대', engOptionName: null, optionPrice: 8000, optionLocale: [] }],
          },
        ],
      },
      8000,
    ],
  ])('%s', (_rule, over, expected) => {
    expect(historyLineBasePrice(makeEntry(over))).toBe(expected);
  });
});
