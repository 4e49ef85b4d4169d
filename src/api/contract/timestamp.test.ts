import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp, shopTimestamp, timestampDatetime, timestampHeader } from './timestamp.ts';

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

describe('shopTimestamp', () => {
  it.each([
    ['2026-11-25T06:58:57Z', '20261125155857'],
    // Past midnight in Seoul while it is still the day before in UTC (and on a phone set to LA).
    ['2026-11-25T15:30:00Z', '20261126003000'],
    ['2026-12-31T14:59:59Z', '20261231235959'],
  ])('%s reads %s on the shop clock', (iso, stamp) => {
    expect(shopTimestamp(new Date(iso))).toBe(stamp);
  });
});

describe('timestampDatetime', () => {
  it('writes a valid HTML local date and time', () => {
    expect(timestampDatetime('20261125215857')).toBe('2026-11-25T21:58:57');
  });
  it('has none for text that is not a timestamp', () => {
    expect(timestampDatetime('2026-11-25')).toBeUndefined();
  });
});
