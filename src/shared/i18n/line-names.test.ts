import { describe, expect, it } from 'vitest';
import type { SelectedOption, SelectedOptionGroup } from '../../api/contract/persisted.ts';
import { lineMenuName, lineOptionGroupName, lineOptionName } from './line-names.ts';

const line = {
  menuName: '김밥',
  engMenuName: 'Gimbap',
  localeMenu: [
    { localeCode: 'jp', menuName: 'キンパ' },
    { localeCode: 'vi', menuName: null },
  ],
};
const option: SelectedOption = {
  optionUuid: 'o',
  optionName: '참치',
  engOptionName: null,
  optionPrice: 500,
  optionLocale: [{ localeCode: 'en', optionName: 'Tuna' }],
};
const group: SelectedOptionGroup = {
  optionGroupUuid: 'g',
  optionGroupName: '추가',
  engOptionGroupName: 'Extras',
  doesReplace: false,
  optionGroupLocale: [{ localeCode: 'ru', optionGroupName: 'Добавки' }],
  options: [option],
};

describe('lineMenuName', () => {
  it.each([
    ['ko', '김밥'],
    ['jp', 'キンパ'],
    ['vi', 'Gimbap'],
    ['en', 'Gimbap'],
  ])('reads the stored translations with the menu fallbacks: %s → %s', (locale, expected) => {
    expect(lineMenuName(line, locale)).toBe(expected);
  });
});

describe('lineOptionGroupName and lineOptionName', () => {
  it.each([
    ['ko', '추가', '참치'],
    ['ru', 'Добавки', 'Tuna'],
    ['jp', 'Extras', 'Tuna'],
  ])('%s → %s / %s', (locale, groupName, optionName) => {
    expect(lineOptionGroupName(group, locale)).toBe(groupName);
    expect(lineOptionName(option, locale)).toBe(optionName);
  });
});
