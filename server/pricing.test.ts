import { describe, expect, it } from 'vitest';
import type { Menu, Option, OptionGroup } from '../src/api/contract/entities.ts';
import { makeMenu as baseMenu, makeOption as baseOption, makeGroup } from '../src/api/contract/factories.ts';
import { ApiError } from './http.ts';
import { priceLine } from './pricing.ts';

/** The shared factories in this file's argument order: an option's price, a menu's groups. */
const makeOption = (optionUuid: string, optionPrice: number, outOfStock = false): Option =>
  baseOption(optionUuid, { optionPrice, outOfStock, menuSeq: null });
const makeMenu = (groups: OptionGroup[], fields: Partial<Menu> = {}): Menu =>
  baseMenu(1, { menuName: 'menu', menuPrice: 10000, menuOptionGroups: groups, ...fields });

const size = makeGroup('size', [makeOption('half', 11000), makeOption('whole', 17000)], {
  doesReplace: true,
  optionUnique: true,
});
const toppings = makeGroup(
  'toppings',
  [makeOption('egg', 1000), makeOption('cheese', 1500), makeOption('tuna', 2000, true)],
  {
    maxQty: 2,
  },
);
const sauces = makeGroup('sauces', [makeOption('soy', 0), makeOption('mayo', 500)], {
  optionRequired: true,
  minQty: 1,
  maxQty: 2,
});
const gone = makeGroup('gone', [makeOption('x', 100, true)], { optionRequired: true });
const menu = makeMenu([size, toppings, sauces, gone]);
const pair = (rules: Partial<OptionGroup>) => makeGroup('pair', [makeOption('a', 100), makeOption('b', 200)], rules);

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : 'crash';
  }
}

describe('priceLine', () => {
  it.each([
    ['the menu price times the quantity', ['soy'], 2, 20000],
    ['a replacing option instead of the menu price', ['whole', 'soy'], 1, 17000],
    ['other options on top of the replacing price', ['half', 'egg', 'cheese', 'mayo'], 1, 11000 + 1000 + 1500 + 500],
    ['options once per unit', ['egg', 'soy'], 3, 33000],
  ])('prices %s', (_, options, quantity, total) => {
    expect(priceLine(menu, options, quantity).totalPrice).toBe(total);
  });

  it.each([
    ['a sold-out menu', makeMenu([], { outOfStock: true }), [], '409 sold_out'],
    ['a sold-out option', menu, ['tuna', 'soy'], '409 sold_out'],
    ['an option of another menu', menu, ['nope', 'soy'], '422 invalid_options'],
    ['an option chosen twice', menu, ['soy', 'soy'], '422 invalid_options'],
    ['two choices in a single-choice group', menu, ['half', 'whole', 'soy'], '422 invalid_options'],
    ['a missing required choice', menu, [], '422 invalid_options'],
    ['more than a group allows', makeMenu([pair({ maxQty: 1 })]), ['a', 'b'], '422 invalid_options'],
    ['fewer than a group needs once chosen', makeMenu([pair({ minQty: 2 })]), ['a'], '422 invalid_options'],
  ])('refuses %s', (_, target, options, expected) => {
    expect(codeOf(() => priceLine(target, options, 1))).toBe(expected);
  });

  it('does not require a group whose options are all out of stock', () => {
    expect(codeOf(() => priceLine(menu, ['soy'], 1))).toBe('ok');
  });
});
