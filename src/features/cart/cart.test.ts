import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '../../api/contract/entities.ts';
import { CartLineSchema } from '../../api/contract/persisted.ts';
import {
  type CartLine,
  type CartMenu,
  cartQuantity,
  cartTotal,
  type LineDraft,
  lineTotal,
  normalizeCart,
  type OrderLogEntry,
  priceWithOptions,
  priceWithReplace,
  type SelectedOptionGroup,
} from './cart.ts';
import {
  addLine,
  editLine,
  isSameLine,
  menuQuantityInCart,
  mergeIntoOrderLog,
  orderLinesOf,
  PAID_OUT_KEPT,
  removeLine,
  sameOptionSet,
  selectedOptionsFrom,
  setLineQuantity,
  takeOutPaidOrder,
  withoutPaidLines,
} from './cart-edits.ts';

const makeMenu = (over: Partial<CartMenu> = {}): CartMenu => ({
  menuSeq: 1,
  menuName: '냉면',
  engMenuName: 'Naengmyeon',
  menuPrice: 9000,
  thumbnailPath: null,
  categoryUuid: 'c1',
  localeMenu: [{ localeCode: 'en', menuName: 'Cold noodles', menuInfo: 'Long description' }],
  ...over,
});

/** A chosen group: `pick('size', true, ['L', 12000])`. */
const pick = (group: string, doesReplace: boolean, ...options: [string, number][]): SelectedOptionGroup => ({
  optionGroupUuid: group,
  optionGroupName: group,
  engOptionGroupName: null,
  doesReplace,
  optionGroupLocale: [],
  options: options.map(([optionUuid, optionPrice]) => ({
    optionUuid,
    optionName: optionUuid,
    engOptionName: null,
    optionPrice,
    optionLocale: [],
  })),
});

const draft = (over: Partial<LineDraft> = {}): LineDraft => ({
  menu: makeMenu(),
  selectedOptions: [],
  quantity: 1,
  shopSeq: 7,
  tableNum: 3,
  ...over,
});

function cartOf(...drafts: LineDraft[]): CartLine[] {
  return drafts.reduce<CartLine[]>((cart, d) => {
    const result = addLine(cart, d);
    if (!result.ok) throw new Error(result.reason);
    return result.cart;
  }, []);
}

function ok(result: ReturnType<typeof addLine>): CartLine[] {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.cart;
}

/** The id of the line at a position; an unknown position names no line. */
const idAt = (cart: readonly CartLine[], cartSeq: number) => cart[cartSeq]?.lineId ?? 'no-such-line';

const withId = (cart: CartLine[], cartSeq: number) => [cart, idAt(cart, cartSeq)] as const;

const summary = (cart: readonly CartLine[]) => cart.map((l) => [l.cartSeq, l.menuSeq, l.quantity]);

describe('sameOptionSet', () => {
  it.each([
    ['no options on either side are the same', [], [], true],
    [
      'the same options picked in another order are the same',
      [pick('a', false, ['x', 0], ['y', 0])],
      [pick('a', false, ['y', 0], ['x', 0])],
      true,
    ],
    [
      'the same options with groups in another order are the same',
      [pick('a', false, ['x', 0]), pick('b', false, ['z', 0])],
      [pick('b', false, ['z', 0]), pick('a', false, ['x', 0])],
      true,
    ],
    ['one more option differs', [pick('a', false, ['x', 0])], [pick('a', false, ['x', 0], ['y', 0])], false],
    ['another option differs', [pick('a', false, ['x', 0])], [pick('a', false, ['y', 0])], false],
    ['options against none differ', [pick('a', false, ['x', 0])], [], false],
  ])('compares as sets: %s', (_rule, a, b, expected) => {
    expect(sameOptionSet(a, b)).toBe(expected);
    expect(sameOptionSet(b, a)).toBe(expected);
  });
});

