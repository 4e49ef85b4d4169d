/**
 * The service's own price for an order line. The client's figures are only compared against this:
 * a price the service did not compute is refused.
 */
import type { Menu, OptionGroup } from '../src/api/contract/entities.ts';
import { ApiError } from './http.ts';
import type { ChosenOption, PricedLine } from './state.ts';

function findOption(menu: Menu, optionUuid: string): ChosenOption | undefined {
  for (const group of menu.menuOptionGroups) {
    const option = group.optionList.find((candidate) => candidate.optionUuid === optionUuid);
    if (option) return { group, option };
  }
  return undefined;
}

function checkGroup(menu: Menu, group: OptionGroup, count: number): void {
  const inStock = group.optionList.some((option) => !option.outOfStock);
  const name = `${menu.menuName} / ${group.optionGroupName}`;
  // A group with nothing left to choose is dropped by the client, so it cannot be required.
  if (!inStock) return;
  if (group.optionUnique && count > 1) throw new ApiError(422, 'invalid_options', `${name}: choose one option only.`);
  if (group.optionRequired && count === 0) throw new ApiError(422, 'invalid_options', `${name}: a choice is required.`);
  if ((group.optionRequired || count > 0) && group.minQty != null && count < group.minQty) {
    throw new ApiError(422, 'invalid_options', `${name}: choose at least ${group.minQty}.`);
  }
  if (group.maxQty != null && count > group.maxQty) {
    throw new ApiError(422, 'invalid_options', `${name}: choose at most ${group.maxQty}.`);
  }
}

/**
 * Prices one line: the replacing options' price (if a replacing group is chosen) or the menu price,
 * plus every other chosen option, times the quantity. Throws 409 for anything sold out and 422
 * for options that do not belong to the menu or break a group's rules.
 */
export function priceLine(
  menu: Menu,
  optionUuids: readonly string[],
  quantity: number,
  requestText: string | null = null,
): PricedLine {
  if (menu.outOfStock) throw new ApiError(409, 'sold_out', `${menu.menuName} is sold out.`);
  if (new Set(optionUuids).size !== optionUuids.length) {
    throw new ApiError(422, 'invalid_options', `${menu.menuName}: an option is chosen twice.`);
  }
  const chosen = optionUuids.map((uuid) => {
    const found = findOption(menu, uuid);
    if (!found) throw new ApiError(422, 'invalid_options', `${menu.menuName} has no option ${uuid}.`);
    if (found.option.outOfStock) {
      throw new ApiError(409, 'sold_out', `${menu.menuName} / ${found.option.optionName} is sold out.`);
    }
    return found;
  });
  for (const group of menu.menuOptionGroups) {
    checkGroup(menu, group, chosen.filter((item) => item.group === group).length);
  }
  const replacing = chosen.filter((item) => item.group.doesReplace);
  const priceWithReplace =
    replacing.length > 0 ? replacing.reduce((sum, item) => sum + item.option.optionPrice, 0) : menu.menuPrice;
  const unitPrice = chosen
    .filter((item) => !item.group.doesReplace)
    .reduce((sum, item) => sum + item.option.optionPrice, priceWithReplace);
  return { menu, quantity, chosen, priceWithReplace, unitPrice, totalPrice: unitPrice * quantity, requestText };
}
