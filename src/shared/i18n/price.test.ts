import { describe, expect, it } from 'vitest';
import type { PayType } from '../../api/contract/entities.ts';
import { localeTag, UI_LOCALES, type UiLocale } from './locales.ts';
import { formatPrice, formatQuantity } from './price.ts';

// Exact strings as Intl emits them on Node 20 (full ICU); U+00A0 is a no-break space.
const NB = '\u00a0';
// Arabic text runs right to left: a price is wrapped in a left-to-right isolate (U+2066 … U+2069).
const ltr = (price: string) => `\u2066${price}\u2069`;

describe('formatPrice', () => {
  it.each<[UiLocale, PayType, number, string]>([
    // won: Korean puts 원 after the number
    ['ko', 'won', 12000, '12,000원'],
    ['ko', 'won', 0, '0원'],
    ['ko', 'won', 1234567, '1,234,567원'],
    // won: other languages prefix ₩ with their own grouping
    ['en', 'won', 12000, '₩12,000'],
    ['jp', 'won', 12000, '₩12,000'],
    ['ch', 'won', 12000, '₩12,000'],
    ['al', 'won', 12000, ltr('₩12,000')],
    // won: Vietnamese and Russian put ₩ after, with their own grouping
    ['vi', 'won', 12000, `12.000${NB}₩`],
    ['ru', 'won', 12000, `12${NB}000${NB}₩`],
    ['ru', 'won', 1234567, `1${NB}234${NB}567${NB}₩`],
    // usd: cents divided by 100, always two decimals
    ['ko', 'usd', 1250, '$12.50'],
    ['en', 'usd', 1250, '$12.50'],
    ['en', 'usd', 5, '$0.05'],
    ['en', 'usd', 1234567, '$12,345.67'],
    ['jp', 'usd', 1250, '$12.50'],
    ['ch', 'usd', 1250, '$12.50'],
    ['al', 'usd', 1250, ltr('$12.50')],
    ['vi', 'usd', 1234567, `12.345,67${NB}$`],
    ['ru', 'usd', 1234567, `12${NB}345,67${NB}$`],
    // vnd: the Vietnamese format whatever the UI language
    ['ko', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['en', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['jp', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['ch', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['al', 'vnd', 1234500, ltr(`1.234.500${NB}₫`)],
    ['vi', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['ru', 'vnd', 1234500, `1.234.500${NB}₫`],
    ['vi', 'vnd', 0, `0${NB}₫`],
  ])('%s %s %i → %s', (locale, payType, amount, expected) => {
    expect(formatPrice(amount, payType, locale)).toBe(expected);
  });

  it.each<[UiLocale, PayType, string]>([
    ['ko', 'won', '-500원'],
    ['en', 'won', '-₩500'],
    ['ru', 'won', `-500${NB}₩`],
    ['en', 'usd', '-$5.00'],
    ['vi', 'vnd', `-500${NB}₫`],
  ])('keeps the sign of a negative amount in front: %s %s → %s', (locale, payType, expected) => {
    expect(formatPrice(-500, payType, locale)).toBe(expected);
  });

  it('rounds a stray fraction of a whole-unit currency instead of showing it', () => {
    expect(formatPrice(999.6, 'won', 'en')).toBe('₩1,000');
  });
});

describe('formatQuantity', () => {
  it.each<[UiLocale, number, string]>([
    ['ko', 2, '2개'],
    ['ko', 1200, '1,200개'],
    ['en', 2, '2'],
    ['jp', 2, '2'],
    ['ch', 2, '2'],
    ['al', 2, '2'],
    ['vi', 1200, '1.200'],
    ['ru', 1200, `1${NB}200`],
  ])('Korean appends the counter word, others show the number: %s %i → %s', (locale, n, expected) => {
    expect(formatQuantity(n, locale)).toBe(expected);
  });
});

describe('the written-out separators agree with Intl', () => {
  const amounts = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789];
  const intl = (locale: UiLocale, n: number, digits: number) =>
    new Intl.NumberFormat(localeTag(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      n,
    );

  it.each(UI_LOCALES)('%s: whole numbers and cents', (locale) => {
    for (const n of amounts) {
      expect(formatQuantity(n, locale)).toBe(locale === 'ko' ? `${intl(locale, n, 0)}개` : intl(locale, n, 0));
      const dollars = formatPrice(n, 'usd', locale)
        .replace(/^\u2066|\u2069$/g, '')
        .replace(/^\$|\u00a0\$$/, '');
      expect(dollars).toBe(intl(locale, n / 100, 2));
    }
  });
});
