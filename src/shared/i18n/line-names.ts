/**
 * Names of stored cart and order-log lines in the diner's language. A line keeps the
 * translations it was made with, so the cart and the order history read the same way as the
 * menu did, offline too. Same fallback chain as the menu (see translate.ts).
 */
import type { CartLine, SelectedOption, SelectedOptionGroup } from '../../api/contract/persisted.ts';
import { byLocale, pickLocalized } from './translate.ts';

export function lineMenuName(
  line: Pick<CartLine, 'menuName' | 'engMenuName' | 'localeMenu'>,
  localeCode: string,
): string {
  return pickLocalized(localeCode, {
    own: line.menuName,
    eng: line.engMenuName,
    translation: byLocale(line.localeMenu, (l) => l.menuName),
  });
}

export function lineOptionGroupName(group: SelectedOptionGroup, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: group.optionGroupName,
    eng: group.engOptionGroupName,
    translation: byLocale(group.optionGroupLocale, (l) => l.optionGroupName),
  });
}

export function lineOptionName(option: SelectedOption, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: option.optionName,
    eng: option.engOptionName,
    translation: byLocale(option.optionLocale, (l) => l.optionName),
  });
}
