/** Names in the diner's locale, falling back to Korean where a shop has no translation. */
import type { Menu } from '../src/api/contract/entities.ts';
import type { SeedShop } from './seed/types.ts';

export function menuNameIn(menu: Menu, locale: string): string {
  if (locale === 'ko') return menu.menuName;
  return menu.localeMenu.find((entry) => entry.localeCode === locale)?.menuName ?? menu.menuName;
}

export function optionNameIn(shop: SeedShop, optionUuid: string, korean: string, locale: string): string {
  if (locale === 'ko') return korean;
  const found = shop.optionTranslations.find((t) => t.optionUuid === optionUuid && t.localeCode === locale);
  return found?.optionName ?? korean;
}

export function optionGroupNameIn(shop: SeedShop, optionGroupUuid: string, korean: string, locale: string): string {
  if (locale === 'ko') return korean;
  const found = shop.optionGroupTranslations.find(
    (t) => t.optionGroupUuid === optionGroupUuid && t.localeCode === locale,
  );
  return found?.optionGroupName ?? korean;
}
