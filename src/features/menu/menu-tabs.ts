/**
 * The category bar's tabs (spec section 2): 'all menu' (the grid), 'recommended' (hidden when
 * nothing is recommended) and one per category in orderIndex order. A tab's key is what the
 * session keeps as the current category, so it must survive a reload: categories go by uuid.
 */
import type { Category } from '../../api/contract/entities.ts';
import { showsRecommendedTab, sortedCategories } from './menu-browse.ts';

export type MenuTabKey = 'all' | 'recommended' | `category:${string}`;

export const categoryTab = (categoryUuid: string): MenuTabKey => `category:${categoryUuid}`;

export function menuTabKeys(
  categories: readonly Pick<Category, 'categoryUuid' | 'orderIndex' | 'menus'>[],
): MenuTabKey[] {
  return [
    'all',
    ...(showsRecommendedTab(categories) ? (['recommended'] as const) : []),
    ...sortedCategories(categories).map((c) => categoryTab(c.categoryUuid)),
  ];
}

/** The tab to start on: the stored one when it still exists, else the first section of the list. */
export function initialTab(stored: string | null, keys: readonly MenuTabKey[]): MenuTabKey {
  const found = keys.find((k) => k === stored);
  if (found) return found;
  return keys.find((k) => k !== 'all') ?? 'all';
}

/** A section's height before it is rendered: its title plus a card per menu (content-visibility). */
export function estimatedSectionHeight(menuCount: number): number {
  return 64 + Math.max(1, menuCount) * 121;
}
