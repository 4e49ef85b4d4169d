/**
 * Menus, option groups and options as the order service sends them, with plain defaults, for the
 * tables of cases: `makeMenu(7, { outOfStock: true })`, `makeGroup('size', [makeOption('L')])`.
 * Only tests import this.
 */
import type { Menu, Option, OptionGroup } from './entities.ts';

export const makeOption = (optionUuid: string, over: Partial<Option> = {}): Option => ({
  optionUuid,
  optionName: optionUuid,
  engOptionName: null,
  optionPrice: 0,
  outOfStock: false,
  orderIndex: 0,
  mappedOptionCode: null,
  mappedOptionGroupCode: null,
  mappedOptionName: null,
  menuSeq: 1,
  ...over,
});

export const makeGroup = (
  optionGroupUuid: string,
  optionList: Option[],
  over: Partial<OptionGroup> = {},
): OptionGroup => ({
  optionGroupUuid,
  optionGroupName: optionGroupUuid,
  engOptionGroupName: null,
  optionUnique: false,
  doesReplace: false,
  optionRequired: false,
  minQty: null,
  maxQty: null,
  optionList,
  ...over,
});

export const makeMenu = (menuSeq: number, over: Partial<Menu> = {}): Menu => ({
  menuSeq,
  menuName: `menu ${menuSeq}`,
  engMenuName: null,
  categoryUuid: 'c',
  menuPrice: 1000,
  isRecommended: false,
  thumbnailPath: null,
  informationText: null,
  delayingMenu: false,
  outOfStock: false,
  stockActiveYn: null,
  localeMenu: [],
  menuOptionGroups: [],
  insDate: null,
  insTid: null,
  uptDate: null,
  uptTid: null,
  ...over,
});
