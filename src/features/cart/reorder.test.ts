import { describe, expect, it } from 'vitest';
import type { Menu, Option, OptionGroup } from '../../api/contract/entities.ts';
import { makeGroup, makeMenu, makeOption } from '../../api/contract/factories.ts';
import type { CartLine, OrderLogEntry } from './cart.ts';
import { canReorder, type LeftOutReason, reorder } from './reorder.ts';

const option = (uuid: string, over: Partial<Option> = {}) =>
  makeOption(uuid, { optionName: `option ${uuid}`, optionPrice: 500, ...over });
const group = (uuid: string, options: Option[], over: Partial<OptionGroup> = {}) =>
  makeGroup(uuid, options, { optionGroupName: `group ${uuid}`, ...over });
const menuOf = (menuSeq: number, over: Partial<Menu> = {}) =>
  makeMenu(menuSeq, { menuPrice: 8000, menuOptionGroups: [group('top', [option('egg'), option('cheese')])], ...over });

/** A past order line at yesterday's prices: `logged(1, 2, ['egg'])`. */
const logged = (
  menuSeq: number,
  quantity: number,
  options: string[] = [],
  over: Partial<OrderLogEntry> = {},
): OrderLogEntry => ({
  cartSeq: 0,
  menuSeq,
  menuName: `old menu ${menuSeq}`,
  engMenuName: null,
  localeMenu: [],
  categoryUuid: 'c',
  menuPrice: 7000,
  thumbnailPath: null,
  quantity,
  selectedOptions:
    options.length === 0
      ? []
      : [
          {
            optionGroupUuid: 'top',
            optionGroupName: 'group top',
            engOptionGroupName: null,
            doesReplace: false,
            optionGroupLocale: [],
            options: options.map((uuid) => ({
              optionUuid: uuid,
              optionName: `old option ${uuid}`,
              engOptionName: null,
              optionPrice: 300,
              optionLocale: [],
            })),
          },
        ],
  requestText: '',
  shopSeq: 7,
  tableNum: 3,
  totalPrice: 7000 * quantity,
  insDate: '20261120120000',
  printGroupUuid: 'pg-1',
  ...over,
});

const table = { shopSeq: 7, tableNum: 12 };
const today = [menuOf(1), menuOf(2), menuOf(3, { outOfStock: true })];

describe('reorder: which lines are left out', () => {
  it.each<[string, OrderLogEntry, Menu[], LeftOutReason | null, string | undefined]>([
    ['a menu still on sale goes in', logged(1, 1), today, null, undefined],
    ['a menu that is gone', logged(9, 1), today, 'menuGone', undefined],
    ['a sold-out menu', logged(3, 1), today, 'menuSoldOut', undefined],
    ['an option still on sale goes in', logged(1, 1, ['egg']), today, null, undefined],
    ['an option that is gone', logged(1, 1, ['bacon']), today, 'optionGone', 'old option bacon'],
    [
      'a sold-out option',
      logged(1, 1, ['egg']),
      [
        menuOf(1, {
          menuOptionGroups: [group('top', [option('egg', { outOfStock: true }), option('cheese')])],
        }),
      ],
      'optionSoldOut',
      'old option egg',
    ],
    [
      'a group that is gone takes its option with it',
      logged(1, 1, ['egg']),
      [menuOf(1, { menuOptionGroups: [group('sauce', [option('egg')])] })],
      'optionGone',
      'old option egg',
    ],
    [
      'a group that became required',
      logged(1, 1),
      [menuOf(1, { menuOptionGroups: [group('size', [option('L')], { optionRequired: true })] })],
      'choiceChanged',
      undefined,
    ],
    [
      'a maximum that dropped below the old choice',
      logged(1, 1, ['egg', 'cheese']),
      [menuOf(1, { menuOptionGroups: [group('top', [option('egg'), option('cheese')], { maxQty: 1 })] })],
      'choiceChanged',
      undefined,
    ],
    ['a line of another shop', logged(1, 1, [], { shopSeq: 8 }), today, 'menuGone', undefined],
  ])('%s', (_rule, line, menus, reason, optionName) => {
    const result = reorder([], [line], menus, table);
    if (reason === null) {
      expect(result.left).toEqual([]);
      expect(result.cart).toHaveLength(1);
      expect(result.reduced).toEqual([]);
    } else {
      expect(result.cart).toEqual([]);
      expect(result.left).toEqual([
        { line, reason, ...(optionName ? { option: expect.objectContaining({ optionName }) } : {}) },
      ]);
    }
  });
});

