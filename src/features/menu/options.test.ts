import { describe, expect, it } from 'vitest';
import type { Option, OptionGroup } from '../../api/contract/entities.ts';
import { makeGroup, makeOption } from '../../api/contract/factories.ts';
import { menuPriceRange, usableOptionGroups } from './option-groups.ts';
import {
  type Chosen,
  choiceUnitPrice,
  initialChoice,
  isOptionDisabled,
  maxOf,
  minOf,
  toggleOption,
  validateChoice,
} from './options.ts';

const toppings = makeGroup(
  'top',
  [
    makeOption('egg', { optionPrice: 1000 }),
    makeOption('ham', { optionPrice: 500 }),
    makeOption('corn', { optionPrice: 300 }),
  ],
  { maxQty: 2 },
);
const size = makeGroup(
  'size',
  [
    makeOption('L', { optionPrice: 12000, orderIndex: 3 }),
    makeOption('S', { optionPrice: 8000, orderIndex: 1, outOfStock: true }),
    makeOption('M', { optionPrice: 10000, orderIndex: 2 }),
  ],
  { optionUnique: true, doesReplace: true, optionRequired: true },
);
const soldOut = makeGroup('gone', [makeOption('a', { outOfStock: true }), makeOption('b', { outOfStock: true })]);

describe('maxOf', () => {
  it.each<[string, Partial<OptionGroup>, number]>([
    ['null maxQty is unlimited', { maxQty: null }, Number.POSITIVE_INFINITY],
    ['undefined maxQty is unlimited', { maxQty: undefined }, Number.POSITIVE_INFINITY],
    ['0 maxQty is unlimited', { maxQty: 0 }, Number.POSITIVE_INFINITY],
    ['a set maxQty is the limit', { maxQty: 3 }, 3],
    ['a single-choice group holds one', { optionUnique: true, maxQty: 5 }, 1],
  ])('%s', (_rule, over, expected) => {
    expect(maxOf(makeGroup('g', [], over))).toBe(expected);
  });
});

describe('minOf', () => {
  it.each<[string, Partial<OptionGroup>, number]>([
    ['no minQty, not required: 0', {}, 0],
    ['required: at least 1', { optionRequired: true }, 1],
    ['minQty counts', { minQty: 2 }, 2],
    ['required with a larger minQty: minQty', { optionRequired: true, minQty: 2 }, 2],
  ])('%s', (_rule, over, expected) => {
    expect(minOf(makeGroup('g', [], over))).toBe(expected);
  });
});

describe('usableOptionGroups', () => {
  it('drops groups whose options are all out of stock, and empty groups', () => {
    expect(usableOptionGroups([toppings, soldOut, makeGroup('empty', []), size]).map((g) => g.optionGroupUuid)).toEqual(
      ['top', 'size'],
    );
  });

  it('sorts options by orderIndex and keeps out-of-stock ones to show them disabled', () => {
    expect(usableOptionGroups([size])[0]?.optionList.map((o) => o.optionUuid)).toEqual(['S', 'M', 'L']);
  });
});

describe('initialChoice', () => {
  it.each<[string, OptionGroup[], Record<string, string[]>]>([
    ['a single-choice group starts on its first in-stock option by orderIndex', [size], { size: ['M'] }],
    ['a checkbox group starts empty', [toppings], { top: [] }],
    ['a dropped group has no entry', [soldOut], {}],
    [
      'a single-choice group that is not required also starts on its first option',
      [
        makeGroup('r', [makeOption('x', { orderIndex: 2 }), makeOption('y', { orderIndex: 1 })], {
          optionUnique: true,
        }),
      ],
      { r: ['y'] },
    ],
  ])('%s', (_rule, groups, expected) => {
    expect(initialChoice(groups)).toEqual(expected);
  });
});

describe('isOptionDisabled', () => {
  const egg = toppings.optionList[0]!;
  const corn = toppings.optionList[2]!;
  it.each<[string, Chosen, OptionGroup, Option, boolean]>([
    ['an in-stock checkbox under maxQty is enabled', { top: ['egg'] }, toppings, corn, false],
    ['an unticked checkbox disables at maxQty', { top: ['egg', 'ham'] }, toppings, corn, true],
    ['a ticked checkbox stays enabled at maxQty, so it can be unticked', { top: ['egg', 'ham'] }, toppings, egg, false],
    ['a choice no longer on the menu does not count toward maxQty', { top: ['egg', 'bacon'] }, toppings, corn, false],
    ['an out-of-stock option is disabled', {}, size, size.optionList[1]!, true],
    ['a single-choice option is never disabled by the limit', { size: ['M'] }, size, size.optionList[0]!, false],
  ])('%s', (_rule, chosen, group, option, expected) => {
    expect(isOptionDisabled(chosen, group, option)).toBe(expected);
  });
});

