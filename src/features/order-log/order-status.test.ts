import { describe, expect, it } from 'vitest';
import type { OrderStatusLine } from '../../api/contract/entities.ts';
import { orderStatusTotal, showsBasePrice, statusMenuName } from './order-status.ts';

type Group = OrderStatusLine['localeOptionGroupList'][number];
const group = (doesReplace: boolean): Group => ({
  optionGroupUuid: doesReplace ? 'size' : 'extra',
  optionGroupName: doesReplace ? 'Size' : 'Extra',
  doesReplace,
  optionList: [{ optionUuid: 'o', optionName: 'o', optionPrice: 500 }],
});

describe('showsBasePrice', () => {
  it.each<[string, Group[], boolean]>([
    ['no option groups: no base price', [], false],
    ['only replacing groups: no base price', [group(true)], false],
    ['a group that adds: base price shown', [group(false)], true],
    ['a replacing and an adding group: base price shown', [group(true), group(false)], true],
  ])('%s', (_rule, groups, expected) => {
    expect(showsBasePrice({ localeOptionGroupList: groups })).toBe(expected);
  });
});

describe('orderStatusTotal', () => {
  it.each([
    ['no lines', [], 0],
    ['one line', [{ finalPrice: 12000 }], 12000],
    ['several lines', [{ finalPrice: 12000 }, { finalPrice: 3500 }, { finalPrice: 0 }], 15500],
  ])('sums final prices: %s', (_rule, lines, expected) => {
    expect(orderStatusTotal(lines)).toBe(expected);
  });
});

describe('statusMenuName', () => {
  const line = {
    menuName: '순두부찌개',
    localeMenuList: [
      { localeCode: 'en', menuName: 'Soft tofu stew', menuInfo: null },
      { localeCode: 'jp', menuName: 'スンドゥブ', menuInfo: null },
      { localeCode: 'vi', menuName: '', menuInfo: null },
    ],
  };
  it.each([
    ['ko uses the own name', 'ko', '순두부찌개'],
    ['takes the entry for the code', 'jp', 'スンドゥブ'],
    ['an empty entry falls back to English', 'vi', 'Soft tofu stew'],
    ['a missing entry falls back to English', 'ru', 'Soft tofu stew'],
  ])('%s', (_rule, locale, expected) => {
    expect(statusMenuName(line, locale)).toBe(expected);
  });

  it('falls back to Korean without translations', () => {
    expect(statusMenuName({ menuName: '순두부찌개', localeMenuList: [] }, 'en')).toBe('순두부찌개');
  });
});