describe('isSameLine', () => {
  const base = { menuSeq: 1, selectedOptions: [pick('a', false, ['x', 0])], requestText: '' };
  it.each([
    ['same menu, options and request', base, true],
    ['another menu', { ...base, menuSeq: 2 }, false],
    ['another request text', { ...base, requestText: 'no ice' }, false],
    ['request text differing only in spaces', { ...base, requestText: '  ' }, true],
  ])('%s', (_rule, other, expected) => {
    expect(isSameLine(base, other)).toBe(expected);
  });
});

describe('addLine', () => {
  it('adds a first line at cartSeq 0 with the menu fields, shop and table', () => {
    const [line] = cartOf(draft({ quantity: 2, requestText: 'less spicy' }));
    expect(line).toMatchObject({
      cartSeq: 0,
      menuSeq: 1,
      menuName: '냉면',
      engMenuName: 'Naengmyeon',
      menuPrice: 9000,
      quantity: 2,
      requestText: 'less spicy',
      shopSeq: 7,
      tableNum: 3,
      localeMenu: [{ localeCode: 'en', menuName: 'Cold noodles' }],
    });
  });

  it.each([
    ['the same menu without options merges', [draft(), draft({ quantity: 2 })], [[0, 1, 3]]],
    [
      'the same menu with the same options picked in another order merges',
      [
        draft({ selectedOptions: [pick('a', false, ['x', 100], ['y', 200])] }),
        draft({ selectedOptions: [pick('a', false, ['y', 200], ['x', 100])] }),
      ],
      [[0, 1, 2]],
    ],
    [
      'the same menu with other options adds a line',
      [
        draft({ selectedOptions: [pick('a', false, ['x', 100])] }),
        draft({ selectedOptions: [pick('a', false, ['y', 100])] }),
      ],
      [
        [0, 1, 1],
        [1, 1, 1],
      ],
    ],
    [
      'another menu adds a line',
      [draft(), draft({ menu: makeMenu({ menuSeq: 2 }) })],
      [
        [0, 1, 1],
        [1, 2, 1],
      ],
    ],
    [
      'merging keeps the first line in its place',
      [draft(), draft({ menu: makeMenu({ menuSeq: 2 }) }), draft({ quantity: 4 })],
      [
        [0, 1, 5],
        [1, 2, 1],
      ],
    ],
  ])('%s', (_rule, drafts, expected) => {
    expect(summary(cartOf(...drafts))).toEqual(expected);
  });

  it.each([
    ['99 of a menu in one go is allowed', [], 99, { ok: true }],
    ['reaching 99 exactly across lines is allowed', [draft({ quantity: 90 })], 9, { ok: true }],
    [
      'options do not matter to the cap: 99 exactly over two lines is allowed',
      [draft({ quantity: 50, selectedOptions: [pick('a', false, ['x', 0])] })],
      49,
      { ok: true },
    ],
    ['one past 99 of the menu is refused', [draft({ quantity: 90 })], 10, { ok: false, reason: 'maxQuantity' }],
    [
      'one past 99 over lines with other options is refused',
      [draft({ quantity: 50, selectedOptions: [pick('a', false, ['x', 0])] })],
      50,
      { ok: false, reason: 'maxQuantity' },
    ],
    ['zero is refused', [], 0, { ok: false, reason: 'invalidQuantity' }],
  ])('%s', (_rule, existing, quantity, expected) => {
    const result = addLine(cartOf(...existing), draft({ quantity }));
    expect(result.ok).toBe(expected.ok);
    if (!result.ok) expect(result).toEqual(expected);
  });

  it('another menu does not count toward the cap', () => {
    const cart = cartOf(draft({ quantity: 99 }));
    expect(addLine(cart, draft({ menu: makeMenu({ menuSeq: 2 }), quantity: 99 })).ok).toBe(true);
  });
});