describe('toggleOption', () => {
  it.each<[string, Chosen, OptionGroup, string, Chosen]>([
    ['a checkbox tap adds', { top: [] }, toppings, 'egg', { top: ['egg'] }],
    ['a second tap removes', { top: ['egg', 'ham'] }, toppings, 'egg', { top: ['ham'] }],
    ['a tap past maxQty is refused', { top: ['egg', 'ham'] }, toppings, 'corn', { top: ['egg', 'ham'] }],
    ['a single-choice tap switches', { size: ['M'] }, size, 'L', { size: ['L'] }],
    ['a single-choice tap on the chosen one keeps it', { size: ['M'] }, size, 'M', { size: ['M'] }],
    ['an out-of-stock option cannot be chosen', { size: ['M'] }, size, 'S', { size: ['M'] }],
    ['an unknown option is ignored', { top: [] }, toppings, 'ghost', { top: [] }],
    ['a checkbox tap in a group not chosen in yet adds', {}, toppings, 'egg', { top: ['egg'] }],
  ])('%s', (_rule, chosen, group, uuid, expected) => {
    expect(toggleOption(chosen, group, uuid)).toEqual(expected);
  });

  it('returns the same object when refused', () => {
    const chosen = { top: ['egg', 'ham'] };
    expect(toggleOption(chosen, toppings, 'corn')).toBe(chosen);
  });
});

describe('validateChoice', () => {
  const required = makeGroup('req', [makeOption('a'), makeOption('b')], { optionRequired: true });
  const ranged = makeGroup('rng', [makeOption('a'), makeOption('b'), makeOption('c'), makeOption('d')], {
    minQty: 2,
    maxQty: 3,
  });
  it.each<[string, OptionGroup[], Chosen, ReturnType<typeof validateChoice>]>([
    ['no groups is fine', [], {}, { ok: true }],
    ['a required group with a choice is fine', [required], { req: ['a'] }, { ok: true }],
    [
      'a required group needs a selection',
      [required],
      { req: [] },
      { ok: false, reason: 'required', groupUuid: 'req' },
    ],
    ['a missing entry counts as no selection', [required], {}, { ok: false, reason: 'required', groupUuid: 'req' }],
    ['below minQty is refused', [ranged], { rng: ['a'] }, { ok: false, reason: 'min', groupUuid: 'rng' }],
    ['minQty exactly is fine', [ranged], { rng: ['a', 'b'] }, { ok: true }],
    ['maxQty exactly is fine', [ranged], { rng: ['a', 'b', 'c'] }, { ok: true }],
    [
      'above maxQty is refused',
      [ranged],
      { rng: ['a', 'b', 'c', 'd'] },
      { ok: false, reason: 'max', groupUuid: 'rng' },
    ],
    ['an optional unlimited group takes any count', [toppings], { top: [] }, { ok: true }],
    [
      'a chosen out-of-stock option is refused',
      [size],
      { size: ['S'] },
      { ok: false, reason: 'outOfStock', groupUuid: 'size' },
    ],
    [
      'a dropped sold-out group is not checked, even if required',
      [{ ...soldOut, optionRequired: true }],
      {},
      { ok: true },
    ],
    ['the initial choice of a required single-choice group passes', [size], initialChoice([size]), { ok: true }],
    [
      'the first failing group is reported',
      [toppings, required, ranged],
      { top: [], req: [], rng: [] },
      { ok: false, reason: 'required', groupUuid: 'req' },
    ],
  ])('%s', (_rule, groups, chosen, expected) => {
    expect(validateChoice(groups, chosen)).toEqual(expected);
  });
});

describe('choiceUnitPrice', () => {
  const menu = { menuPrice: 9000, menuOptionGroups: [size, toppings] };
  it.each<[string, Chosen, number]>([
    ['the replacing choice replaces the menu price', { size: ['M'], top: [] }, 10000],
    ['adding options add on top', { size: ['L'], top: ['egg', 'ham'] }, 13500],
    ['without a replacing choice the menu price stays', { top: ['corn'] }, 9300],
  ])('%s', (_rule, chosen, expected) => {
    expect(choiceUnitPrice(menu, chosen)).toBe(expected);
  });
});

