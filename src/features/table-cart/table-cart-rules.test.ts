import { describe, expect, it } from 'vitest';
import type { TableCartLine, TableCartOp, TableCartOrder, TableCartState } from '../../api/contract/table-cart.ts';
import type { CartLine } from '../cart/public.ts';
import { offersTableCart } from './table-cart-offer.ts';
import {
  isNewerState,
  noticesFrom,
  opsFromChange,
  ordersToLog,
  type PendingOp,
  shownLines,
  toCartLine,
} from './table-cart-rules.ts';

const TABLE = { shopSeq: 1, tableNum: 5 };

function line(lineId: string, menuSeq: number, quantity: number, addedBy = 1, requestText = ''): TableCartLine {
  return {
    lineId,
    addedBy,
    menuSeq,
    menuName: `menu ${menuSeq}`,
    engMenuName: null,
    localeMenu: [],
    categoryUuid: null,
    menuPrice: 9_000,
    thumbnailPath: null,
    quantity,
    selectedOptions: [],
    requestText,
  };
}

function state(lines: TableCartLine[], over: Partial<TableCartState> = {}): TableCartState {
  return { version: 3, lines, you: 2, guests: 3, removed: [], paying: null, orders: [], aliases: {}, ...over };
}

const cartLine = (l: TableCartLine, index = 0): CartLine => toCartLine(l, index, TABLE);

function pending(op: TableCartOp, menuName = 'menu'): PendingOp {
  return { op, menuName };
}

const input = (menuSeq: number, quantity: number) => {
  const { lineId: _id, addedBy: _by, ...rest } = line('x', menuSeq, quantity);
  return rest;
};

describe('shownLines: the cart as last heard with this phone unsent edits over it', () => {
  const heard = state([line('l-1', 10, 1, 1), line('l-2', 20, 2, 3)]);
  it.each<[string, PendingOp[], Array<[string, number, number]>]>([
    [
      'nothing unsent',
      [],
      [
        ['l-1', 1, 1],
        ['l-2', 2, 3],
      ],
    ],
    [
      'an add of a new dish comes last, as this phone',
      [pending({ kind: 'add', opId: 'op-0001', lineId: 'l-3', seenVersion: 3, line: input(30, 1) })],
      [
        ['l-1', 1, 1],
        ['l-2', 2, 3],
        ['l-3', 1, 2],
      ],
    ],
    [
      'an add of an identical line merges into it',
      [pending({ kind: 'add', opId: 'op-0001', lineId: 'l-3', seenVersion: 3, line: input(10, 2) })],
      [
        ['l-1', 3, 1],
        ['l-2', 2, 3],
      ],
    ],
    [
      'an add the service already has is shown once',
      [pending({ kind: 'add', opId: 'op-0001', lineId: 'l-2', seenVersion: 3, line: input(20, 2) })],
      [
        ['l-1', 1, 1],
        ['l-2', 2, 3],
      ],
    ],
    [
      'a quantity set, then a removal',
      [
        pending({ kind: 'setQuantity', opId: 'op-0001', lineId: 'l-1', seenVersion: 3, quantity: 4 }),
        pending({ kind: 'remove', opId: 'op-0002', lineId: 'l-2', seenVersion: 3 }),
      ],
      [['l-1', 4, 1]],
    ],
    [
      'an edit of a line no longer there changes nothing',
      [pending({ kind: 'setQuantity', opId: 'op-0001', lineId: 'gone', seenVersion: 3, quantity: 4 })],
      [
        ['l-1', 1, 1],
        ['l-2', 2, 3],
      ],
    ],
  ])('%s', (_name, ops, expected) => {
    const shown = shownLines(heard, ops, 2).map((l) => [l.lineId, l.quantity, l.addedBy]);
    expect(shown).toEqual(expected);
  });

  it('offline before the cart was ever heard: the unsent adds alone', () => {
    const ops = [pending({ kind: 'add', opId: 'op-0001', lineId: 'l-9', seenVersion: 0, line: input(10, 1) })];
    expect(shownLines(null, ops, 0).map((l) => l.lineId)).toEqual(['l-9']);
  });
});

