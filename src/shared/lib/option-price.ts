/**
 * How chosen options price a line (spec section 3: "price with replace", "price with options").
 * Shared by the menu detail preview and the cart so both always show the same amount.
 *
 * A group with `doesReplace` sets the base price: its chosen option's price stands in for the
 * menu price. Should a menu have several replacing groups with choices, their chosen prices add
 * up to the base (no chosen price is ever silently dropped). With no replacing choice the menu
 * price is the base. Other groups add their chosen prices on top.
 */

export interface PricedGroup {
  doesReplace: boolean;
  options: readonly { optionPrice: number }[];
}

const sum = (prices: readonly { optionPrice: number }[]) => prices.reduce((total, o) => total + o.optionPrice, 0);

/** The base after replacement, e.g. menu 9000 with a replacing "Large" at 12000 → 12000. */
export function basePrice(menuPrice: number, groups: readonly PricedGroup[]): number {
  const replacing = groups.filter((g) => g.doesReplace && g.options.length > 0);
  return replacing.length === 0 ? menuPrice : replacing.reduce((total, g) => total + sum(g.options), 0);
}

/** One unit with all its options: the base plus every non-replacing chosen option. */
export function unitPrice(menuPrice: number, groups: readonly PricedGroup[]): number {
  return basePrice(menuPrice, groups) + groups.filter((g) => !g.doesReplace).reduce((t, g) => t + sum(g.options), 0);
}
