import { describe, expect, it } from 'vitest';
import { byLocale, pickLocalized } from './translate.ts';

const translations = [
  { localeCode: 'en', name: 'Cold noodles' },
  { localeCode: 'jp', name: '冷麺' },
  { localeCode: 'vi', name: '' },
  { localeCode: 'ru', name: '   ' },
  { localeCode: 'ch', name: null },
];
const source = {
  own: '냉면',
  eng: 'Naengmyeon',
  translation: byLocale(translations, (t) => t.name),
};

describe('pickLocalized', () => {
  it.each([
    ['ko uses the own name without lookup', 'ko', source, '냉면'],
    ['takes the translation for the code', 'jp', source, '冷麺'],
    ['en takes the English translation', 'en', source, 'Cold noodles'],
    ['an empty translation falls back to English', 'vi', source, 'Cold noodles'],
    ['a blank translation falls back to English', 'ru', source, 'Cold noodles'],
    ['a null translation falls back to English', 'ch', source, 'Cold noodles'],
    ['a missing translation falls back to English', 'al', source, 'Cold noodles'],
    [
      'without an English translation the English field is next',
      'al',
      { ...source, translation: byLocale([], () => '') },
      'Naengmyeon',
    ],
    ['then the Korean text', 'al', { own: '냉면', eng: '', translation: byLocale(null, () => '') }, '냉면'],
    [
      'an empty Korean name falls back to English',
      'ko',
      { own: '', eng: 'Naengmyeon', translation: byLocale(translations, (t) => t.name) },
      'Cold noodles',
    ],
    ['nothing at all gives an empty string', 'en', { own: null, translation: () => undefined }, ''],
  ])('%s', (_rule, locale, input, expected) => {
    expect(pickLocalized(locale, input)).toBe(expected);
  });
});

describe('byLocale', () => {
  it('skips an empty entry and finds a later usable one for the same code', () => {
    const lookup = byLocale(
      [
        { localeCode: 'en', name: '' },
        { localeCode: 'en', name: 'Tea' },
      ],
      (t) => t.name,
    );
    expect(lookup('en')).toBe('Tea');
    expect(lookup('jp')).toBeUndefined();
  });
});
