import { beforeEach, describe, expect, it } from 'vitest';
import type { Category, Menu, Option, OptionGroup } from '../../api/contract/entities.ts';
import { makeGroup, makeMenu, makeOption } from '../../api/contract/factories.ts';
import type { CartLine } from './cart.ts';
import { cartAgainstMenu } from './cart-against-menu.ts';

const categoryOf = (...menus: Menu[]): Category => ({
  categoryUuid: 'c',
  categoryName: 'mains',
  orderIndex: 0,
  menus,
  localeCategory: [],
});

/** A kept line of menu `menuSeq` at `menuPrice`, with options of group `group` at their kept prices. */
const kept = (
  menuSeq: number,
  menuPrice: number,
  options: [string, number][] = [],
  over: Partial<CartLine> = {},
  group = 'top',
  doesReplace = false,
): CartLine => ({
  lineId: `line-${menuSeq}`,
  cartSeq: 0,
  menuSeq,
  menuName: `menu ${menuSeq}`,
  engMenuName: null,
  localeMenu: [],
  categoryUuid: 'c',
  menuPrice,
  thumbnailPath: null,
  quantity: 2,
  selectedOptions:
    options.length === 0
      ? []
      : [
          {
            optionGroupUuid: group,
            optionGroupName: group,
            engOptionGroupName: null,
            doesReplace,
            optionGroupLocale: [{ localeCode: 'en', optionGroupName: 'Toppings' }],
            options: options.map(([optionUuid, optionPrice]) => ({
              optionUuid,
              optionName: optionUuid,
              engOptionName: null,
              optionPrice,
              optionLocale: [{ localeCode: 'en', optionName: `en ${optionUuid}` }],
            })),
          },
        ],
  requestText: '',
  shopSeq: 7,
  tableNum: 3,
  ...over,
});

const opt = (uuid: string, optionPrice: number, over: Partial<Option> = {}) =>
  makeOption(uuid, { optionPrice, ...over });
const top = (options: Option[], over: Partial<OptionGroup> = {}) => makeGroup('top', options, over);
const menu = (menuSeq: number, menuPrice: number, over: Partial<Menu> = {}) =>
  makeMenu(menuSeq, { menuPrice, menuOptionGroups: [top([opt('egg', 500), opt('ham', 700)])], ...over });

type Expected = [kind: string, unitNow: number, detail?: string | number];

const summary = (lines: readonly CartLine[], categories: Category[] | null) => {
  const result = cartAgainstMenu(lines, categories);
  return result.lines.map((j): Expected => {
    if (j.kind === 'unavailable') return [j.kind, 0, j.option ? `${j.reason}:${j.option.optionUuid}` : j.reason];
    if (j.kind === 'priceChanged') return [j.kind, j.now, j.was];
    return [j.kind, j.line.menuPrice];
  });
};

