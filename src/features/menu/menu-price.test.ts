import { describe, expect, it } from 'vitest';
import type { Menu, OptionGroup } from '../../api/contract/entities.ts';
import { menuPriceText } from './menu-price.ts';

const group = (over: Partial<OptionGroup>): OptionGroup => ({
  optionGroupUuid: 'g',
  optionGroupName: 'Size',
  engOptionGroupName: null,
  optionUnique: true,
  doesReplace: true,
  optionRequired: true,
  minQty: 1,
  maxQty: 1,
  optionList: [
    {
      optionUuid: 'a',
      optionName: 'Half',
      engOptionName: null,
      optionPrice: 11000,
      outOfStock: false,
      orderIndex: 0,
      mappedOptionCode: null,
      mappedOptionGroupCode: null,
      mappedOptionName: null,
      menuSeq: null,
    },
    {
      optionUuid: 'b',
      optionName: 'Whole',
      engOptionName: null,
      optionPrice: 17000,
      outOfStock: false,
      orderIndex: 1,
      mappedOptionCode: null,
      mappedOptionGroupCode: null,
      mappedOptionName: null,
      menuSeq: null,
    },
  ],
  ...over,
});

const menu = (groups: OptionGroup[]): Pick<Menu, 'menuPrice' | 'menuOptionGroups'> => ({
  menuPrice: 9000,
  menuOptionGroups: groups,
});

describe('menuPriceText', () => {
  it.each<[string, OptionGroup[], string]>([
    ['shows the menu price without a replacing group', [], '9,000원'],
    ['shows the menu price when the group only adds', [group({ doesReplace: false })], '9,000원'],
    ['shows min ~ max with a replacing group', [group({})], '11,000원 ~ 17,000원'],
    [
      'shows one price when every replacing option costs the same',
      [group({ optionList: group({}).optionList.map((o) => ({ ...o, optionPrice: 12000 })) })],
      '12,000원',
    ],
  ])('%s', (_rule, groups, expected) => {
    expect(menuPriceText(menu(groups), 'won', 'ko')).toBe(expected);
  });

  it('formats in the diner language', () => {
    expect(menuPriceText(menu([group({})]), 'won', 'en')).toBe('₩11,000 ~ ₩17,000');
  });
});
