import { describe, expect, it } from 'vitest';
import { isFreshPicture, needsTrim, PICTURE_TRIM_SLACK, picturesToEvict } from './picture-cache-rules.ts';

const DAY = 24 * 60 * 60;
const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('isFreshPicture', () => {
  it.each([
    ['made an hour ago', 'Sat, 28 Nov 2026 11:00:00 GMT', true],
    ['made exactly 30 days ago', 'Wed, 29 Oct 2026 12:00:00 GMT', true],
    ['made 30 days and a second ago', 'Wed, 29 Oct 2026 11:59:59 GMT', false],
    ['made a year ago', 'Thu, 28 Nov 2025 12:00:00 GMT', false],
    ['dated in the future (a fast clock on the host)', 'Sun, 29 Nov 2026 12:00:00 GMT', true],
    ['no Date header', null, true],
    ['an unreadable Date header', 'yesterday-ish', true],
    ['an empty Date header', '', true],
  ])('%s → %s', (_case, date, fresh) => {
    expect(isFreshPicture(date, NOW, 30 * DAY)).toBe(fresh);
  });
});

describe('needsTrim', () => {
  it.each([
    ['a worker that has not listed its cache yet', null, true],
    ['an empty cache', 0, false],
    ['at the limit', 200, false],
    ['within the slack past the limit', 200 + PICTURE_TRIM_SLACK, false],
    ['one past the slack', 201 + PICTURE_TRIM_SLACK, true],
  ])('%s → %s', (_case, count, trim) => {
    expect(needsTrim(count, 200)).toBe(trim);
  });
});

describe('picturesToEvict', () => {
  const stored = ['a', 'b', 'c', 'd', 'e'];
  it.each([
    ['under the limit: nothing', stored, [], 10, []],
    ['at the limit: nothing', stored, [], 5, []],
    ['over it: the oldest stored first', stored, [], 3, ['a', 'b']],
    ['a picture the cache answered outlasts older ones that were not', stored, ['a'], 3, ['b', 'c']],
    [
      'answered pictures go last, oldest first, when nothing else is left',
      stored,
      ['a', 'b', 'c', 'd'],
      2,
      ['e', 'a', 'b'],
    ],
    ['every picture answered: the oldest stored first', stored, stored, 4, ['a']],
    ['an answered picture no longer stored changes nothing', stored, ['z'], 3, ['a', 'b']],
    ['a limit of 0 empties the cache', stored, [], 0, stored],
    ['a negative limit is read as 0', stored, [], -1, stored],
    ['an empty cache', [], ['a'], 0, []],
  ])('%s', (_case, keys, used, max, evicted) => {
    expect(picturesToEvict(keys, new Set(used), max)).toEqual(evicted);
  });
});
