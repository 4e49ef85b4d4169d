/**
 * Menu-side names in the diner's language (spec sections 3 and 9): ko shows what the shop wrote;
 * other languages take the translation for their code, then English (translation, then the
 * `eng…` field), then Korean. The chain itself is `pickLocalized` in shared i18n.
 */
import type {
  Category,
  Menu,
  Option,
  OptionGroup,
  OptionGroupTranslation,
  OptionTranslation,
} from '../../api/contract/entities.ts';
import { byLocale, pickLocalized } from '../../shared/i18n/translate.ts';
import { menuInfoText } from './menu-info.ts';

export function menuName(menu: Pick<Menu, 'menuName' | 'engMenuName' | 'localeMenu'>, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: menu.menuName,
    eng: menu.engMenuName,
    translation: byLocale(menu.localeMenu, (l) => l.menuName),
  });
}

/** The description as plain text (see menu-info); a translation's `menuInfo` is read the same way. */
export function menuDescription(menu: Pick<Menu, 'informationText' | 'localeMenu'>, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: menuInfoText(menu.informationText),
    translation: byLocale(menu.localeMenu, (l) => menuInfoText(l.menuInfo)),
  });
}

export function categoryName(category: Pick<Category, 'categoryName' | 'localeCategory'>, localeCode: string): string {
  return pickLocalized(localeCode, {
    own: category.categoryName,
    translation: byLocale(category.localeCategory, (l) => l.categoryName),
  });
}

/** Option-group translations come from GET /locale/option-group, keyed by group uuid. */
export function optionGroupName(
  group: Pick<OptionGroup, 'optionGroupUuid' | 'optionGroupName' | 'engOptionGroupName'>,
  localeCode: string,
  translations: readonly OptionGroupTranslation[] | null | undefined,
): string {
  return pickLocalized(localeCode, {
    own: group.optionGroupName,
    eng: group.engOptionGroupName,
    translation: byLocale(
      translations?.filter((t) => t.optionGroupUuid === group.optionGroupUuid),
      (t) => t.optionGroupName,
    ),
  });
}

/** Option translations come from GET /locale/option, keyed by option uuid. */
export function optionName(
  option: Pick<Option, 'optionUuid' | 'optionName' | 'engOptionName'>,
  localeCode: string,
  translations: readonly OptionTranslation[] | null | undefined,
): string {
  return pickLocalized(localeCode, {
    own: option.optionName,
    eng: option.engOptionName,
    translation: byLocale(
      translations?.filter((t) => t.optionUuid === option.optionUuid),
      (t) => t.optionName,
    ),
  });
}
