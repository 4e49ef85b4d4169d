/**
 * Price and quantity display (spec section 9). Amounts arrive in the currency's minor unit:
 * won and dong are whole, dollars are cents. Digits and grouping come from `Intl` in the UI
 * locale; where the symbol goes follows the product's own translations:
 *
 *   won  ko `12,000원` · en/jp/ch/al `₩12,000` · vi `12.000 ₩` · ru `12 000 ₩`
 *   usd  the same places with `$` and two decimals (`$12.50`, `12,50 $`)
 *   vnd  always the Vietnamese format, whatever the UI language (`12.000 ₫`)
 */
import type { PayType } from '../../api/contract/entities.ts';
import { localeDirection, localeTag, type UiLocale } from './locales.ts';

/** Keeps a suffixed symbol on the same line as its number. */
const NBSP = '\u00a0';

const SUFFIX_LOCALES: ReadonlySet<UiLocale> = new Set(['vi', 'ru']);

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${tag}|${fractionDigits}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(tag, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, nf);
  }
  return nf;
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
      return sign + withSymbol(formatter(localeTag(uiLocale), 2).format(amount / 100), '$', uiLocale);
    case 'vnd':
      return `${sign}${formatter('vi', 0).format(amount)}${NBSP}₫`;
    default: {
      const digits = formatter(localeTag(uiLocale), 0).format(amount);
      return sign + (uiLocale === 'ko' ? `${digits}원` : withSymbol(digits, '₩', uiLocale));
    }
  }
}

/** Quantity display: Korean appends the counter word 개 (`2개`); other languages show the number. */
export function formatQuantity(n: number, uiLocale: UiLocale): string {
  const digits = formatter(localeTag(uiLocale), 0).format(n);
  return uiLocale === 'ko' ? `${digits}개` : digits;
}
