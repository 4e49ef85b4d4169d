import { describe, expect, it } from 'vitest';
import {
  FRESHNESS_LINE_AFTER_MS,
  freshnessLineAt,
  LIVE_VERDICT_MAX_AGE_MS,
  mayAddToCart,
  mayOrder,
  needsCheck,
  planTableScreen,
  type Verdict,
} from './device-first.ts';

const table = { shopSeq: 2, tableNum: 5, token: 'tok' };
const NOW = 1_000_000_000;
const verdict = (v: Verdict['verdict'], ageMs?: number, other: Partial<Verdict> = {}): Verdict => ({
  ...table,
  verdict: v,
  checkedAt: ageMs === undefined ? undefined : NOW - ageMs,
  ...other,
});

describe('planTableScreen: what a table screen does before any call answers', () => {
  it.each([
    ['nothing known, data stored', null, true, 'render'],
    ['nothing known, nothing stored', null, false, 'wait'],
    ['stale live, data stored', verdict('live', 3_600_000), true, 'render'],
    ['offline, data stored', verdict('offline'), true, 'render'],
    ['offline, nothing stored', verdict('offline'), false, 'wait'],
    ['expired, data stored', verdict('expired', 10), true, 'expired'],
    ['expired, nothing stored', verdict('expired', 10), false, 'expired'],
    ['error, data stored', verdict('error', 10), true, 'error'],
    ['expired at another table', verdict('expired', 10, { tableNum: 6 }), true, 'render'],
    ['expired at another shop', verdict('expired', 10, { shopSeq: 3 }), false, 'wait'],
  ] as const)('%s → %s', (_name, session, stored, plan) => {
    expect(planTableScreen(session, table, stored)).toBe(plan);
  });
});

describe('mayOrder: pay and order only on a young live verdict', () => {
  it.each([
    ['no verdict', null, false],
    ['live, just checked', verdict('live', 0), true],
    ['live, one ms under the bound', verdict('live', LIVE_VERDICT_MAX_AGE_MS - 1), true],
    ['live, at the bound', verdict('live', LIVE_VERDICT_MAX_AGE_MS), false],
    ['live, an hour old (stored from the last visit)', verdict('live', 3_600_000), false],
    ['live, never checked', verdict('live'), false],
    ['live, checked in the future (clock moved back)', verdict('live', -5_000), false],
    ['live at another table', verdict('live', 0, { tableNum: 9 }), false],
    ['live at another shop', verdict('live', 0, { shopSeq: 9 }), false],
    ['offline', verdict('offline', 0), false],
    ['expired', verdict('expired', 0), false],
    ['error', verdict('error', 0), false],
  ] as const)('%s → %s', (_name, session, expected) => {
    expect(mayOrder(session, table, NOW)).toBe(expected);
    expect(needsCheck(session, table, NOW)).toBe(!expected);
  });
});

describe('mayAddToCart: the cart is the diner’s own', () => {
  it.each([
    ['no verdict', null, true],
    ['stale live', verdict('live', 3_600_000), true],
    ['offline', verdict('offline'), true],
    ['error', verdict('error', 0), true],
    ['expired', verdict('expired', 0), false],
    ['expired at another table', verdict('expired', 0, { tableNum: 1 }), true],
  ] as const)('%s → %s', (_name, session, expected) => {
    expect(mayAddToCart(session, table)).toBe(expected);
  });
});

describe('freshnessLineAt: "menu as of" only for an unconfirmed menu over a minute old', () => {
  it.each([
    ['no menu', null, null],
    ['confirmed on this page, long ago', { confirmedAt: NOW - 3_600_000, live: true }, null],
    ['stored, 30 s old', { confirmedAt: NOW - 30_000, live: false }, null],
    ['stored, exactly a minute old', { confirmedAt: NOW - FRESHNESS_LINE_AFTER_MS, live: false }, null],
    ['stored, a minute and a ms old', { confirmedAt: NOW - FRESHNESS_LINE_AFTER_MS - 1, live: false }, NOW - 60_001],
    ['stored, yesterday', { confirmedAt: NOW - 86_400_000, live: false }, NOW - 86_400_000],
  ] as const)('%s → %s', (_name, menu, expected) => {
    expect(freshnessLineAt(menu, NOW)).toBe(expected);
  });
});
