import { describe, expect, it } from 'vitest';
import { STAFF_CALL_INTERVAL_MS } from './staff-call.ts';
import { type EarlierCall, staffCallWait } from './staff-call-limit.ts';

const T = 1_800_000_000_000;
const water = (at: number): EarlierCall => ({ reason: 'water', at });

describe('staffCallWait (one call per reason per table per minute)', () => {
  it.each<[string, EarlierCall[], number, number]>([
    ['nothing asked before', [], T, 0],
    ['the same reason a moment ago', [water(T)], T + 1, STAFF_CALL_INTERVAL_MS - 1],
    ['the same reason 30 s ago', [water(T)], T + 30_000, 30_000],
    ['the same reason 1 ms short of a minute ago', [water(T)], T + 59_999, 1],
    ['the same reason exactly a minute ago', [water(T)], T + 60_000, 0],
    ['the same reason two minutes ago', [water(T)], T + 120_000, 0],
    ['another reason a moment ago', [{ reason: 'bill', at: T }], T + 1, 0],
    ['the latest of several calls counts', [water(T - 120_000), water(T - 10_000)], T, 50_000],
    ['a call stamped ahead of now counts as now', [water(T + 3_600_000)], T, STAFF_CALL_INTERVAL_MS],
  ])('%s', (_, earlier, now, expected) => {
    expect(staffCallWait(earlier, 'water', now)).toBe(expected);
  });
});
