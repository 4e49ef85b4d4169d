import { describe, expect, it } from 'vitest';
import type { StaffCall } from '../../api/contract/staff-call.ts';
import {
  awaitsAnswer,
  type KeptCall,
  pruneCalls,
  reasonWait,
  SHOWN_FOR_MS,
  shownCalls,
  staffCallKey,
  withServiceState,
} from './staff-calls.ts';

const T = Date.parse('2026-11-27T03:00:00.000Z');
const kept = (over: Partial<KeptCall> = {}): KeptCall => ({
  key: 'k',
  reason: 'water',
  requestedAt: T,
  status: 'sent',
  settledAt: T,
  ...over,
});
const service = (over: Partial<StaffCall> = {}): StaffCall => ({
  callId: 'c-1',
  reason: 'water',
  requestedAt: new Date(T).toISOString(),
  receivedAt: new Date(T).toISOString(),
  status: 'waiting',
  answeredAt: null,
  ...over,
});

describe('staffCallKey', () => {
  it('is the same for the same tap and differs for another reason, moment or table', () => {
    const key = staffCallKey(1, 7, 'water', T);
    expect(staffCallKey(1, 7, 'water', T)).toBe(key);
    expect(
      new Set([key, staffCallKey(1, 7, 'bill', T), staffCallKey(1, 7, 'water', T + 1), staffCallKey(1, 8, 'water', T)])
        .size,
    ).toBe(4);
  });
});

describe('shownCalls', () => {
  it.each<[string, KeptCall, number, boolean]>([
    ['a sent call just made', kept(), T + 1, true],
    ['a sent call 1 ms short of five minutes', kept(), T + SHOWN_FOR_MS - 1, true],
    ['a sent call five minutes old', kept(), T + SHOWN_FOR_MS, false],
    [
      'an answered call within five minutes of reaching the service',
      kept({ status: 'answered', answeredAt: T + 10 }),
      T + 60_000,
      true,
    ],
    [
      'a queued call an hour old (still waiting for the signal)',
      kept({ status: 'queued', settledAt: undefined }),
      T + 3_600_000,
      true,
    ],
    [
      'a call delivered late counts from its delivery',
      kept({ requestedAt: T - 3_600_000, settledAt: T }),
      T + 60_000,
      true,
    ],
    ['a refused call after five minutes', kept({ status: 'refused' }), T + SHOWN_FOR_MS, false],
    ['a covered call within five minutes', kept({ status: 'covered' }), T + 60_000, true],
  ])('%s', (_, call, now, expected) => {
    expect(shownCalls([call], now)).toHaveLength(expected ? 1 : 0);
  });

  it('puts the newest first', () => {
    const older = kept({ key: 'a', requestedAt: T - 1000 });
    const newer = kept({ key: 'b', reason: 'bill' });
    expect(shownCalls([older, newer], T + 1).map((call) => call.key)).toEqual(['b', 'a']);
  });
});

describe('reasonWait (one call per reason per minute, from this phone)', () => {
  it.each<[string, KeptCall[], number, number]>([
    ['nothing asked', [], T, 0],
    ['water asked 10 s ago', [kept()], T + 10_000, 50_000],
    ['water queued offline 10 s ago', [kept({ status: 'queued' })], T + 10_000, 50_000],
    ['water asked a minute ago', [kept()], T + 60_000, 0],
    ['water refused by the service 10 s ago', [kept({ status: 'refused' })], T + 10_000, 0],
    ['water covered by another phone’s call 10 s ago', [kept({ status: 'covered' })], T + 10_000, 0],
    ['the bill asked 10 s ago', [kept({ reason: 'bill' })], T + 10_000, 0],
  ])('%s', (_, calls, now, expected) => {
    expect(reasonWait(calls, 'water', now)).toBe(expected);
  });
});

describe('awaitsAnswer', () => {
  it.each<[string, KeptCall[], boolean]>([
    ['a sent call', [kept()], true],
    ['only a queued call (nothing to ask yet)', [kept({ status: 'queued' })], false],
    ['only an answered call', [kept({ status: 'answered' })], false],
    ['a sent call no longer shown', [kept({ settledAt: T - SHOWN_FOR_MS })], false],
  ])('%s', (_, calls, expected) => {
    expect(awaitsAnswer(calls, T + 1)).toBe(expected);
  });
});

describe('withServiceState', () => {
  it.each<[string, KeptCall, StaffCall[], Partial<KeptCall>]>([
    [
      'a queued call the service lists was delivered meanwhile',
      kept({ status: 'queued', settledAt: undefined }),
      [service()],
      { status: 'sent', settledAt: T + 5 },
    ],
    [
      'a sent call the staff answered',
      kept(),
      [service({ status: 'answered', answeredAt: new Date(T + 3).toISOString() })],
      { status: 'answered', answeredAt: T + 3, settledAt: T },
    ],
    [
      'a call the service does not list keeps its state',
      kept({ status: 'queued', settledAt: undefined }),
      [service({ reason: 'bill' })],
      { status: 'queued' },
    ],
    [
      'another moment is another call',
      kept(),
      [service({ requestedAt: new Date(T + 1).toISOString(), status: 'answered' })],
      { status: 'sent' },
    ],
    [
      'a refused call stays refused',
      kept({ status: 'refused' }),
      [service({ status: 'answered' })],
      { status: 'refused' },
    ],
  ])('%s', (_, call, calls, expected) => {
    expect(withServiceState([call], calls, T + 5)[0]).toMatchObject(expected);
  });
});

describe('pruneCalls', () => {
  it('forgets settled calls after an hour and keeps queued ones', () => {
    const old = kept({ key: 'old', requestedAt: T - 3_600_000 });
    const queued = kept({ key: 'queued', status: 'queued', requestedAt: T - 7_200_000 });
    expect(pruneCalls([old, queued, kept()], T).map((call) => call.key)).toEqual(['queued', 'k']);
  });
});