describe('opsFromChange: a cart-screen edit as ops', () => {
  const made = { n: 0 };
  const newId = () => {
    made.n += 1;
    return `op-${String(made.n).padStart(4, '0')}`;
  };
  const a = cartLine(line('l-1', 10, 1), 0);
  const b = cartLine(line('l-2', 20, 2), 1);
  it.each<[string, CartLine[], CartLine[], Array<[TableCartOp['kind'], string]>]>([
    ['nothing changed', [a, b], [a, b], []],
    ['a quantity', [a, b], [{ ...a, quantity: 3 }, b], [['setQuantity', 'l-1']]],
    ['a request', [a, b], [a, { ...b, requestText: 'no onion' }], [['setRequest', 'l-2']]],
    ['a removal', [a, b], [b], [['remove', 'l-1']]],
    [
      'a request that made the line identical to another: removed and merged',
      [a, { ...cartLine(line('l-3', 10, 2), 1) }],
      [{ ...a, quantity: 3 }],
      [
        ['setQuantity', 'l-1'],
        ['remove', 'l-3'],
      ],
    ],
  ])('%s', (_name, before, after, expected) => {
    const ops = opsFromChange(before, after, 7, newId).map(({ op }) => [op.kind, op.lineId]);
    expect(ops.sort()).toEqual(expected.sort());
  });

  it('every op carries the version the diner saw and an id of its own', () => {
    const ops = opsFromChange([a, b], [{ ...a, quantity: 2, requestText: 'mild' }], 9, newId).map(({ op }) => op);
    expect(ops.every((op) => op.seenVersion === 9)).toBe(true);
    expect(new Set(ops.map((op) => op.opId)).size).toBe(ops.length);
  });
});

describe('noticesFrom: edits that did not land are told, never dropped', () => {
  const ops = [
    pending({ kind: 'remove', opId: 'op-a', lineId: 'l-1', seenVersion: 1 }, '비빔밥'),
    pending({ kind: 'setQuantity', opId: 'op-b', lineId: 'l-2', seenVersion: 1, quantity: 2 }, '냉면'),
    pending({ kind: 'add', opId: 'op-c', lineId: 'l-3', seenVersion: 1, line: input(1, 1) }, '김밥'),
    pending({ kind: 'setRequest', opId: 'op-d', lineId: 'l-4', seenVersion: 1, requestText: 'x' }, '만두'),
  ];
  it('applied says nothing; removed, ordered and refused each say what and who', () => {
    const notices = noticesFrom(
      [
        { opId: 'op-a', outcome: 'applied', lineId: 'l-1', code: null, by: null },
        { opId: 'op-b', outcome: 'lineRemoved', lineId: 'l-2', code: null, by: 3 },
        { opId: 'op-c', outcome: 'refused', lineId: 'l-3', code: 'sold_out', by: null },
        { opId: 'op-d', outcome: 'lineOrdered', lineId: 'l-4', code: null, by: 1 },
      ],
      ops,
    );
    expect(notices).toEqual([
      { id: 'op-b', outcome: 'lineRemoved', menuName: '냉면', by: 3, code: null },
      { id: 'op-c', outcome: 'refused', menuName: '김밥', by: null, code: 'sold_out' },
      { id: 'op-d', outcome: 'lineOrdered', menuName: '만두', by: 1, code: null },
    ]);
  });
});

describe('ordersToLog: the table orders each phone history shows, once each', () => {
  const order = (printGroupUuid: string, orderNo: string | null): TableCartOrder => ({
    printGroupUuid,
    orderNo,
    orderedBy: 1,
    version: 4,
    placedAt: '2026-11-27T12:00:00.000Z',
    totalPrice: 9_000,
    settlement: 'counter',
    lines: [line('l-1', 10, 1)],
  });
  it.each([
    ['a placed order not yet logged', [order('pg-1', 'A-1')], [], ['pg-1']],
    ['one already logged', [order('pg-1', 'A-1')], ['pg-1'], []],
    ['a card order still being paid', [order('pg-2', null)], [], []],
  ])('%s', (_name, orders, logged, expected) => {
    expect(ordersToLog(orders, new Set(logged)).map((o) => o.printGroupUuid)).toEqual(expected);
  });
});

describe('isNewerState', () => {
  it.each([
    ['nothing kept', null, 1, true],
    ['a later version', 3, 4, true],
    ['the same version again', 3, 3, true],
    ['a late answer of an older version', 5, 4, false],
  ])('%s', (_name, kept, heard, expected) => {
    expect(isNewerState(kept === null ? null : state([], { version: kept }), state([], { version: heard }))).toBe(
      expected,
    );
  });
});

describe('offersTableCart', () => {
  it.each([
    ['advertised on a dine-in table', { extensions: { staffCall: false, tableCart: true } }, true],
    ['not advertised', { extensions: { staffCall: false, tableCart: false } }, false],
    ['no extensions at all', {}, false],
    ['a delivery table', { delivery: true, extensions: { staffCall: false, tableCart: true } }, false],
    ['no table info yet', null, false],
  ])('%s', (_name, table, expected) => {
    expect(offersTableCart(table)).toBe(expected);
  });
});
