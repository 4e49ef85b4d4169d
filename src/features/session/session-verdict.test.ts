import { describe, expect, it } from 'vitest';
import {
  type LastSessionAnswer,
  OFFLINE_SESSION_GRACE_MS,
  verdictFromAnswer,
  verdictFromFailure,
  verdictFromKept,
} from './session-verdict.ts';

const TABLE = { shopSeq: 1, tableNum: 3 };
const NOW = 1_800_000_000_000;
const last = (over: Partial<LastSessionAnswer> = {}): LastSessionAnswer => ({
  live: true,
  shopSeq: 1,
  tableNum: 3,
  checkedAt: NOW - 60_000,
  ...over,
});

describe('verdictFromAnswer', () => {
  it.each([
    [true, 'live'],
    [false, 'expired'],
  ] as const)('the service answer %s means %s', (answer, verdict) => {
    expect(verdictFromAnswer(answer)).toBe(verdict);
  });
});

describe('verdictFromFailure', () => {
  it.each([
    ['an HTTP failure goes to the error page', 'http', last(), 'error'],
    ['a malformed answer goes to the error page', 'invalid-response', null, 'error'],
    ['offline with a recent live answer keeps browsing', 'offline', last(), 'offline'],
    ['a timeout counts as no network', 'timeout', last(), 'offline'],
    ['offline with no answer kept still browses the caches', 'offline', null, 'offline'],
    ['offline after the service said expired stays expired', 'offline', last({ live: false }), 'expired'],
    ['an answer for another table does not count', 'offline', last({ tableNum: 4, live: false }), 'offline'],
    [
      'an answer for the same table number in another shop does not count',
      'offline',
      last({ shopSeq: 2, live: false }),
      'offline',
    ],
    [
      'a live answer older than the grace period no longer counts',
      'offline',
      last({ checkedAt: NOW - OFFLINE_SESSION_GRACE_MS - 1 }),
      'expired',
    ],
  ] as const)('%s', (_, kind, kept, verdict) => {
    expect(verdictFromFailure(kind, kept, TABLE, NOW)).toBe(verdict);
  });
});

describe('verdictFromKept', () => {
  it.each([
    ['nothing kept: not known yet', null, { verdict: 'offline' }],
    [
      'a kept live answer browses, with its own time',
      last({ checkedAt: NOW - 5_000 }),
      { verdict: 'live', checkedAt: NOW - 5_000 },
    ],
    ['a kept "false" is over', last({ live: false }), { verdict: 'expired', checkedAt: NOW - 60_000 }],
    [
      'a live answer older than the grace is over',
      last({ checkedAt: NOW - OFFLINE_SESSION_GRACE_MS - 1 }),
      { verdict: 'expired', checkedAt: NOW - OFFLINE_SESSION_GRACE_MS - 1 },
    ],
    ['an answer for another table does not count', last({ tableNum: 4, live: false }), { verdict: 'offline' }],
    [
      'an answer for the same table number in another shop does not count',
      last({ shopSeq: 2, live: false }),
      { verdict: 'offline' },
    ],
  ] as const)('%s', (_, kept, expected) => {
    expect(verdictFromKept(kept, TABLE, NOW)).toEqual(expected);
  });
});
