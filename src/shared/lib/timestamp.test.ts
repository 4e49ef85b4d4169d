import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp, timestampHeader } from './timestamp.ts';

describe('formatTimestamp', () => {
  it.each([
    [new Date(2025, 0, 2, 3, 4, 5), '20250102030405'],
    [new Date(2025, 11, 31, 23, 59, 59), '20251231235959'],
    [new Date(2026, 5, 15, 0, 0, 0), '20260615000000'],
  ])('writes local time as YYYYMMDDHHmmss: %s → %s', (now, expected) => {
    expect(formatTimestamp(now)).toBe(expected);
  });
});

describe('timestampHeader', () => {
  it.each([
    ['20250102030405', '2025-01-02 03:04'],
    ['20251231235959', '2025-12-31 23:59'],
    ['20250102150405', '2025-01-02 15:04'],
    ['2025010203', '2025010203'],
    ['', ''],
  ])('shows YYYY-MM-DD HH:mm in 24-hour time: %j → %j', (stamp, expected) => {
    expect(timestampHeader(stamp)).toBe(expected);
  });
});

describe('parseTimestamp', () => {
  it('reads a timestamp back as the same local time', () => {
    const now = new Date(2025, 6, 9, 18, 30, 12);
    expect(parseTimestamp(formatTimestamp(now))?.getTime()).toBe(now.getTime());
  });

  it.each(['20250230120000', '2025', 'abcdefghijklmn'])('refuses what is not a real timestamp: %j', (stamp) => {
    expect(parseTimestamp(stamp)).toBeNull();
  });
});
