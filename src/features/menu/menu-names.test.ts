import { describe, expect, it } from 'vitest';
import type { Menu } from '../../api/contract/entities.ts';
import { categoryName, menuDescription, menuName, optionGroupName, optionName } from './menu-names.ts';

type NamedMenu = Pick<Menu, 'menuName' | 'engMenuName' | 'localeMenu' | 'informationText'>;

const menu: NamedMenu = {
  menuName: '비빔밥',
  engMenuName: 'Bibimbap (field)',
  informationText: JSON.stringify('밥과 나물'),
  localeMenu: [
    { localeCode: 'en', menuName: 'Bibimbap', menuInfo: JSON.stringify('Rice with vegetables') },
    { localeCode: 'jp', menuName: 'ビビンバ', menuInfo: null },
    { localeCode: 'vi', menuName: '', menuInfo: '' },
  ],
};

describe('menuName', () => {
  it.each<[string, NamedMenu, string, string]>([
    ['ko uses the menu own name', menu, 'ko', '비빔밥'],
    ['takes the localeMenu entry for the code', menu, 'jp', 'ビビンバ'],
    ['en takes the English localeMenu entry before engMenuName', menu, 'en', 'Bibimbap'],
    ['an empty translation falls back to English', menu, 'vi', 'Bibimbap'],
    ['a missing translation falls back to English', menu, 'ru', 'Bibimbap'],
    ['without an English entry, engMenuName', { ...menu, localeMenu: [] }, 'ch', 'Bibimbap (field)'],
    ['without any English, Korean', { ...menu, localeMenu: [], engMenuName: '' }, 'al', '비빔밥'],
  ])('%s', (_rule, m, locale, expected) => {
    expect(menuName(m, locale)).toBe(expected);
  });
});

describe('menuDescription', () => {
  it.each<[string, NamedMenu, string, string]>([
    ['ko decodes informationText', menu, 'ko', '밥과 나물'],
    ['en takes the English menuInfo', menu, 'en', 'Rice with vegetables'],
    ['a null menuInfo falls back to English', menu, 'jp', 'Rice with vegetables'],
    ['an empty menuInfo falls back to English', menu, 'vi', 'Rice with vegetables'],
    ['without English, the Korean description', { ...menu, localeMenu: [] }, 'ru', '밥과 나물'],
    ['no description at all is empty', { ...menu, localeMenu: [], informationText: null }, 'en', ''],
  ])('%s', (_rule, m, locale, expected) => {
    expect(menuDescription(m, locale)).toBe(expected);
  });
});

describe('categoryName', () => {
  const category = {
    categoryName: '면류',
    localeCategory: [
      { localeCode: 'en', categoryName: 'Noodles' },
      { localeCode: 'ru', categoryName: null },
    ],
  };
  it.each([
    ['ko uses the own name', 'ko', '면류'],
    ['en takes its translation', 'en', 'Noodles'],
    ['a null translation falls back to English', 'ru', 'Noodles'],
    ['a missing translation falls back to English', 'jp', 'Noodles'],
  ])('%s', (_rule, locale, expected) => {
    expect(categoryName(category, locale)).toBe(expected);
  });

  it('falls back to Korean with no translations', () => {
    expect(categoryName({ categoryName: '면류', localeCategory: [] }, 'jp')).toBe('면류');
  });
});

describe('optionGroupName and optionName', () => {
  const group = { optionGroupUuid: 'g1', optionGroupName: '맵기', engOptionGroupName: 'Spiciness' };
  const option = { optionUuid: 'o1', optionName: '순한맛', engOptionName: 'Mild' };
  const groupTranslations = [
    { optionGroupUuid: 'g1', localeCode: 'jp', optionGroupName: '辛さ' },
    { optionGroupUuid: 'g2', localeCode: 'vi', optionGroupName: 'Other group' },
  ];
  const optionTranslations = [
    { optionUuid: 'o1', localeCode: 'en', optionName: 'Not spicy' },
    { optionUuid: 'o2', localeCode: 'vi', optionName: 'Other option' },
  ];

  it.each([
    ['ko uses the own group name', 'ko', '맵기'],
    ['takes the group translation for the code', 'jp', '辛さ'],
    ['ignores another group translation, then uses engOptionGroupName', 'vi', 'Spiciness'],
  ])('group: %s', (_rule, locale, expected) => {
    expect(optionGroupName(group, locale, groupTranslations)).toBe(expected);
  });

  it.each([
    ['ko uses the own option name', 'ko', '순한맛'],
    ['takes the English translation before engOptionName', 'jp', 'Not spicy'],
    ['ignores another option translation', 'vi', 'Not spicy'],
  ])('option: %s', (_rule, locale, expected) => {
    expect(optionName(option, locale, optionTranslations)).toBe(expected);
  });

  it('works without translation lists', () => {
    expect(optionName(option, 'ru', null)).toBe('Mild');
    expect(optionGroupName({ ...group, engOptionGroupName: null }, 'ru', undefined)).toBe('맵기');
  });
});
