/**
 * Menu home rules (spec sections 2 and 4): category order, the recommended tab, the all-menu
 * grid, and what tapping a menu does.
 */
import type { Category, Menu } from '../../api/contract/entities.ts';

/** Categories by orderIndex; equal indexes keep the server's order. */
export function sortedCategories<C extends Pick<Category, 'orderIndex'>>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Every menu once, in category order (a menu listed in two categories shows once in the grid). */
export function allMenus(categories: readonly Pick<Category, 'orderIndex' | 'menus'>[]): Menu[] {
  const bySeq = new Map<number, Menu>();
  for (const menu of sortedCategories(categories).flatMap((c) => c.menus)) {
    if (!bySeq.has(menu.menuSeq)) bySeq.set(menu.menuSeq, menu);
  }
  return [...bySeq.values()];
}

export function recommendedMenus(categories: readonly Pick<Category, 'orderIndex' | 'menus'>[]): Menu[] {
  return allMenus(categories).filter((m) => m.isRecommended);
}

/** The 'recommended' tab (and carousel) is hidden when no menu is recommended. */
export function showsRecommendedTab(categories: readonly Pick<Category, 'orderIndex' | 'menus'>[]): boolean {
  return categories.some((c) => c.menus.some((m) => m.isRecommended));
}

export type MenuTap = 'notBusinessTime' | 'soldOut' | 'peakHourPopup' | 'open';

/**
 * What a tap on a menu does: outside business time the orange warning toast; a sold-out menu
 * does not open; a delaying menu shows the peak-hour popup and opens after it is closed.
 */
export function menuTap(menu: Pick<Menu, 'outOfStock' | 'delayingMenu'>, isBusinessOpen: boolean): MenuTap {
  if (!isBusinessOpen) return 'notBusinessTime';
  if (menu.outOfStock) return 'soldOut';
  if (menu.delayingMenu) return 'peakHourPopup';
  return 'open';
}
