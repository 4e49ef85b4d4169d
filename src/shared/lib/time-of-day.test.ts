import { describe, expect, it } from 'vitest';
import { formatHHmm, isWithinOpeningHours, minutesOfDay, parseHHmm, weekdayNumber } from './time-of-day.ts';

/** Local time on Monday 2025-01-06 (2025-01-05 is a Sunday). */
const at = (hhmm: string, date = 6) => new Date(2025, 0, date, Number(hhmm.slice(0, 2)), Number(hhmm.slice(2)));

describe('parseHHmm', () => {
  it.each<[string | null | undefined, number | null]>([
    ['0000', 0],
    ['0930', 570],
    ['2359', 1439],
    ['2400', 1440],
    ['930', 570],
    ['09:30', 570],
    [' 0930 ', 570],
    ['2401', null],
    ['2500', null],
    ['0960', null],
    ['12345', null],
    ['ab00', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads HHmm as minutes since midnight: %j → %s', (raw, expected) => {
    expect(parseHHmm(raw)).toBe(expected);
  });
});

describe('formatHHmm', () => {
  it.each([
    ['0930', '09:30'],
    ['2200', '22:00'],
    ['0000', '00:00'],
    ['2400', '24:00'],
    ['930', '09:30'],
    ['', ''],
    [null, ''],
    ['oops', ''],
  ])('shows HHmm as HH:MM: %j → %j', (raw, expected) => {
    expect(formatHHmm(raw)).toBe(expected);
  });
});

describe('minutesOfDay and weekdayNumber', () => {
  it('reads the local clock', () => {
    expect(minutesOfDay(at('1345'))).toBe(13 * 60 + 45);
  });

  it.each([
    [5, 1],
    [6, 2],
    [11, 7],
  ])('numbers weekdays 1–7 with Sunday = 1: 2025-01-%i → %i', (date, expected) => {
    expect(weekdayNumber(new Date(2025, 0, date, 12))).toBe(expected);
  });
});

describe('isWithinOpeningHours', () => {
  it.each<[string, string | null, string | null, string, boolean]>([
    ['a daytime range includes its inside', '1000', '2200', '1500', true],
    ['a daytime range includes its opening minute', '1000', '2200', '1000', true],
    ['a daytime range includes its closing minute', '1000', '2200', '2200', true],
    ['a daytime range excludes the minute before opening', '1000', '2200', '0959', false],
    ['a daytime range excludes the minute after closing', '1000', '2200', '2201', false],
    ['an overnight range is open late in the evening', '1800', '0200', '2330', true],
    ['an overnight range is open at midnight', '1800', '0200', '0000', true],
    ['an overnight range is open at its closing minute', '1800', '0200', '0200', true],
    ['an overnight range is closed after closing', '1800', '0200', '0201', false],
    ['an overnight range is closed in the afternoon', '1800', '0200', '1500', false],
    ['an overnight range is open at its opening minute', '1800', '0200', '1800', true],
    ['a range ending at midnight (0000) wraps: open just before midnight', '1700', '0000', '2359', true],
    ['a range ending at midnight (0000) wraps: closed at noon', '1700', '0000', '1200', false],
    ['a range ending at 2400 is open at 2359', '1700', '2400', '2359', true],
    ['0000–2400 is open all day', '0000', '2400', '0300', true],
    ['equal times mean open 24 hours', '0900', '0900', '0300', true],
    ['a missing open time means open 24 hours', null, '2200', '2330', true],
    ['a missing close time means open 24 hours', '1000', null, '0300', true],
    ['an unreadable time means open 24 hours', 'later', '2200', '2330', true],
  ])('%s (%s–%s at %s)', (_rule, open, close, time, expected) => {
    expect(isWithinOpeningHours(open, close, at(time))).toBe(expected);
  });
});
