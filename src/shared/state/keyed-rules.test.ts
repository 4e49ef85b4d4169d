import { describe, expect, it } from 'vitest';
import { combinedAt, dataKey, EMPTY_ENTRY, type Entry, isFresh, withKept } from './keyed-rules.ts';

const NOW = 1_000_000;
const entry = (over: Partial<Entry<string>> = {}): Entry<string> => ({
  status: 'success',
  data: 'menu',
  error: null,
  at: NOW,
  live: true,
  ...over,
});

describe('dataKey: data is addressed by the shop or table it belongs to', () => {
  it.each([
    [[12], '12'],
    [[12, 3], '12:3'],
    [[0, 0], '0:0'],
  ])('%j → %s', (parts, key) => {
    expect(dataKey(...parts)).toBe(key);
  });

  it('keeps table 1 of shop 23 apart from table 31 of shop 2', () => {
    expect(dataKey(2, 31)).not.toBe(dataKey(23, 1));
  });
});

describe('isFresh: shown without asking again only when the network gave it a moment ago', () => {
  it.each([
    ['live, just now', entry(), true],
    ['live, a ms under the bound', entry({ at: NOW - 29_999 }), true],
    ['live, at the bound', entry({ at: NOW - 30_000 }), false],
    ['live, from the future (clock went back)', entry({ at: NOW + 1 }), false],
    ['kept on the phone, just now', entry({ live: false }), false],
    ['no time', entry({ at: null }), false],
    ['no data', entry({ data: null }), false],
    ['empty', EMPTY_ENTRY, false],
  ])('%s → %s', (_name, value, fresh) => {
    expect(isFresh(value, NOW, 30_000)).toBe(fresh);
  });
});

describe('withKept: a kept copy goes only where the entry holds nothing', () => {
  it.each([
    ['an empty entry', EMPTY_ENTRY, { status: 'success', data: 'kept', error: null, at: 5, live: false }],
    [
      'an empty entry with a load out (it stays out)',
      { ...EMPTY_ENTRY, status: 'pending' as const },
      { status: 'pending', data: 'kept', error: null, at: 5, live: false },
    ],
    [
      'an entry whose load failed',
      { ...EMPTY_ENTRY, status: 'error' as const, error: 'x' },
      { status: 'success', data: 'kept', error: null, at: 5, live: false },
    ],
    ['an entry the network filled', entry(), entry()],
    ['an entry an earlier copy filled', entry({ live: false, at: 9 }), entry({ live: false, at: 9 })],
  ])('%s', (_name, before, after) => {
    expect(withKept<string>(before, 'kept', 5)).toEqual(after);
  });
});

describe('combinedAt: a screen made of several entries is as old as the oldest', () => {
  it.each([
    ['none', [], null],
    ['one live', [entry({ at: 5 })], { at: 5, live: true }],
    ['the oldest, live only if all are', [entry({ at: 5 }), entry({ at: 3, live: false })], { at: 3, live: false }],
    ['all live', [entry({ at: 5 }), entry({ at: 8 })], { at: 5, live: true }],
    ['one without data', [entry(), EMPTY_ENTRY], null],
    ['one without a time', [entry(), entry({ at: null })], null],
  ])('%s', (_name, entries, expected) => {
    expect(combinedAt(entries)).toEqual(expected);
  });
});
