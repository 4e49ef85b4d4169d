import { describe, expect, it } from 'vitest';
import type { Category, Menu } from '../../api/contract/entities.ts';
import { estimatedSectionHeight, initialTab, type MenuTabKey, menuTabKeys } from './menu-tabs.ts';

const menu = (isRecommended: boolean) => ({ isRecommended }) as Menu;
const category = (categoryUuid: string, orderIndex: number, menus: Menu[] = []) =>
  ({ categoryUuid, orderIndex, menus }) as Pick<Category, 'categoryUuid' | 'orderIndex' | 'menus'>;

describe('menuTabKeys', () => {
  it('starts with all, then recommended, then categories by orderIndex', () => {
    expect(menuTabKeys([category('b', 2), category('a', 1, [menu(true)])])).toEqual([
      'all',
      'recommended',
      'category:a',
      'category:b',
    ]);
  });

  it('hides recommended when no menu is recommended', () => {
    expect(menuTabKeys([category('a', 1, [menu(false)])])).toEqual(['all', 'category:a']);
  });
});

describe('initialTab', () => {
  const keys: MenuTabKey[] = ['all', 'recommended', 'category:a'];
  it.each<[string, string | null, MenuTabKey]>([
    ['keeps a stored tab that still exists', 'category:a', 'category:a'],
    ['keeps the all-menu grid', 'all', 'all'],
    ['starts on the first section without a stored tab', null, 'recommended'],
    ['forgets a category that is gone', 'category:gone', 'recommended'],
  ])('%s', (_rule, stored, expected) => {
    expect(initialTab(stored, keys)).toBe(expected);
  });

  it('falls back to all when the shop has no sections', () => {
    expect(initialTab(null, ['all'])).toBe('all');
  });
});

describe('estimatedSectionHeight: the room a section holds before it is drawn', () => {
  it.each([
    ['an empty section still holds one card under its title', 0, 64 + 121],
    ['one menu: the title and one card', 1, 64 + 121],
    ['three menus: the title and three cards', 3, 64 + 3 * 121],
  ])('%s', (_rule, menuCount, height) => {
    expect(estimatedSectionHeight(menuCount)).toBe(height);
  });
});