describe('menuPriceRange', () => {
  /** A replacing checkbox group of one choice the diner may leave empty. */
  const optional1: Partial<OptionGroup> = { doesReplace: true, maxQty: 1 };

  it.each<[string, OptionGroup[], { min: number; max: number } | null]>([
    ['no replacing group: no range', [toppings], null],
    ['no groups: no range', [], null],
    ['a replacing group spans its in-stock options', [size, toppings], { min: 10000, max: 12000 }],
    [
      'an out-of-stock cheapest option does not lower the range',
      [
        makeGroup(
          's',
          [
            makeOption('a', { optionPrice: 1000, outOfStock: true }),
            makeOption('b', { optionPrice: 3000 }),
            makeOption('c', { optionPrice: 5000 }),
          ],
          {
            doesReplace: true,
            optionUnique: true,
          },
        ),
      ],
      { min: 3000, max: 5000 },
    ],
    [
      'an out-of-stock dearest option does not raise the range',
      [
        makeGroup(
          's',
          [makeOption('a', { optionPrice: 3000 }), makeOption('b', { optionPrice: 9000, outOfStock: true })],
          {
            doesReplace: true,
            optionUnique: true,
          },
        ),
      ],
      { min: 3000, max: 3000 },
    ],
    [
      'a replacing group that is all out of stock is dropped: no range',
      [makeGroup('s', [makeOption('a', { optionPrice: 3000, outOfStock: true })], { doesReplace: true })],
      null,
    ],
    [
      'two single-choice replacing groups add their extremes',
      [
        makeGroup('a', [makeOption('x', { optionPrice: 1000 }), makeOption('y', { optionPrice: 2000 })], {
          doesReplace: true,
          optionUnique: true,
        }),
        makeGroup('b', [makeOption('z', { optionPrice: 500 }), makeOption('w', { optionPrice: 700 })], {
          doesReplace: true,
          optionUnique: true,
        }),
      ],
      { min: 1500, max: 2700 },
    ],
    [
      'an optional replacing checkbox group lets the cheaper menu price in',
      [makeGroup('s', [makeOption('a', { optionPrice: 8000 }), makeOption('b', { optionPrice: 12000 })], optional1)],
      { min: 7000, max: 12000 },
    ],
    [
      'an optional replacing group whose options are all cheaper: the menu price is the top',
      [makeGroup('s', [makeOption('a', { optionPrice: 3000 }), makeOption('b', { optionPrice: 5000 })], optional1)],
      { min: 3000, max: 7000 },
    ],
    [
      'a single-choice replacing group always holds one option, required or not: no menu price',
      [
        makeGroup('s', [makeOption('a', { optionPrice: 8000 }), makeOption('b', { optionPrice: 12000 })], {
          doesReplace: true,
          optionUnique: true,
        }),
      ],
      { min: 8000, max: 12000 },
    ],
    [
      'a required replacing checkbox group: no menu price',
      [
        makeGroup('s', [makeOption('a', { optionPrice: 8000 }), makeOption('b', { optionPrice: 12000 })], {
          ...optional1,
          optionRequired: true,
        }),
      ],
      { min: 8000, max: 12000 },
    ],
    [
      'two optional replacing groups: one alone is the cheapest, the menu price can be the dearest',
      [
        makeGroup('a', [makeOption('x', { optionPrice: 1000 }), makeOption('y', { optionPrice: 2000 })], optional1),
        makeGroup('b', [makeOption('z', { optionPrice: 500 }), makeOption('w', { optionPrice: 700 })], optional1),
      ],
      { min: 500, max: 7000 },
    ],
    [
      'an optional and a required replacing group: the required one is always in',
      [
        makeGroup('a', [makeOption('x', { optionPrice: 1000 }), makeOption('y', { optionPrice: 2000 })], optional1),
        makeGroup('b', [makeOption('z', { optionPrice: 5000 }), makeOption('w', { optionPrice: 7000 })], {
          ...optional1,
          optionRequired: true,
        }),
      ],
      { min: 5000, max: 9000 },
    ],
    [
      'a replacing checkbox group with maxQty 2 can add its two dearest options',
      [
        makeGroup(
          's',
          [
            makeOption('a', { optionPrice: 1000 }),
            makeOption('b', { optionPrice: 2000 }),
            makeOption('c', { optionPrice: 3000 }),
          ],
          { doesReplace: true, optionRequired: true, maxQty: 2 },
        ),
      ],
      { min: 1000, max: 5000 },
    ],
    [
      'no maxQty: every in-stock option can be chosen; minQty 2 sets the cheapest pair',
      [
        makeGroup(
          's',
          [
            makeOption('a', { optionPrice: 1000 }),
            makeOption('b', { optionPrice: 2000 }),
            makeOption('c', { optionPrice: 3000 }),
            makeOption('d', { optionPrice: 9000, outOfStock: true }),
          ],
          { doesReplace: true, minQty: 2 },
        ),
      ],
      { min: 3000, max: 6000 },
    ],
  ])('%s', (_rule, groups, expected) => {
    expect(menuPriceRange({ menuPrice: 7000, menuOptionGroups: groups })).toEqual(expected);
  });
});
