import { describe, expect, it } from 'vitest';
import {
  boundTables,
  keptLineAmong,
  MOST_TABLES,
  type OpenedTable,
  TABLE_KEPT_MS,
  tableOfKey,
  withOpened,
  withUnlisted,
} from './storage-bound.ts';

const NOW = 10_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const opened = (shopSeq: number, tableNum: number, ageMs: number): OpenedTable => ({
  shopSeq,
  tableNum,
  openedAt: NOW - ageMs,
});
const names = (tables: readonly OpenedTable[]) => tables.map((t) => `${t.shopSeq}:${t.tableNum}`);

describe('boundTables: the 20 tables opened last, each for 30 days', () => {
  it.each([
    ['nothing', [], [], []],
    ['opened today', [opened(1, 1, 0)], ['1:1'], []],
    ['opened exactly 30 days ago', [opened(1, 1, TABLE_KEPT_MS)], ['1:1'], []],
    ['not opened for 30 days and a ms', [opened(1, 1, TABLE_KEPT_MS + 1)], [], ['1:1']],
    ['opened "tomorrow" (a clock set back)', [opened(1, 1, -DAY)], ['1:1'], []],
    ['newest first, whatever the order kept', [opened(1, 1, 5 * DAY), opened(2, 1, DAY)], ['2:1', '1:1'], []],
    ['a table listed twice counts once, at its newest', [opened(1, 1, DAY), opened(1, 1, 40 * DAY)], ['1:1'], []],
    ['two tables of one shop are two tables', [opened(1, 1, DAY), opened(1, 2, DAY)], ['1:1', '1:2'], []],
  ])('%s', (_name, list, keep, forget) => {
    const bound = boundTables(list, NOW);
    expect(names(bound.keep)).toEqual(keep);
    expect(names(bound.forget)).toEqual(forget);
  });

  it('keeps the 20 most recently opened and forgets the 21st', () => {
    const list = Array.from({ length: MOST_TABLES + 1 }, (_, i) => opened(i + 1, 1, i * 1000));
    const bound = boundTables(list, NOW);
    expect(bound.keep).toHaveLength(MOST_TABLES);
    expect(names(bound.forget)).toEqual([`${MOST_TABLES + 1}:1`]);
  });

  it('an old table does not take the place of a recent one', () => {
    const recent = Array.from({ length: MOST_TABLES - 1 }, (_, i) => opened(i + 1, 1, DAY));
    const bound = boundTables([opened(99, 1, 31 * DAY), ...recent, opened(50, 1, 2 * DAY)], NOW);
    expect(names(bound.keep)).toContain('50:1');
    expect(names(bound.forget)).toEqual(['99:1']);
  });
});

describe('withOpened: the table goes to the front with the time it opened', () => {
  it.each([
    ['into nothing', [], ['5:2']],
    ['before the others', [opened(1, 1, DAY)], ['5:2', '1:1']],
    ['moved from further back', [opened(1, 1, DAY), opened(5, 2, 9 * DAY)], ['5:2', '1:1']],
    ['another table of the shop stays', [opened(5, 1, DAY)], ['5:2', '5:1']],
  ])('%s', (_name, list, expected) => {
    const next = withOpened(list, { shopSeq: 5, tableNum: 2 }, NOW);
    expect(names(next)).toEqual(expected);
    expect(next[0]?.openedAt).toBe(NOW);
  });
});

describe('withUnlisted: data kept before the list existed gets its full time', () => {
  it('adds each stored table the list lacks once, at now, and leaves listed ones as they are', () => {
    const list = [opened(1, 1, 3 * DAY)];
    const stored = [
      { shopSeq: 1, tableNum: 1 },
      { shopSeq: 2, tableNum: 4 },
      { shopSeq: 2, tableNum: 4 },
    ];
    expect(withUnlisted(list, stored, NOW)).toEqual([opened(1, 1, 3 * DAY), opened(2, 4, 0)]);
  });
});

describe('tableOfKey: which table a stored key holds data of', () => {
  it.each([
    ['table-order:v1:cart:12:3', { shopSeq: 12, tableNum: 3 }],
    ['table-order:v1:table-snapshot:1:20', { shopSeq: 1, tableNum: 20 }],
    ['table-order:v2:order-status:7:1', { shopSeq: 7, tableNum: 1 }],
    ['table-order:v1:order-log', null],
    ['table-order:v1:session-check:tok', null],
    ['table-order:v1:cart:12', null],
    ['table-order:v1:cart:12:3:9', null],
    ['x-table-order:v1:cart:12:3', null],
    ['table-order:v1:waiting-tickets', null],
  ])('%s → %j', (key, table) => {
    expect(tableOfKey(key)).toEqual(table);
  });
});

describe('keptLineAmong: the boot script lists only what stays', () => {
  it.each([
    ['12:3 7:1', [{ shopSeq: 7, tableNum: 1 }], '7:1'],
    ['12:3 7:1', [], ''],
    [null, [{ shopSeq: 7, tableNum: 1 }], ''],
    [
      '  12:3   7:1 ',
      [
        { shopSeq: 7, tableNum: 1 },
        { shopSeq: 12, tableNum: 3 },
      ],
      '12:3 7:1',
    ],
    ['12:31', [{ shopSeq: 12, tableNum: 3 }], ''],
  ])('%j among %j → %j', (line, tables, expected) => {
    expect(keptLineAmong(line, tables)).toBe(expected);
  });
});