describe('removeLine', () => {
  it.each([
    [
      'removing the first line renumbers the rest',
      0,
      [
        [0, 2, 1],
        [1, 3, 1],
      ],
    ],
    [
      'removing the middle line renumbers the last',
      1,
      [
        [0, 1, 1],
        [1, 3, 1],
      ],
    ],
    [
      'removing the last line keeps the others',
      2,
      [
        [0, 1, 1],
        [1, 2, 1],
      ],
    ],
    [
      'an unknown cartSeq changes nothing',
      9,
      [
        [0, 1, 1],
        [1, 2, 1],
        [2, 3, 1],
      ],
    ],
  ])('%s', (_rule, cartSeq, expected) => {
    const cart = cartOf(draft(), draft({ menu: makeMenu({ menuSeq: 2 }) }), draft({ menu: makeMenu({ menuSeq: 3 }) }));
    expect(summary(removeLine(cart, idAt(cart, cartSeq)))).toEqual(expected);
  });
});

describe('setLineQuantity', () => {
  const cart = cartOf(draft({ quantity: 40 }), draft({ quantity: 50, selectedOptions: [pick('a', false, ['x', 0])] }));
  it.each<[string, number, number, number[] | string]>([
    ['sets a quantity', 0, 45, [45, 50]],
    ['allows 99 of the menu exactly', 0, 49, [49, 50]],
    ['refuses past 99 of the menu', 0, 50, 'maxQuantity'],
    ['refuses 0 (removing is its own action)', 0, 0, 'invalidQuantity'],
    ['refuses 100', 0, 100, 'invalidQuantity'],
    ['refuses an unknown line', 5, 1, 'notFound'],
  ])('%s', (_rule, cartSeq, quantity, expected) => {
    const result = setLineQuantity(cart, idAt(cart, cartSeq), quantity);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, reason: expected });
    else expect(ok(result).map((l) => l.quantity)).toEqual(expected);
  });
});

describe('editLine', () => {
  const plain = draft({ quantity: 2 });
  const withX = draft({ quantity: 3, selectedOptions: [pick('a', false, ['x', 500])] });
  const other = draft({ menu: makeMenu({ menuSeq: 2 }) });

  it('changes options in place when no identical line exists', () => {
    const cart = ok(editLine(...withId(cartOf(plain, other), 0), { selectedOptions: [pick('a', false, ['y', 100])] }));
    expect(summary(cart)).toEqual([
      [0, 1, 2],
      [1, 2, 1],
    ]);
    expect(cart[0]?.selectedOptions[0]?.options[0]?.optionUuid).toBe('y');
  });

  it('merges into an existing identical line, zeroes and purges the edited one, renumbers', () => {
    // line 2 (menu 1 with x) is edited to no options, which line 0 already is
    const cart = ok(editLine(...withId(cartOf(plain, other, withX), 2), { selectedOptions: [] }));
    expect(summary(cart)).toEqual([
      [0, 1, 5],
      [1, 2, 1],
    ]);
  });

  it('merges when the edited line comes first, keeping the target in its place', () => {
    const cart = ok(editLine(...withId(cartOf(withX, other, plain), 0), { selectedOptions: [] }));
    expect(summary(cart)).toEqual([
      [0, 2, 1],
      [1, 1, 5],
    ]);
  });

  it('merges an edit of the request text into the line that already has it', () => {
    const cart = cartOf(draft({ requestText: 'no ice' }), draft({ quantity: 2 }));
    expect(summary(ok(editLine(cart, idAt(cart, 1), { requestText: 'no ice' })))).toEqual([[0, 1, 3]]);
  });

  it.each([
    ['an edit that brings the menu to 99 exactly is allowed', { quantity: 98 }, true],
    ['an edit that takes the menu past 99 is refused', { quantity: 99 }, false],
  ])('%s', (_rule, changes, allowed) => {
    const cart = cartOf(draft({ quantity: 3 }), draft({ quantity: 1, selectedOptions: [pick('a', false, ['x', 0])] }));
    expect(editLine(cart, idAt(cart, 0), changes).ok).toBe(allowed);
  });

  it('refuses an unknown line', () => {
    expect(editLine(...withId(cartOf(plain), 4), { quantity: 1 })).toEqual({ ok: false, reason: 'notFound' });
  });
});

