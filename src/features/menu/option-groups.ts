/**
 * What the menu list needs to know of a menu's option groups: which ones a diner can use, and the
 * price range a replacing group gives. Apart from the detail screen's rules (options.ts), so the
 * menu's first load does not carry those.
 */
import type { Menu, Option, OptionGroup } from '../../api/contract/entities.ts';

const byOrderIndex = (a: Option, b: Option) => a.orderIndex - b.orderIndex;

/** The groups to show: any with an in-stock option, options sorted by orderIndex. */
export function usableOptionGroups(groups: readonly OptionGroup[]): OptionGroup[] {
  return groups
    .filter((g) => g.optionList.some((o) => !o.outOfStock))
    .map((g) => ({ ...g, optionList: [...g.optionList].sort(byOrderIndex) }));
}

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The `min ~ max` shown for a menu with a replacing group (spec section 5), over in-stock
 * options only: a sold-out option's price cannot be ordered, so it must not stretch the range.
 * With several replacing groups their chosen prices add up (see option-price), so the range adds
 * each group's cheapest and dearest. Null when no replacing group is left: show the menu price.
 */
export function menuPriceRange(menu: Pick<Menu, 'menuOptionGroups'>): PriceRange | null {
  const replacing = usableOptionGroups(menu.menuOptionGroups).filter((g) => g.doesReplace);
  if (replacing.length === 0) return null;
  return replacing.reduce<PriceRange>(
    (range, g) => {
      const prices = g.optionList.filter((o) => !o.outOfStock).map((o) => o.optionPrice);
      return { min: range.min + Math.min(...prices), max: range.max + Math.max(...prices) };
    },
    { min: 0, max: 0 },
  );
}
