/**
 * A kept cart against the shop's menu as it is today. Lines keep the price they had when added
 * and carts are kept across visits; the order service prices every order itself and refuses one
 * whose prices, stock or menus are not today's. So before the cart is shown or paid:
 *
 * - a line whose menu or chosen option is gone or sold out, or whose choice no longer passes the
 *   menu's option rules, is marked and left out of the order (the same rule as "order again",
 *   menu-check.ts); it stays in the cart, and comes back if the shop restocks it;
 * - every other line is priced from today's menu and options; a line whose unit price moved
 *   shows the old and the new price;
 * - the order and its totals are the lines left in, at today's prices.
 *
 * Pure: a function of the cart and the menu the screen has. No menu yet (nothing loaded) means
 * nothing can be judged, and the cart is taken as it is.
 */
import type { Category, Menu } from '../../api/contract/entities.ts';
import type { SelectedOption } from '../../api/contract/persisted.ts';
import { type CartLine, priceWithOptions, type SelectedOptionGroup } from './cart.ts';
import { checkLine, menusBySeq, type UnavailableReason } from './menu-check.ts';

export type LineAgainstMenu =
  | { kind: 'same'; line: CartLine }
  /** `line` carries today's prices; `was` and `now` are the unit prices with options. */
  | { kind: 'priceChanged'; line: CartLine; was: number; now: number }
  /** `line` is as the cart keeps it. */
  | { kind: 'unavailable'; line: CartLine; reason: UnavailableReason; option?: SelectedOption };

export interface CartAgainstMenu {
  /** Every line of the cart, in its order. */
  lines: LineAgainstMenu[];
  /** What an order sends: the lines left in, at today's prices. */
  orderable: CartLine[];
  priceChanges: number;
  unavailable: number;
}

/** The line's chosen options with today's prices and replace flags; names and translations stay. */
function repriced(groups: readonly SelectedOptionGroup[], menu: Menu): SelectedOptionGroup[] {
  return groups.map((group) => {
    const today = menu.menuOptionGroups.find((g) => g.optionGroupUuid === group.optionGroupUuid);
    return {
      ...group,
      doesReplace: today?.doesReplace ?? group.doesReplace,
      options: group.options.map((option) => {
        const found = today?.optionList.find((o) => o.optionUuid === option.optionUuid);
        return found ? { ...option, optionPrice: found.optionPrice } : option;
      }),
    };
  });
}

function judge(line: CartLine, menus: ReadonlyMap<number, Menu>): LineAgainstMenu {
  const check = checkLine(line, menus);
  if (!check.ok) {
    return { kind: 'unavailable', line, reason: check.reason, ...(check.option ? { option: check.option } : {}) };
  }
  const today: CartLine = {
    ...line,
    menuPrice: check.menu.menuPrice,
    selectedOptions: repriced(line.selectedOptions, check.menu),
  };
  const was = priceWithOptions(line);
  const now = priceWithOptions(today);
  return was === now ? { kind: 'same', line: today } : { kind: 'priceChanged', line: today, was, now };
}

/**
 * @example
 * cartAgainstMenu(cart.lines, categories).orderable // the lines to order, at today's prices
 */
export function cartAgainstMenu(lines: readonly CartLine[], categories: readonly Category[] | null): CartAgainstMenu {
  const menus = categories === null || categories.length === 0 ? null : menusBySeq(categories.flatMap((c) => c.menus));
  const judged: LineAgainstMenu[] = lines.map((line) => (menus ? judge(line, menus) : { kind: 'same', line }));
  return {
    lines: judged,
    orderable: judged.filter((j) => j.kind !== 'unavailable').map((j) => j.line),
    priceChanges: judged.filter((j) => j.kind === 'priceChanged').length,
    unavailable: judged.filter((j) => j.kind === 'unavailable').length,
  };
}
