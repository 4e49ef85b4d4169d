import { describe, expect, it } from 'vitest';
import { formatClockTime } from './clock-time.ts';

describe('formatClockTime', () => {
  const at = new Date(2025, 0, 1, 9, 5).getTime();
  const evening = new Date(2025, 0, 1, 21, 30).getTime();
  it.each([
    ['ko', at, '09:05'],
    ['en', at, '09:05'],
    ['en', evening, '21:30'],
    ['ru', evening, '21:30'],
  ] as const)('shows %s time in 24-hour form', (locale, ms, expected) => {
    expect(formatClockTime(ms, locale)).toBe(expected);
  });
});
