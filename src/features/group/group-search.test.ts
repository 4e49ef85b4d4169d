import { describe, expect, it } from 'vitest';
import { isMappedShopOrderable, matchesName, searchGroup } from './group-search.ts';

describe('matchesName', () => {
  it.each([
    ['Seoul Kitchen', 'kitchen', true],
    ['Seoul Kitchen', 'SEOUL', true],
    ['Seoul Kitchen', 'oul Ki', true],
    ['Seoul Kitchen', 'busan', false],
    ['명동 칼국수', '칼국', true],
    ['Seoul Kitchen', '', true],
    ['Seoul Kitchen', '   ', true],
    ['Seoul Kitchen', ' kitchen ', true],
  ])('case-insensitive substring: %j contains %j → %s', (name, query, expected) => {
    expect(matchesName(name, query)).toBe(expected);
  });
});

describe('searchGroup', () => {
  it('applies the query to both lists', () => {
    const result = searchGroup(
      {
        mappedList: [{ shopName: 'Noodle Bar' }, { shopName: 'Pizza Place' }],
        customLinkList: [{ linkName: 'Noodle festival' }, { linkName: 'Parking' }],
      },
      'noodle',
    );
    expect(result.mappedList.map((s) => s.shopName)).toEqual(['Noodle Bar']);
    expect(result.customLinkList.map((l) => l.linkName)).toEqual(['Noodle festival']);
  });
});

describe('isMappedShopOrderable', () => {
  const at = (h: number, m = 0) => new Date(2025, 0, 6, h, m);
  it.each<[string, string | null, string | null, Date, boolean]>([
    ['within hours', '1100', '2100', at(12), true],
    ['outside hours', '1100', '2100', at(22), false],
    ['overnight, after midnight', '1700', '0200', at(1, 30), true],
    ['overnight, in the morning', '1700', '0200', at(9), false],
    ['no hours means always', null, null, at(4), true],
  ])('%s', (_rule, openTime, closeTime, now, expected) => {
    expect(isMappedShopOrderable({ openTime, closeTime }, now)).toBe(expected);
  });
});