describe('normalizeCart', () => {
  it('purges zero-quantity lines and renumbers', () => {
    const cart = cartOf(draft(), draft({ menu: makeMenu({ menuSeq: 2 }) }), draft({ menu: makeMenu({ menuSeq: 3 }) }));
    const zeroed = cart.map((l) => (l.menuSeq === 2 ? { ...l, quantity: 0 } : l));
    expect(summary(normalizeCart(zeroed))).toEqual([
      [0, 1, 1],
      [1, 3, 1],
    ]);
  });
});

describe('menuQuantityInCart', () => {
  it('counts a menu over all its lines, optionally leaving one out', () => {
    const cart = cartOf(draft({ quantity: 2 }), draft({ quantity: 3, selectedOptions: [pick('a', false, ['x', 0])] }));
    expect(menuQuantityInCart(cart, 1)).toBe(5);
    expect(menuQuantityInCart(cart, 1, idAt(cart, 0))).toBe(3);
    expect(menuQuantityInCart(cart, 2)).toBe(0);
  });
});

describe('line prices', () => {
  it.each<[string, SelectedOptionGroup[], number, number]>([
    ['no options: the menu price', [], 9000, 9000],
    ['an adding option adds to the base', [pick('extra', false, ['egg', 1000])], 9000, 10000],
    ['a replacing option replaces the base', [pick('size', true, ['L', 12000])], 12000, 12000],
    [
      'replacing and adding',
      [pick('size', true, ['L', 12000]), pick('extra', false, ['egg', 1000], ['ham', 500])],
      12000,
      13500,
    ],
  ])('%s', (_rule, selectedOptions, withReplace, withOptions) => {
    const line = { menuPrice: 9000, selectedOptions, quantity: 3 };
    expect(priceWithReplace(line)).toBe(withReplace);
    expect(priceWithOptions(line)).toBe(withOptions);
    expect(lineTotal(line)).toBe(withOptions * 3);
  });
});

describe('cartTotal and cartQuantity', () => {
  it.each([
    ['an empty cart', [], 0, 0],
    ['one line', [draft({ quantity: 2 })], 18000, 2],
    [
      'lines with options and quantities',
      [
        draft({ quantity: 2, selectedOptions: [pick('size', true, ['L', 12000])] }),
        draft({
          menu: makeMenu({ menuSeq: 2, menuPrice: 3000 }),
          quantity: 3,
          selectedOptions: [pick('x', false, ['egg', 500])],
        }),
      ],
      24000 + 10500,
      5,
    ],
  ])('%s', (_rule, drafts, total, quantity) => {
    const cart = cartOf(...drafts);
    expect(cartTotal(cart)).toBe(total);
    expect(cartQuantity(cart)).toBe(quantity);
  });
});

describe('selectedOptionsFrom', () => {
  const groups: OptionGroup[] = [
    {
      optionGroupUuid: 'size',
      optionGroupName: '크기',
      engOptionGroupName: 'Size',
      optionUnique: true,
      doesReplace: true,
      optionRequired: true,
      minQty: null,
      maxQty: null,
      optionList: [
        {
          optionUuid: 'L',
          optionName: '대',
          engOptionName: 'Large',
          optionPrice: 12000,
          outOfStock: false,
          orderIndex: 2,
          mappedOptionCode: null,
          mappedOptionGroupCode: null,
          mappedOptionName: null,
          menuSeq: 1,
        },
        {
          optionUuid: 'S',
          optionName: '소',
          engOptionName: 'Small',
          optionPrice: 8000,
          outOfStock: false,
          orderIndex: 1,
          mappedOptionCode: null,
          mappedOptionGroupCode: null,
          mappedOptionName: null,
          menuSeq: 1,
        },
      ],
    },
    {
      optionGroupUuid: 'extra',
      optionGroupName: '추가',
      engOptionGroupName: null,
      optionUnique: false,
      doesReplace: false,
      optionRequired: false,
      minQty: null,
      maxQty: null,
      optionList: [],
    },
  ];

  it('keeps chosen options with their translations and drops groups with no choice', () => {
    const result = selectedOptionsFrom(
      groups,
      { size: ['L', 'S', 'ghost'], extra: [] },
      {
        options: [
          { optionUuid: 'L', localeCode: 'jp', optionName: '大' },
          { optionUuid: 'X', localeCode: 'jp', optionName: '?' },
        ],
        groups: [{ optionGroupUuid: 'size', localeCode: 'jp', optionGroupName: 'サイズ' }],
      },
    );
    expect(result).toEqual([
      {
        optionGroupUuid: 'size',
        optionGroupName: '크기',
        engOptionGroupName: 'Size',
        doesReplace: true,
        optionGroupLocale: [{ localeCode: 'jp', optionGroupName: 'サイズ' }],
        options: [
          { optionUuid: 'S', optionName: '소', engOptionName: 'Small', optionPrice: 8000, optionLocale: [] },
          {
            optionUuid: 'L',
            optionName: '대',
            engOptionName: 'Large',
            optionPrice: 12000,
            optionLocale: [{ localeCode: 'jp', optionName: '大' }],
          },
        ],
      },
    ]);
  });
});

