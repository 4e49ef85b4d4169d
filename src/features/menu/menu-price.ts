/** A menu's price as the menu screens show it: its price, or `min ~ max` with a replacing group. */
import type { Menu, PayType } from '../../api/contract/entities.ts';
import type { UiLocale } from '../../shared/i18n/locales.ts';
import { formatPrice } from '../../shared/i18n/price.ts';
import { menuPriceRange } from './option-groups.ts';

/** Intl formatting is slow on a weak phone and a menu repeats a handful of prices: keep them. */
const formatted = new Map<string, string>();

function price(amount: number, payType: PayType, locale: UiLocale): string {
  const key = `${amount}|${payType}|${locale}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size > 1000) formatted.clear();
    text = formatPrice(amount, payType, locale);
    formatted.set(key, text);
  }
  return text;
}

export function menuPriceText(
  menu: Pick<Menu, 'menuPrice' | 'menuOptionGroups'>,
  payType: PayType,
  locale: UiLocale,
): string {
  const range = menuPriceRange(menu);
  if (!range) return price(menu.menuPrice, payType, locale);
  if (range.min === range.max) return price(range.min, payType, locale);
  return `${price(range.min, payType, locale)} ~ ${price(range.max, payType, locale)}`;
}
