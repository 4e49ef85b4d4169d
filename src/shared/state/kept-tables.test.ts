import { describe, expect, it } from 'vitest';
import { keepsTable, keptTablesWith } from './kept-tables.ts';

describe('keptTablesWith', () => {
  it.each([
    { line: null, shopSeq: 12, tableNum: 3, expected: '12:3' },
    { line: '', shopSeq: 12, tableNum: 3, expected: '12:3' },
    { line: '7:1', shopSeq: 12, tableNum: 3, expected: '12:3 7:1' },
    { line: '7:1 12:3', shopSeq: 12, tableNum: 3, expected: '12:3 7:1' },
    { line: '12:3', shopSeq: 12, tableNum: 3, expected: '12:3' },
    { line: '  7:1   8:2 ', shopSeq: 12, tableNum: 3, expected: '12:3 7:1 8:2' },
    { line: '12:31', shopSeq: 12, tableNum: 3, expected: '12:3 12:31' },
  ])('$line + $shopSeq:$tableNum → $expected', ({ line, shopSeq, tableNum, expected }) => {
    expect(keptTablesWith(line, shopSeq, tableNum)).toBe(expected);
  });

  it('keeps the 20 newest tables', () => {
    let line: string | null = null;
    for (let table = 1; table <= 25; table += 1) line = keptTablesWith(line, 1, table);
    const kept = (line ?? '').split(' ');
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe('1:25');
    expect(kept.at(-1)).toBe('1:6');
  });
});

describe('keepsTable', () => {
  it.each([
    { line: null, shopSeq: 12, tableNum: 3, expected: false },
    { line: '', shopSeq: 12, tableNum: 3, expected: false },
    { line: '12:3', shopSeq: 12, tableNum: 3, expected: true },
    { line: '7:1 12:3', shopSeq: 12, tableNum: 3, expected: true },
    { line: '12:31', shopSeq: 12, tableNum: 3, expected: false },
    { line: '112:3', shopSeq: 12, tableNum: 3, expected: false },
    { line: '3:12', shopSeq: 12, tableNum: 3, expected: false },
    { line: 'garbage', shopSeq: 12, tableNum: 3, expected: false },
  ])('$line has $shopSeq:$tableNum → $expected', ({ line, shopSeq, tableNum, expected }) => {
    expect(keepsTable(line, shopSeq, tableNum)).toBe(expected);
  });
});
