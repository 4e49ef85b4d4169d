import { describe, expect, it } from 'vitest';
import type { BreakTime } from '../../api/contract/entities.ts';
import {
  activeBreak,
  breakAppliesOn,
  breakTimeDays,
  businessState,
  isBusinessOpen,
  isInBreak,
  showsBusinessHours,
} from './opening-hours.ts';

/** 2025-01-05 is a Sunday (weekday 1); 2025-01-06 a Monday (2); 2025-01-11 a Saturday (7). */
const SUN = 5;
const MON = 6;
const TUE = 7;
const SAT = 11;
const at = (date: number, hhmm: string) => new Date(2025, 0, date, Number(hhmm.slice(0, 2)), Number(hhmm.slice(2)));

const makeBreak = (over: Partial<BreakTime> = {}): BreakTime => ({
  shopBreakTimeSeq: 1,
  dayOfWeek: 0,
  dayOfWeekList: null,
  startTime: '1500',
  endTime: '1700',
  ...over,
});

describe('breakAppliesOn', () => {
  it.each<[string, Partial<BreakTime>, number, boolean]>([
    ['dayOfWeek 0 is every day', { dayOfWeek: 0 }, 4, true],
    ['a weekday applies on that day', { dayOfWeek: 2 }, 2, true],
    ['a weekday does not apply on another day', { dayOfWeek: 2 }, 3, false],
    ['Sunday is 1', { dayOfWeek: 1 }, 1, true],
    ['the list names the weekdays', { dayOfWeek: 2, dayOfWeekList: [1, 7] }, 7, true],
    ['dayOfWeek 0 is every day even with a list', { dayOfWeek: 0, dayOfWeekList: [3] }, 2, true],
    ['a day not in the list does not apply', { dayOfWeek: 2, dayOfWeekList: [1, 7] }, 2, false],
    ['an empty list falls back to dayOfWeek', { dayOfWeek: 2, dayOfWeekList: [] }, 2, true],
    ['0 in the list is every day', { dayOfWeek: 3, dayOfWeekList: [0] }, 6, true],
  ])('%s', (_rule, over, weekday, expected) => {
    expect(breakAppliesOn(makeBreak(over), weekday)).toBe(expected);
  });
});

describe('isInBreak', () => {
  it.each<[string, Partial<BreakTime>, Date, boolean]>([
    ['inside an every-day break', {}, at(MON, '1600'), true],
    ['at the start of a break', {}, at(MON, '1500'), true],
    ['at the end of a break the shop is back', {}, at(MON, '1700'), false],
    ['before a break', {}, at(MON, '1459'), false],
    ['a break for today applies', { dayOfWeek: 2 }, at(MON, '1600'), true],
    ['a break on another weekday does not apply', { dayOfWeek: 3 }, at(MON, '1600'), false],
    ['a Sunday break applies on Sunday', { dayOfWeek: 1 }, at(SUN, '1600'), true],
    ['a Sunday break does not apply on Saturday', { dayOfWeek: 1 }, at(SAT, '1600'), false],
    ['a listed weekday applies', { dayOfWeek: 2, dayOfWeekList: [2, 4] }, at(MON, '1600'), true],
    ['an unlisted weekday does not apply', { dayOfWeek: 3, dayOfWeekList: [3, 4] }, at(MON, '1600'), false],
    [
      'an overnight break applies before midnight on its day',
      { dayOfWeek: 2, startTime: '2300', endTime: '0100' },
      at(MON, '2330'),
      true,
    ],
    [
      'an overnight break starts at its start time',
      { dayOfWeek: 2, startTime: '2300', endTime: '0100' },
      at(MON, '2300'),
      true,
    ],
    [
      'an overnight break carries past midnight into the next day',
      { dayOfWeek: 2, startTime: '2300', endTime: '0100' },
      at(TUE, '0030'),
      true,
    ],
    [
      'an overnight break of yesterday does not start today',
      { dayOfWeek: 2, startTime: '2300', endTime: '0100' },
      at(TUE, '2330'),
      false,
    ],
    [
      'an overnight break ends at its end time',
      { dayOfWeek: 2, startTime: '2300', endTime: '0100' },
      at(TUE, '0100'),
      false,
    ],
    [
      'an overnight Saturday break carries into Sunday',
      { dayOfWeek: 7, startTime: '2300', endTime: '0100' },
      at(SUN, '0030'),
      true,
    ],
    ['a break with equal times is no break', { startTime: '1500', endTime: '1500' }, at(MON, '1500'), false],
    ['a break with an unreadable time is no break', { startTime: '', endTime: '1700' }, at(MON, '1600'), false],
    ['a break with an unreadable end is no break', { startTime: '1500', endTime: '' }, at(MON, '1600'), false],
  ])('%s', (_rule, over, now, expected) => {
    expect(isInBreak(makeBreak(over), now)).toBe(expected);
  });
});

