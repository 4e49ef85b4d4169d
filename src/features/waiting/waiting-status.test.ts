import { describe, expect, it } from 'vitest';
import type { WaitingStatus } from '../../api/contract/entities.ts';
import {
  effectiveWaitingStatus,
  initialWaitingView,
  isRegistrationCancelled,
  registrationHeadcount,
  waitingStatusAction,
  waitingTeams,
} from './waiting-status.ts';

const at = (hhmm: string) => new Date(2025, 0, 6, Number(hhmm.slice(0, 2)), Number(hhmm.slice(2)));
const info = (waitingStatus: WaitingStatus, openTime: string | null = '1000', closeTime: string | null = '2200') => ({
  waitingStatus,
  openTime,
  closeTime,
});

describe('effectiveWaitingStatus', () => {
  it.each<[string, ReturnType<typeof info>, string, WaitingStatus]>([
    ['within hours the server status stands', info('AVAILABLE'), '1200', 'AVAILABLE'],
    ['IMMEDIATE stands within hours', info('IMMEDIATE'), '1000', 'IMMEDIATE'],
    ['UNAVAILABLE stands within hours', info('UNAVAILABLE'), '2200', 'UNAVAILABLE'],
    ['outside hours it is CLOSED', info('AVAILABLE'), '2201', 'CLOSED'],
    ['before opening it is CLOSED', info('IMMEDIATE'), '0959', 'CLOSED'],
    ['overnight hours: open after midnight', info('AVAILABLE', '1800', '0200'), '0130', 'AVAILABLE'],
    ['overnight hours: open at the closing minute', info('AVAILABLE', '1800', '0200'), '0200', 'AVAILABLE'],
    ['overnight hours: closed in the morning', info('AVAILABLE', '1800', '0200'), '0900', 'CLOSED'],
    ['overnight hours: open at the opening minute', info('AVAILABLE', '1800', '0200'), '1800', 'AVAILABLE'],
    ['missing times mean open 24 hours', info('AVAILABLE', null, null), '0400', 'AVAILABLE'],
    ['a missing close time means open 24 hours', info('AVAILABLE', '1000', null), '0400', 'AVAILABLE'],
    ['equal times mean open 24 hours', info('AVAILABLE', '0900', '0900'), '0400', 'AVAILABLE'],
    ['CLOSED from the server stays CLOSED', info('CLOSED'), '1200', 'CLOSED'],
  ])('%s', (_rule, input, time, expected) => {
    expect(effectiveWaitingStatus(input, at(time))).toBe(expected);
  });
});

describe('initialWaitingView', () => {
  it.each<[string, ReturnType<typeof info>, string, 'register' | 'status']>([
    ['AVAILABLE within hours opens registration', info('AVAILABLE'), '1200', 'register'],
    ['AVAILABLE outside hours shows the status', info('AVAILABLE'), '2300', 'status'],
    ['IMMEDIATE shows the status', info('IMMEDIATE'), '1200', 'status'],
    ['UNAVAILABLE shows the status', info('UNAVAILABLE'), '1200', 'status'],
  ])('%s', (_rule, input, time, expected) => {
    expect(initialWaitingView(input, at(time))).toBe(expected);
  });
});

describe('waitingStatusAction', () => {
  it.each<[WaitingStatus, 'enterNow' | 'register' | null]>([
    ['IMMEDIATE', 'enterNow'],
    ['AVAILABLE', 'register'],
    ['UNAVAILABLE', null],
    ['CLOSED', null],
  ])('%s offers %s', (status, expected) => {
    expect(waitingStatusAction(status)).toBe(expected);
  });
});

describe('waitingTeams', () => {
  it.each([
    [3, 3],
    [0, 0],
    [null, 0],
    [undefined, 0],
  ])('shows the waiting count, 0 when missing: %s → %i', (waitingCount, expected) => {
    expect(waitingTeams({ waitingCount })).toBe(expected);
  });
});

describe('registration', () => {
  it.each([
    ['CANCEL', true],
    ['WAITING', false],
    ['', false],
  ])('only CANCEL is cancelled: %j → %s', (waitingStatus, expected) => {
    expect(isRegistrationCancelled({ waitingStatus })).toBe(expected);
  });

  it('counts adults and kids together', () => {
    expect(registrationHeadcount({ adultCount: 2, kidCount: 3 })).toBe(5);
  });
});
