import { describe, expect, it } from 'vitest';
import type { BreakTime } from '../../api/contract/entities.ts';
import { type ShopTagInput, shopTags, weekdayList } from './shop-tags.ts';

const makeBreak = (over: Partial<BreakTime> = {}): BreakTime => ({
  shopBreakTimeSeq: 1,
  dayOfWeek: 0,
  dayOfWeekList: null,
  startTime: '1500',
  endTime: '1630',
  ...over,
});

const input = (over: Partial<ShopTagInput> = {}): ShopTagInput => ({
  shop: { openTime: '0900', closeTime: '2200', minimumAmount: 15000 },
  table: { tableName: '3번 테이블', delivery: false },
  breakTimes: [],
  ...over,
});

describe('shopTags', () => {
  it.each<[string, Partial<ShopTagInput>, string[]]>([
    ['a dine-in table shows its name and the hours', {}, ['table', 'hours']],
    [
      'a delivery table shows the minimum amount instead of its name',
      { table: { tableName: 'D', delivery: true } },
      ['minimum', 'hours'],
    ],
    [
      'a delivery shop without a minimum shows no minimum',
      { table: { tableName: 'D', delivery: true }, shop: { openTime: '0900', closeTime: '2200', minimumAmount: null } },
      ['hours'],
    ],
    [
      'hours are hidden when open equals close',
      { shop: { openTime: '0000', closeTime: '0000', minimumAmount: null } },
      ['table'],
    ],
    [
      'hours are hidden when a time is missing',
      { shop: { openTime: null, closeTime: '2200', minimumAmount: null } },
      ['table'],
    ],
    ['a table name of markup only shows no table tag', { table: { tableName: '<b></b>', delivery: false } }, ['hours']],
    [
      'each break time is a tag',
      { breakTimes: [makeBreak(), makeBreak({ shopBreakTimeSeq: 2 })] },
      ['table', 'hours', 'break', 'break'],
    ],
    [
      'a break on no weekday it could fall on is left out',
      { breakTimes: [makeBreak({ dayOfWeek: 8, dayOfWeekList: [8, 9] })] },
      ['table', 'hours'],
    ],
    ['a break with equal times is left out', { breakTimes: [makeBreak({ endTime: '1500' })] }, ['table', 'hours']],
    [
      'a break with unreadable times is left out',
      { breakTimes: [makeBreak({ startTime: 'soon' })] },
      ['table', 'hours'],
    ],
  ])('%s', (_rule, over, kinds) => {
    expect(shopTags(input(over)).map((t) => t.kind)).toEqual(kinds);
  });

  it('shows the minimum amount a delivery order needs', () => {
    expect(shopTags(input({ table: { tableName: 'D', delivery: true } }))[0]).toEqual({
      kind: 'minimum',
      amount: 15000,
    });
  });

  it('formats times and days of a break', () => {
    const [tag] = shopTags(
      input({
        table: null,
        shop: { openTime: null, closeTime: null, minimumAmount: null },
        breakTimes: [makeBreak({ dayOfWeek: 2, dayOfWeekList: [4, 2] })],
      }),
    );
    expect(tag).toEqual({ kind: 'break', id: 1, days: [2, 4], start: '15:00', end: '16:30' });
  });
});

describe('weekdayList', () => {
  it.each<[number[], string, string]>([
    [[2, 4], 'en', 'Mon, Wed'],
    [[1], 'en', 'Sun'],
    [[7], 'ko', '토'],
  ])('names weekdays %j in %s', (days, tag, expected) => {
    expect(weekdayList(days, tag)).toBe(expected);
  });
});