describe('orderLinesOf', () => {
  it('sends menu, quantity, option uuids, line total and request per line', () => {
    const cart = cartOf(
      draft({ quantity: 2, requestText: 'no ice', selectedOptions: [pick('x', false, ['egg', 500])] }),
      draft({ menu: makeMenu({ menuSeq: 2 }) }),
    );
    expect(orderLinesOf(cart)).toEqual([
      { menuSeq: 1, quantity: 2, optionUuids: ['egg'], totalPrice: 19000, requestText: 'no ice' },
      { menuSeq: 2, quantity: 1, optionUuids: [], totalPrice: 9000, requestText: null },
    ]);
  });
});

describe('mergeIntoOrderLog', () => {
  const now = new Date(2025, 2, 4, 19, 5, 9);
  const temp = cartOf(
    draft({ quantity: 2, selectedOptions: [pick('size', true, ['L', 12000])] }),
    draft({ menu: makeMenu({ menuSeq: 2 }) }),
  );

  it('stamps each paid line with its total, the payment time and the print group id', () => {
    const log = mergeIntoOrderLog([], temp, 'pg-1', now);
    expect(log.map((e) => [e.menuSeq, e.totalPrice, e.insDate, e.printGroupUuid, e.shopSeq, e.tableNum])).toEqual([
      [1, 24000, '20250304190509', 'pg-1', 7, 3],
      [2, 9000, '20250304190509', 'pg-1', 7, 3],
    ]);
    expect(log[0]?.selectedOptions[0]?.optionGroupLocale).toEqual([]);
    expect(log[0]?.localeMenu).toEqual([{ localeCode: 'en', menuName: 'Cold noodles' }]);
  });

  it("keeps the order's own time, state and currency when the result page gives them", () => {
    const log = mergeIntoOrderLog([], temp, 'pg-1', now, {
      orderedAt: '20250305030509',
      settlement: 'card',
      orderStatus: 'PENDING',
      payType: 'vnd',
    });
    expect(log.map((e) => [e.insDate, e.settlement, e.orderStatus, e.payType])).toEqual([
      ['20250305030509', 'card', 'PENDING', 'vnd'],
      ['20250305030509', 'card', 'PENDING', 'vnd'],
    ]);
    expect(log[0]).not.toHaveProperty('orderedAt');
  });

  it.each<[string, (log: readonly OrderLogEntry[]) => readonly OrderLogEntry[], number]>([
    ['merging the same payment twice adds nothing', (log) => mergeIntoOrderLog(log, temp, 'pg-1', now), 2],
    ['a later payment is appended', (log) => mergeIntoOrderLog(log, temp.slice(0, 1), 'pg-2', now), 3],
    ['an empty temporary cart adds nothing', (log) => mergeIntoOrderLog(log, [], 'pg-3', now), 2],
    ['a blank print group id adds nothing', (log) => mergeIntoOrderLog(log, temp, '', now), 2],
  ])('%s', (_rule, step, expectedLength) => {
    const first = mergeIntoOrderLog([], temp, 'pg-1', now);
    expect(step(first)).toHaveLength(expectedLength);
  });

  it('returns the same array when nothing changes, so the caller can skip the write', () => {
    const log = mergeIntoOrderLog([], temp, 'pg-1', now);
    expect(mergeIntoOrderLog(log, temp, 'pg-1', new Date())).toBe(log);
  });

  it('leaves zero-quantity lines out', () => {
    const zeroed = temp.map((l, i) => (i === 1 ? { ...l, quantity: 0 } : l));
    expect(mergeIntoOrderLog([], zeroed, 'pg-9', now)).toHaveLength(1);
  });
});