describe('cartAgainstMenu: each line against today', () => {
  it.each<[string, CartLine, Menu[], Expected]>([
    ['same menu, same price: unchanged', kept(1, 8000), [menu(1, 8000)], ['same', 8000]],
    ['the menu costs more today', kept(1, 8000), [menu(1, 9000)], ['priceChanged', 9000, 8000]],
    ['the menu costs less today', kept(1, 8000), [menu(1, 7500)], ['priceChanged', 7500, 8000]],
    ['an option costs more today', kept(1, 8000, [['egg', 300]]), [menu(1, 8000)], ['priceChanged', 8500, 8300]],
    [
      'the second of two chosen options costs more today',
      kept(1, 8000, [
        ['egg', 500],
        ['ham', 700],
      ]),
      [menu(1, 8000, { menuOptionGroups: [top([opt('egg', 500), opt('ham', 900)])] })],
      ['priceChanged', 9400, 9200],
    ],
    [
      'an option of the second group of the menu costs more today',
      kept(1, 8000, [['egg', 500]]),
      [
        menu(1, 8000, {
          menuOptionGroups: [makeGroup('size', [opt('egg', 100)]), top([opt('egg', 600), opt('ham', 700)])],
        }),
      ],
      ['priceChanged', 8600, 8500],
    ],
    [
      'a group that now replaces the menu price',
      kept(1, 8000, [['egg', 500]]),
      [menu(1, 8000, { menuOptionGroups: [top([opt('egg', 500)], { doesReplace: true })] })],
      ['priceChanged', 500, 8500],
    ],
    [
      'a replacing option priced as before while the menu price moved: unchanged',
      kept(1, 8000, [['L', 12000]], {}, 'size', true),
      [menu(1, 9000, { menuOptionGroups: [makeGroup('size', [opt('L', 12000)], { doesReplace: true })] })],
      ['same', 9000],
    ],
    ['the menu is sold out', kept(1, 8000), [menu(1, 8000, { outOfStock: true })], ['unavailable', 0, 'menuSoldOut']],
    ['the menu is gone', kept(1, 8000), [menu(2, 8000)], ['unavailable', 0, 'menuGone']],
    [
      'a chosen option is sold out',
      kept(1, 8000, [['egg', 500]]),
      [menu(1, 8000, { menuOptionGroups: [top([opt('egg', 500, { outOfStock: true }), opt('ham', 700)])] })],
      ['unavailable', 0, 'optionSoldOut:egg'],
    ],
    [
      'a chosen option is gone',
      kept(1, 8000, [['egg', 500]]),
      [menu(1, 8000, { menuOptionGroups: [top([opt('ham', 700)])] })],
      ['unavailable', 0, 'optionGone:egg'],
    ],
    [
      'a group became required and the line chose nothing in it',
      kept(1, 8000),
      [menu(1, 8000, { menuOptionGroups: [top([opt('egg', 500)], { optionRequired: true })] })],
      ['unavailable', 0, 'choiceChanged'],
    ],
    [
      'another option of the group sold out does not touch the line',
      kept(1, 8000, [['egg', 500]]),
      [menu(1, 8000, { menuOptionGroups: [top([opt('egg', 500), opt('ham', 700, { outOfStock: true })])] })],
      ['same', 8000],
    ],
  ])('%s', (_rule, line, menus, expected) => {
    expect(summary([line], [categoryOf(...menus)])).toEqual([expected]);
  });

  it.each<[string, Category[] | null]>([
    ['no menu yet', null],
    ['an empty menu (nothing loaded)', []],
  ])('%s: the cart is taken as it is', (_rule, categories) => {
    const lines = [kept(1, 8000), kept(2, 5000)];
    const result = cartAgainstMenu(lines, categories);
    expect(result.orderable).toEqual(lines);
    expect(result.lines.map((j) => j.kind)).toEqual(['same', 'same']);
    expect([result.priceChanges, result.unavailable]).toEqual([0, 0]);
  });
});

describe('cartAgainstMenu: the order and its totals', () => {
  const lines = [
    kept(1, 8000, [['egg', 300]], { lineId: 'a', cartSeq: 0 }),
    kept(2, 5000, [], { lineId: 'b', cartSeq: 1 }),
    kept(3, 4000, [], { lineId: 'c', cartSeq: 2 }),
  ];
  const today = [
    categoryOf(menu(1, 8000), menu(2, 5000, { outOfStock: true })),
    categoryOf(menu(3, 4500), menu(4, 1000)),
  ];
  // Judged inside each case, so that every case runs the rule itself.
  let result = cartAgainstMenu(lines, today);
  beforeEach(() => {
    result = cartAgainstMenu(lines, today);
  });

  it('leaves the unavailable line out of the order, keeping the others in cart order', () => {
    expect(result.orderable.map((l) => l.lineId)).toEqual(['a', 'c']);
    expect(result.lines.map((j) => j.line.lineId)).toEqual(['a', 'b', 'c']);
  });

  it('prices what it orders from today', () => {
    expect(result.orderable.map((l) => [l.menuPrice, l.selectedOptions[0]?.options[0]?.optionPrice ?? null])).toEqual([
      [8000, 500],
      [4500, null],
    ]);
  });

  it('counts the changes', () => {
    expect([result.priceChanges, result.unavailable]).toEqual([2, 1]);
  });

  it('keeps what a line is beyond its prices: id, quantity, names, translations, request', () => {
    const [first] = result.orderable;
    expect(first).toMatchObject({ lineId: 'a', quantity: 2, menuName: 'menu 1', requestText: '' });
    expect(first?.selectedOptions[0]?.optionGroupLocale).toEqual([{ localeCode: 'en', optionGroupName: 'Toppings' }]);
    expect(first?.selectedOptions[0]?.options[0]?.optionLocale).toEqual([{ localeCode: 'en', optionName: 'en egg' }]);
  });

  it('keeps an unavailable line as the cart holds it', () => {
    expect(result.lines[1]?.line).toBe(lines[1]);
  });

  it('a menu judged a second time against the same menu is unchanged', () => {
    const again = cartAgainstMenu(result.orderable, today);
    expect(again.lines.map((j) => j.kind)).toEqual(['same', 'same']);
    expect(again.orderable).toEqual(result.orderable);
  });
});
