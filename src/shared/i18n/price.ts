/**
 * Price and quantity display (spec section 9). Amounts arrive in the currency's minor unit:
 * won and dong are whole, dollars are cents. Grouping and decimal marks are the UI language's
 * (as CLDR has them); where the symbol goes follows the product's own translations:
 *
 *   won  ko `12,000원` · en/jp/ch/al `₩12,000` · vi `12.000 ₩` · ru `12 000 ₩`
 *   usd  the same places with `$` and two decimals (`$12.50`, `12,50 $`)
 *   vnd  always the Vietnamese format, whatever the UI language (`12.000 ₫`)
 */
import type { PayType } from '../../api/contract/entities.ts';
import { localeDirection, type UiLocale } from './locales.ts';

/** Keeps a suffixed symbol on the same line as its number. */
const NBSP = '\u00a0';

const SUFFIX_LOCALES: ReadonlySet<UiLocale> = new Set(['vi', 'ru']);

interface Separators {
  group: string;
  decimal: string;
}

/**
 * Grouping and decimal marks as CLDR gives them for each UI language (what `Intl.NumberFormat`
 * prints). Written out rather than asked of `Intl`: the first `Intl.NumberFormat` of a page loads
 * the locale's ICU data, which cost the menu's first render about 50 ms on a slow phone.
 */
const SEPARATORS: Readonly<Record<UiLocale, Separators>> = {
  ko: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  jp: { group: ',', decimal: '.' },
  ch: { group: ',', decimal: '.' },
  al: { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
  ru: { group: NBSP, decimal: ',' },
};

/** A non-negative amount with grouped thousands and exactly `fractionDigits` decimals, rounded half up. */
function formatNumber(amount: number, fractionDigits: 0 | 2, { group, decimal }: Separators): string {
  const scaled = Math.round(amount * 10 ** fractionDigits);
  const whole = Math.floor(scaled / 10 ** fractionDigits);
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, group);
  if (fractionDigits === 0) return grouped;
  return `${grouped}${decimal}${String(scaled % 10 ** fractionDigits).padStart(fractionDigits, '0')}`;
}

function withSymbol(digits: string, symbol: string, uiLocale: UiLocale): string {
  return SUFFIX_LOCALES.has(uiLocale) ? `${digits}${NBSP}${symbol}` : `${symbol}${digits}`;
}

/**
 * Formats an amount in minor units for display, e.g.
 * `formatPrice(12000, 'won', 'ko') === '12,000원'`, `formatPrice(1250, 'usd', 'en') === '$12.50'`.
 * A negative amount (a refund) keeps its sign in front of the symbol: `-₩500`.
 */
export function formatPrice(amountMinor: number, payType: PayType, uiLocale: UiLocale): string {
  const price = formatAmount(amountMinor, payType, uiLocale);
  // A price is a left-to-right unit: isolated, its symbol stays beside its digits in Arabic text.
  return localeDirection(uiLocale) === 'rtl' ? `${LRI}${price}${PDI}` : price;
}

const LRI = '\u2066';
const PDI = '\u2069';

function formatAmount(amountMinor: number, payType: PayType, uiLocale: UiLocale): string {
  const sign = amountMinor < 0 ? '-' : '';
  const amount = Math.abs(amountMinor);
  switch (payType) {
    case 'usd':
      return sign + withSymbol(formatNumber(amount / 100, 2, SEPARATORS[uiLocale]), '$', uiLocale);
    case 'vnd':
      return `${sign}${formatNumber(amount, 0, SEPARATORS.vi)}${NBSP}₫`;
    default: {
      const digits = formatNumber(amount, 0, SEPARATORS[uiLocale]);
      return sign + (uiLocale === 'ko' ? `${digits}원` : withSymbol(digits, '₩', uiLocale));
    }
  }
}

/** Quantity display: Korean appends the counter word 개 (`2개`); other languages show the number. */
export function formatQuantity(n: number, uiLocale: UiLocale): string {
  const digits = formatNumber(n, 0, SEPARATORS[uiLocale]);
  return uiLocale === 'ko' ? `${digits}개` : digits;
}