describe('activeBreak', () => {
  it('returns the break that applies now, or null', () => {
    const lunch = makeBreak({ shopBreakTimeSeq: 1, dayOfWeek: 3 });
    const mondays = makeBreak({ shopBreakTimeSeq: 2, dayOfWeek: 2 });
    expect(activeBreak([lunch, mondays], at(MON, '1600'))).toBe(mondays);
    expect(activeBreak([lunch, mondays], at(MON, '1800'))).toBeNull();
    expect(activeBreak([], at(MON, '1600'))).toBeNull();
  });
});

describe('businessState', () => {
  const shop = { openTime: '1000', closeTime: '2200', isDeliveryUse: true };
  const overnight = { openTime: '1800', closeTime: '0300', isDeliveryUse: false };
  const lunchBreak = [makeBreak({ dayOfWeek: 0, startTime: '1500', endTime: '1700' })];
  const tuesdayBreak = [makeBreak({ dayOfWeek: 3, startTime: '1500', endTime: '1700' })];

  it.each<[string, Parameters<typeof businessState>[0], ReturnType<typeof businessState>]>([
    ['open within hours', { shop, breakTimes: [], isDeliveryTable: false, now: at(MON, '1200') }, { open: true }],
    [
      'closed before opening',
      { shop, breakTimes: [], isDeliveryTable: false, now: at(MON, '0959') },
      { open: false, reason: 'hours' },
    ],
    [
      'closed after closing',
      { shop, breakTimes: [], isDeliveryTable: false, now: at(MON, '2201') },
      { open: false, reason: 'hours' },
    ],
    [
      'open past midnight in an overnight range',
      { shop: overnight, breakTimes: [], isDeliveryTable: false, now: at(TUE, '0130') },
      { open: true },
    ],
    [
      'closed in the afternoon of an overnight range',
      { shop: overnight, breakTimes: [], isDeliveryTable: false, now: at(MON, '1500') },
      { open: false, reason: 'hours' },
    ],
    [
      'closed during an every-day break',
      { shop, breakTimes: lunchBreak, isDeliveryTable: false, now: at(MON, '1530') },
      { open: false, reason: 'breakTime' },
    ],
    [
      'open during a break set for another weekday',
      { shop, breakTimes: tuesdayBreak, isDeliveryTable: false, now: at(MON, '1530') },
      { open: true },
    ],
    [
      'closed during the same break on its weekday',
      { shop, breakTimes: tuesdayBreak, isDeliveryTable: false, now: at(TUE, '1530') },
      { open: false, reason: 'breakTime' },
    ],
    [
      'a delivery table is closed when delivery is off',
      { shop: { ...shop, isDeliveryUse: false }, breakTimes: [], isDeliveryTable: true, now: at(MON, '1200') },
      { open: false, reason: 'deliveryOff' },
    ],
    [
      'a delivery table is open when delivery is on',
      { shop, breakTimes: [], isDeliveryTable: true, now: at(MON, '1200') },
      { open: true },
    ],
    [
      'a dine-in table ignores the delivery switch',
      { shop: { ...shop, isDeliveryUse: false }, breakTimes: [], isDeliveryTable: false, now: at(MON, '1200') },
      { open: true },
    ],
    [
      'missing hours mean open 24 hours',
      {
        shop: { openTime: null, closeTime: null, isDeliveryUse: false },
        breakTimes: [],
        isDeliveryTable: false,
        now: at(MON, '0300'),
      },
      { open: true },
    ],
    [
      'equal hours mean open 24 hours',
      {
        shop: { openTime: '0000', closeTime: '0000', isDeliveryUse: false },
        breakTimes: [],
        isDeliveryTable: false,
        now: at(MON, '0300'),
      },
      { open: true },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(businessState(input)).toEqual(expected);
    expect(isBusinessOpen(input)).toBe(expected.open);
  });
});

describe('showsBusinessHours', () => {
  it.each<[string | null, string | null, boolean]>([
    ['1000', '2200', true],
    ['1800', '0200', true],
    ['0900', '0900', false],
    ['0000', '0000', false],
    [null, '2200', false],
    ['1000', '', false],
  ])('hides the tag when open equals close: %j–%j → %s', (open, close, expected) => {
    expect(showsBusinessHours(open, close)).toBe(expected);
  });
});

describe('breakTimeDays', () => {
  it.each<[string, Partial<BreakTime>, 'everyDay' | number[]]>([
    ['dayOfWeek 0 is every day', { dayOfWeek: 0 }, 'everyDay'],
    ['one weekday', { dayOfWeek: 3 }, [3]],
    ['a list, sorted and deduplicated', { dayOfWeek: 1, dayOfWeekList: [7, 1, 7] }, [1, 7]],
    ['dayOfWeek 0 wins over a list', { dayOfWeek: 0, dayOfWeekList: [2] }, 'everyDay'],
    ['all seven days is every day', { dayOfWeek: 1, dayOfWeekList: [1, 2, 3, 4, 5, 6, 7] }, 'everyDay'],
    ['out-of-range numbers are dropped', { dayOfWeek: 2, dayOfWeekList: [8, 2] }, [2]],
    ['negative numbers are dropped', { dayOfWeek: 2, dayOfWeekList: [-1, 3] }, [3]],
  ])('%s', (_rule, over, expected) => {
    expect(breakTimeDays(makeBreak(over))).toEqual(expected);
  });
});
