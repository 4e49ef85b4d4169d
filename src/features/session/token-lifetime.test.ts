import { describe, expect, it } from 'vitest';
import type { LastTable } from './last-table.ts';
import { staleSessionChecks, TOKEN_KEEP_MS, usableToken, withoutStaleToken } from './token-lifetime.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;
const table = (visitedAt: number, token: string | null = 'tok'): LastTable => ({
  shopSeq: 1,
  tableNum: 2,
  token,
  visitedAt,
});

describe('usableToken', () => {
  it.each<[string, LastTable, string | null]>([
    ['keeps the token during the visit', table(NOW - HOUR), 'tok'],
    ['keeps it up to the end of the visit', table(NOW - TOKEN_KEEP_MS), 'tok'],
    ['drops it after the visit', table(NOW - TOKEN_KEEP_MS - 1), null],
    ['drops a token from a visit in the future (a clock set back)', table(NOW + HOUR), null],
    ['has none to give when none was kept', table(NOW, null), null],
  ])('%s', (_rule, last, expected) => {
    expect(usableToken(last, NOW)).toBe(expected);
  });
});

describe('withoutStaleToken', () => {
  it('forgets the token and keeps shop, table and time', () => {
    expect(withoutStaleToken(table(NOW - 13 * HOUR), NOW)).toEqual(table(NOW - 13 * HOUR, null));
  });

  it('changes nothing during the visit', () => {
    const last = table(NOW - HOUR);
    expect(withoutStaleToken(last, NOW)).toBe(last);
  });

  it('changes nothing once the token is already gone', () => {
    const last = table(NOW - 13 * HOUR, null);
    expect(withoutStaleToken(last, NOW)).toBe(last);
  });
});

describe('staleSessionChecks', () => {
  const key = (token: string) => `table-order:v1:session-check:${token}`;

  it('picks answers older than the visit and unreadable ones, never other keys', () => {
    const entries: [IDBValidKey, unknown][] = [
      [key('fresh'), { live: true, shopSeq: 1, tableNum: 1, checkedAt: NOW - HOUR }],
      [key('old'), { live: true, shopSeq: 1, tableNum: 1, checkedAt: NOW - 13 * HOUR }],
      [key('broken'), 'x'],
      [key('empty'), null],
      [key('future'), { checkedAt: NOW + HOUR }],
      ['table-order:v1:cart:1:1', { checkedAt: 0 }],
      [['not', 'a', 'string'], null],
    ];
    expect(staleSessionChecks(entries, NOW)).toEqual([key('old'), key('broken'), key('empty'), key('future')]);
  });
});
