import { describe, expect, it } from 'vitest';
import { formatSavedTime } from './saved-time.ts';

const now = new Date(2026, 10, 21, 15, 0).getTime();

describe('formatSavedTime', () => {
  it('gives the time alone for today', () => {
    expect(formatSavedTime(new Date(2026, 10, 21, 9, 5).getTime(), now, 'ko')).toBe('09:05');
  });

  it('adds the date for an earlier day', () => {
    const text = formatSavedTime(new Date(2026, 10, 17, 9, 5).getTime(), now, 'en');
    expect(text).toContain('17');
    expect(text).toContain('09:05');
  });
});
