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

interface CountBounds {
  /** The fewest options a diner can leave chosen in the group. */
  least: number;
  /** The most the group lets a diner choose. */
  most: number;
}

/**
 * How many options of a group an order can carry. A single-choice group always holds one (it
 * starts on its first in-stock option and a tap only moves the choice); a checkbox group holds
 * from its minimum (1 when required) to its `maxQty` (none or 0: no limit), within its in-stock
 * options. Same rules as the detail screen's (options.ts), kept here so the list need not load them.
 */
function countBounds(group: OptionGroup, inStock: number): CountBounds {
  if (group.optionUnique) return { least: 1, most: 1 };
  const least = Math.max(group.minQty ?? 0, group.optionRequired ? 1 : 0);
  const limit = group.maxQty != null && group.maxQty > 0 ? group.maxQty : inStock;
  return { least: Math.min(least, inStock), most: Math.min(limit, inStock) };
}

/** The cheapest and dearest sum of `least..most` options of a group, with at least `floor` chosen. */
function groupSpan(prices: readonly number[], bounds: CountBounds, floor: number): PriceRange | null {
  const ascending = [...prices].sort((a, b) => a - b);
  const descending = [...ascending].reverse();
  const total = (list: readonly number[], k: number) => list.slice(0, k).reduce((sum, p) => sum + p, 0);
  let span: PriceRange | null = null;
  for (let k = Math.max(bounds.least, floor); k <= bounds.most; k++) {
    const min = total(ascending, k);
    const max = total(descending, k);
    span = span ? { min: Math.min(span.min, min), max: Math.max(span.max, max) } : { min, max };
  }
  return span;
}

const widen = (a: PriceRange | null, b: PriceRange | null): PriceRange | null =>
  a && b ? { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) } : (a ?? b);

const add = (a: PriceRange, b: PriceRange): PriceRange => ({ min: a.min + b.min, max: a.max + b.max });

/**
 * The `min ~ max` shown for a menu with a replacing group (spec section 5): the cheapest and the
 * dearest base price an order of it can really have, under the pricing rule of option-price (the
 * chosen replacing options' prices add up to the base; with none chosen the base is the menu
 * price) and the detail screen's selection rules:
 * - only in-stock options count (a sold-out option cannot be ordered);
 * - a replacing group the diner may leave empty lets the menu price in, when every replacing
 *   group may be left empty at once;
 * - a checkbox group counts as many options as its `maxQty` allows, not one.
 * Add-on (non-replacing) groups are extras shown on the detail and are left out. Null when no
 * replacing group is left: show the menu price.
 */
export function menuPriceRange(menu: Pick<Menu, 'menuPrice' | 'menuOptionGroups'>): PriceRange | null {
  const replacing = usableOptionGroups(menu.menuOptionGroups)
    .filter((g) => g.doesReplace)
    .map((g) => {
      const prices = g.optionList.filter((o) => !o.outOfStock).map((o) => o.optionPrice);
      return { prices, bounds: countBounds(g, prices.length) };
    });
  if (replacing.length === 0) return null;
  const free = replacing.map(({ prices, bounds }) => groupSpan(prices, bounds, 0));
  const forced = replacing.map(({ prices, bounds }) => groupSpan(prices, bounds, 1));
  // Orders with at least one replacing option: one group holds at least one, the others anything.
  let range: PriceRange | null = null;
  for (const [index, own] of forced.entries()) {
    if (!own) continue;
    const others = free.filter((span, other): span is PriceRange => other !== index && span !== null);
    range = widen(range, others.reduce(add, own));
  }
  const canLeaveAllEmpty = replacing.every(({ bounds }) => bounds.least === 0);
  if (canLeaveAllEmpty) range = widen(range, { min: menu.menuPrice, max: menu.menuPrice });
  return range;
}
