import { describe, expect, it } from 'vitest';
import type { LocaleEntry } from '../../api/contract/entities.ts';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isUiLocale,
  KOREAN_ENTRY,
  localeDirection,
  localeFromBrowser,
  localeTag,
  needsTranslation,
  UI_LOCALES,
  type UiLocale,
  withKoreanEntry,
} from './locales.ts';

const entry = (localeCode: string, orderIndex: number, localeName = localeCode): LocaleEntry => ({
  localeCode,
  localeName,
  orderIndex,
});

describe('UI_LOCALES', () => {
  it('lists the seven codes of the order service, ko first', () => {
    expect(UI_LOCALES).toEqual(['ko', 'en', 'jp', 'ch', 'al', 'vi', 'ru']);
    expect(DEFAULT_LOCALE).toBe('ko');
    expect(FALLBACK_LOCALE).toBe('en');
  });
});

describe('isUiLocale', () => {
  it.each<[unknown, boolean]>([
    ['ko', true],
    ['al', true],
    ['ru', true],
    ['ja', false],
    ['zh', false],
    ['KO', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('accepts only the seven codes: %j → %s', (code, expected) => {
    expect(isUiLocale(code)).toBe(expected);
  });
});

describe('localeTag and localeDirection', () => {
  it.each<[UiLocale, string, 'ltr' | 'rtl']>([
    ['ko', 'ko', 'ltr'],
    ['en', 'en', 'ltr'],
    ['jp', 'ja', 'ltr'],
    ['ch', 'zh-Hans', 'ltr'],
    ['al', 'ar', 'rtl'],
    ['vi', 'vi', 'ltr'],
    ['ru', 'ru', 'ltr'],
  ])('maps %s to the BCP 47 tag %s written %s', (code, tag, dir) => {
    expect(localeTag(code)).toBe(tag);
    expect(localeDirection(code)).toBe(dir);
    expect(Intl.NumberFormat.supportedLocalesOf([tag])).toEqual([tag]);
  });
});

describe('needsTranslation', () => {
  it.each([
    ['ko', false],
    ['en', true],
    ['jp', true],
  ])('ko uses the menu as written, others look up translations: %s → %s', (code, expected) => {
    expect(needsTranslation(code)).toBe(expected);
  });
});

describe('localeFromBrowser', () => {
  it.each<[string | null | undefined, UiLocale]>([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['vi-VN', 'vi'],
    ['zh', 'ch'],
    ['zh-CN', 'ch'],
    ['zh-Hant-TW', 'ch'],
    ['zh_TW', 'ch'],
    ['ZH-cn', 'ch'],
    ['ja-JP', 'en'],
    ['ru-RU', 'en'],
    ['ar', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('maps ko, en, vi, zh (→ ch) and defaults to en: %j → %s', (language, expected) => {
    expect(localeFromBrowser(language)).toBe(expected);
  });
});

describe('withKoreanEntry', () => {
  it.each<[string, LocaleEntry[], string[]]>([
    ['appends Korean to an empty list', [], ['ko']],
    [
      'appends Korean and sorts by orderIndex',
      [entry('vi', 3), entry('en', 1), entry('jp', 2)],
      ['ko', 'en', 'jp', 'vi'],
    ],
    ['keeps one ko when the server already sent it', [entry('en', 1), entry('ko', 0, '한국어')], ['ko', 'en']],
    ['keeps the server order for equal indexes', [entry('ru', 1), entry('en', 1)], ['ko', 'ru', 'en']],
  ])('%s', (_rule, input, codes) => {
    const result = withKoreanEntry(input);
    expect(result.map((l) => l.localeCode)).toEqual(codes);
    expect(result.filter((l) => l.localeCode === 'ko')).toHaveLength(1);
  });

  it('adds the fixed Korean entry and leaves the input untouched', () => {
    const input = [entry('en', 1)];
    expect(withKoreanEntry(input)[0]).toEqual({ localeCode: 'ko', localeName: '한국어', orderIndex: 0 });
    expect(KOREAN_ENTRY.orderIndex).toBe(0);
    expect(input).toHaveLength(1);
  });
});