describe('line ids', () => {
  const three = () =>
    [draft(), draft({ menu: makeMenu({ menuSeq: 2 }) }), draft({ menu: makeMenu({ menuSeq: 3 }) })].reduce<CartLine[]>(
      (cart, d, index) => ok(addLine(cart, d, `id-${index}`)),
      [],
    );

  it('a new line takes the id it is given; a merge keeps the existing line id', () => {
    const cart = ok(addLine(three(), draft({ quantity: 2 }), 'id-new'));
    expect(cart.map((l) => [l.lineId, l.quantity])).toEqual([
      ['id-0', 3],
      ['id-1', 1],
      ['id-2', 1],
    ]);
    expect(ok(addLine(cart, draft({ menu: makeMenu({ menuSeq: 4 }) }), 'id-new')).at(-1)?.lineId).toBe('id-new');
  });

  it('ids survive the renumbering after a removal', () => {
    const cart = removeLine(three(), 'id-0');
    expect(cart.map((l) => [l.cartSeq, l.lineId])).toEqual([
      [0, 'id-1'],
      [1, 'id-2'],
    ]);
  });

  it('removing the same line twice (a double tap) removes one line, never its neighbour', () => {
    const once = removeLine(three(), 'id-1');
    expect(removeLine(once, 'id-1')).toEqual(once);
    expect(summary(removeLine(once, 'id-1'))).toEqual([
      [0, 1, 1],
      [1, 3, 1],
    ]);
  });

  it('an edit of a line another tab removed changes nothing', () => {
    const cart = removeLine(three(), 'id-1');
    expect(editLine(cart, 'id-1', { requestText: 'no ice' })).toEqual({ ok: false, reason: 'notFound' });
    expect(setLineQuantity(cart, 'id-1', 5)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('setting a quantity twice is the same as once', () => {
    const once = ok(setLineQuantity(three(), 'id-2', 4));
    expect(ok(setLineQuantity(once, 'id-2', 4))).toEqual(once);
  });

  it('an edit merging into another line keeps the target id and drops the edited one', () => {
    const cart = [draft({ requestText: 'no ice' }), draft({ quantity: 2 })].reduce<CartLine[]>(
      (c, d, index) => ok(addLine(c, d, `id-${index}`)),
      [],
    );
    const merged = ok(editLine(cart, 'id-1', { requestText: 'no ice' }));
    expect(merged.map((l) => [l.lineId, l.quantity])).toEqual([['id-0', 3]]);
    expect(editLine(merged, 'id-1', { requestText: 'no ice' })).toEqual({ ok: false, reason: 'notFound' });
  });
});

describe('kept carts without line ids', () => {
  it.each([
    ['lines of an older version get ids from their position', [undefined, undefined], ['kept-0', 'kept-1']],
    ['kept ids stay as they are', ['a', 'b'], ['a', 'b']],
    ['a mixed cart keeps what it has and fills the rest', ['a', undefined], ['a', 'kept-1']],
  ])('%s', (_rule, ids, expected) => {
    const stored = three0().map(({ lineId: _drop, ...line }, index) => {
      const id = ids[index];
      return id === undefined ? line : { ...line, lineId: id };
    });
    const parsed = v.parse(v.array(CartLineSchema), stored);
    expect(parsed.map((l) => l.lineId)).toEqual(expected);
    // The same ids on every read, so a removal by id finds the line the screen showed.
    expect(v.parse(v.array(CartLineSchema), stored).map((l) => l.lineId)).toEqual(expected);
    expect(removeLine(parsed, expected[0] ?? '').map((l) => l.menuSeq)).toEqual([2]);
  });

  function three0(): CartLine[] {
    return [draft(), draft({ menu: makeMenu({ menuSeq: 2 }) })].reduce<CartLine[]>(
      (cart, d) => ok(addLine(cart, d)),
      [],
    );
  }
});

describe('withoutPaidLines', () => {
  const cartOfIds = (...pairs: [string, number][]) =>
    pairs.map(([lineId, quantity], index) => ({
      ...(ok(addLine([], draft({ menu: makeMenu({ menuSeq: index + 1 }) }), lineId))[0] as CartLine),
      quantity,
    }));

  it.each<[string, [string, number][], [string, number][], [string, number][]]>([
    [
      'every line paid: the cart is empty',
      [
        ['a', 1],
        ['b', 2],
      ],
      [
        ['a', 1],
        ['b', 2],
      ],
      [],
    ],
    [
      'a line added by another tab while this one paid stays',
      [
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ],
      [
        ['a', 1],
        ['c', 1],
      ],
      [['b', 1]],
    ],
    [
      'a second add merged into a paid line keeps what was added after',
      [
        ['a', 3],
        ['b', 1],
      ],
      [
        ['a', 1],
        ['b', 1],
      ],
      [['a', 2]],
    ],
    [
      'a paid line already gone changes nothing',
      [
        ['a', 1],
        ['b', 1],
      ],
      [['gone', 4]],
      [
        ['a', 1],
        ['b', 1],
      ],
    ],
    ['a line edited down below what was paid goes', [['a', 1]], [['a', 2]], []],
  ])('%s', (_rule, before, paid, expected) => {
    const after = withoutPaidLines(cartOfIds(...before), cartOfIds(...paid));
    expect(after.map((l) => [l.lineId, l.quantity])).toEqual(expected);
    expect(after.map((l) => l.cartSeq)).toEqual(expected.map((_, index) => index));
  });
});

describe('takeOutPaidOrder', () => {
  const line = (lineId: string, quantity: number) => ({
    ...(ok(addLine([], draft(), lineId))[0] as CartLine),
    quantity,
  });
  const cart = (lines: CartLine[], paidOut?: string[]) => ({ lines, token: null, updatedAt: 1, paidOut });

  it('takes the paid lines out once and remembers the order', () => {
    const after = takeOutPaidOrder(cart([line('a', 3)]), [line('a', 1)], 'order-1', 5);
    expect(after.lines.map((l) => [l.lineId, l.quantity])).toEqual([['a', 2]]);
    expect(after.paidOut).toEqual(['order-1']);
    expect(after.updatedAt).toBe(5);
  });

  it('a second arrival of the same order leaves the cart as it is, a line merged since included', () => {
    const once = takeOutPaidOrder(cart([line('a', 3)]), [line('a', 1)], 'order-1', 5);
    expect(takeOutPaidOrder(once, [line('a', 1)], 'order-1', 9)).toBe(once);
  });

  it('a cart kept before it remembered orders takes the lines out', () => {
    const after = takeOutPaidOrder(cart([line('a', 1)]), [line('a', 1)], 'order-1', 5);
    expect(after.lines).toEqual([]);
  });

  it(`remembers the last ${PAID_OUT_KEPT} orders`, () => {
    const full = Array.from({ length: PAID_OUT_KEPT }, (_, index) => `order-${index}`);
    const after = takeOutPaidOrder(cart([], full), [], 'order-new', 5);
    expect(after.paidOut).toHaveLength(PAID_OUT_KEPT);
    expect(after.paidOut?.at(0)).toBe('order-1');
    expect(after.paidOut?.at(-1)).toBe('order-new');
  });
});