describe('reorder: what goes in', () => {
  it("takes today's menu and option prices, names and translations, not the old ones", () => {
    const menus = [
      menuOf(1, {
        menuName: '새 이름',
        menuPrice: 9000,
        menuOptionGroups: [group('top', [option('egg', { optionPrice: 1000 })])],
      }),
    ];
    const { cart } = reorder([], [logged(1, 2, ['egg'])], menus, table, {
      options: [{ optionUuid: 'egg', localeCode: 'en', optionName: 'Egg' }],
    });
    expect(cart).toHaveLength(1);
    const [line] = cart as [CartLine];
    expect(line.menuName).toBe('새 이름');
    expect(line.menuPrice).toBe(9000);
    expect(line.quantity).toBe(2);
    expect(line.selectedOptions[0]?.options[0]).toMatchObject({
      optionPrice: 1000,
      optionLocale: [{ localeCode: 'en', optionName: 'Egg' }],
    });
  });

  it("puts the lines on this table and keeps the diner's request", () => {
    const { cart } = reorder([], [logged(1, 1, [], { requestText: '덜 맵게', tableNum: 3 })], today, table);
    expect(cart[0]).toMatchObject({ shopSeq: 7, tableNum: 12, requestText: '덜 맵게' });
  });

  it('merges into an identical line already in the cart and keeps the rest in order', () => {
    const first = reorder([], [logged(2, 1)], today, table).cart;
    const { cart, left } = reorder(first, [logged(1, 1, ['egg']), logged(2, 3), logged(9, 1)], today, table);
    expect(cart.map((l) => [l.menuSeq, l.quantity])).toEqual([
      [2, 4],
      [1, 1],
    ]);
    expect(left.map((l) => l.reason)).toEqual(['menuGone']);
  });

  it('lets in only what fits under 99 of a menu, and says so', () => {
    const full = reorder([], [logged(1, 95)], today, table).cart;
    const { cart, reduced, left, added } = reorder(full, [logged(1, 10, ['egg'])], today, table);
    expect(cart.map((l) => l.quantity)).toEqual([95, 4]);
    expect(added).toBe(1);
    expect(reduced).toHaveLength(1);
    expect(left).toEqual([]);
  });

  it('leaves a line out when the menu already has 99', () => {
    const full = reorder([], [logged(1, 99)], today, table).cart;
    const line = logged(1, 1);
    const { cart, left, added } = reorder(full, [line], today, table);
    expect(cart).toEqual(full);
    expect(added).toBe(0);
    expect(left).toEqual([{ line, reason: 'maxQuantity' }]);
  });
});

describe('canReorder', () => {
  it.each<[string, OrderLogEntry[], number, boolean, ReturnType<typeof canReorder>]>([
    ['same shop, live session', [logged(1, 1)], 7, true, { ok: true }],
    ['another shop', [logged(1, 1)], 8, true, { ok: false, reason: 'otherShop' }],
    ['a mixed order', [logged(1, 1), logged(1, 1, [], { shopSeq: 8 })], 7, true, { ok: false, reason: 'otherShop' }],
    ['no live session', [logged(1, 1)], 7, false, { ok: false, reason: 'noLiveSession' }],
    ['an empty order', [], 7, true, { ok: false, reason: 'otherShop' }],
  ])('%s', (_rule, order, shopSeq, live, expected) => {
    expect(canReorder(order, shopSeq, live)).toEqual(expected);
  });
});
