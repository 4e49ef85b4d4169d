import { describe, expect, it } from 'vitest';
import type { Menu } from '../../api/contract/entities.ts';
import { makeMenu } from '../../api/contract/factories.ts';
import {
  allMenus,
  type MenuTap,
  menuTap,
  recommendedMenus,
  showsRecommendedTab,
  sortedCategories,
} from './menu-browse.ts';

const categories = [
  { categoryUuid: 'b', orderIndex: 2, menus: [makeMenu(3), makeMenu(4, { isRecommended: true })] },
  { categoryUuid: 'a', orderIndex: 1, menus: [makeMenu(1, { isRecommended: true }), makeMenu(2)] },
  { categoryUuid: 'c', orderIndex: 3, menus: [makeMenu(1, { isRecommended: true })] },
];

describe('sortedCategories', () => {
  it('orders categories by orderIndex', () => {
    expect(sortedCategories(categories).map((c) => c.categoryUuid)).toEqual(['a', 'b', 'c']);
  });
});

describe('allMenus and recommendedMenus', () => {
  it('lists every menu once in category order', () => {
    expect(allMenus(categories).map((m) => m.menuSeq)).toEqual([1, 2, 3, 4]);
  });

  it('lists recommended menus once in category order', () => {
    expect(recommendedMenus(categories).map((m) => m.menuSeq)).toEqual([1, 4]);
  });
});

describe('showsRecommendedTab', () => {
  it.each([
    ['shown when a menu is recommended', categories, true],
    ['hidden when none is', [{ orderIndex: 1, menus: [makeMenu(1)] }], false],
    ['hidden with no categories', [], false],
    ['hidden when a category has no menus', [{ orderIndex: 1, menus: [] }], false],
    [
      'shown when one menu of several is',
      [{ orderIndex: 1, menus: [makeMenu(1), makeMenu(2, { isRecommended: true })] }],
      true,
    ],
  ])('%s', (_rule, input, expected) => {
    expect(showsRecommendedTab(input)).toBe(expected);
  });
});

describe('menuTap', () => {
  it.each<[string, Partial<Menu>, boolean, MenuTap]>([
    ['an available menu opens', {}, true, 'open'],
    ['outside business time: the warning toast', {}, false, 'notBusinessTime'],
    ['outside business time wins over sold out', { outOfStock: true }, false, 'notBusinessTime'],
    ['a sold-out menu does not open', { outOfStock: true }, true, 'soldOut'],
    ['a delaying menu shows the peak-hour popup first', { delayingMenu: true }, true, 'peakHourPopup'],
    ['sold out wins over delaying', { outOfStock: true, delayingMenu: true }, true, 'soldOut'],
  ])('%s', (_rule, over, open, expected) => {
    expect(menuTap(makeMenu(1, over), open)).toBe(expected);
  });
});
