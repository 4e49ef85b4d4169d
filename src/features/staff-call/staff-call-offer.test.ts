import { describe, expect, it } from 'vitest';
import { offersStaffCall } from './staff-call-offer.ts';

describe('offersStaffCall', () => {
  it.each<[string, Parameters<typeof offersStaffCall>[0], boolean]>([
    [
      'a dine-in table that advertises it',
      { delivery: false, takeOut: false, extensions: { staffCall: true, tableCart: false } },
      true,
    ],
    [
      'a table whose kind is not known, advertising it',
      { delivery: false, extensions: { staffCall: true, tableCart: false } },
      true,
    ],
    ['a table without extensions (the spec’s service)', { delivery: false, takeOut: false }, false],
    ['extensions that leave it off', { delivery: false, extensions: { staffCall: false, tableCart: true } }, false],
    ['a delivery table', { delivery: true, extensions: { staffCall: true, tableCart: false } }, false],
    ['a takeout table', { delivery: false, takeOut: true, extensions: { staffCall: true, tableCart: false } }, false],
    ['no table info yet', null, false],
  ])('%s', (_, table, expected) => {
    expect(offersStaffCall(table)).toBe(expected);
  });
});
