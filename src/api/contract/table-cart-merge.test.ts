import { describe, expect, it } from 'vitest';
import type { SelectedOptionGroup } from './persisted.ts';
import type { TableCartLineInput, TableCartOp, TableCartOrder, TableCartState } from './table-cart.ts';
import {
  applyOp,
  applyOps,
  bookOfState,
  EMPTY_TABLE_CART_BOOK,
  holdLines,
  isSameTableLine,
  orderAtVersion,
  releaseHold,
  type TableCartBook,
  takeOrdered,
} from './table-cart-merge.ts';

const A = 1;
const B = 2;
const C = 3;

function options(...uuids: string[]): SelectedOptionGroup[] {
  if (uuids.length === 0) return [];
  return [
    {
      optionGroupUuid: 'group-1',
      optionGroupName: '맵기',
      engOptionGroupName: null,
      doesReplace: false,
      optionGroupLocale: [],
      options: uuids.map((optionUuid) => ({
        optionUuid,
        optionName: optionUuid,
        engOptionName: null,
        optionPrice: 0,
        optionLocale: [],
      })),
    },
  ];
}

function input(menuSeq: number, quantity: number, extra: Partial<TableCartLineInput> = {}): TableCartLineInput {
  return {
    menuSeq,
    menuName: `menu ${menuSeq}`,
    engMenuName: null,
    localeMenu: [],
    categoryUuid: null,
    menuPrice: 8000,
    thumbnailPath: null,
    quantity,
    selectedOptions: [],
    requestText: '',
    ...extra,
  };
}

let opCount = 0;
const opId = () => `op-${String(++opCount).padStart(6, '0')}`;
const add = (lineId: string, line: TableCartLineInput, seenVersion = 0): TableCartOp => ({
  kind: 'add',
  opId: opId(),
  lineId,
  seenVersion,
  line,
});
const setQ = (lineId: string, quantity: number, seenVersion: number): TableCartOp => ({
  kind: 'setQuantity',
  opId: opId(),
  lineId,
  seenVersion,
  quantity,
});
const remove = (lineId: string, seenVersion: number): TableCartOp => ({
  kind: 'remove',
  opId: opId(),
  lineId,
  seenVersion,
});
const setR = (lineId: string, requestText: string, seenVersion: number): TableCartOp => ({
  kind: 'setRequest',
  opId: opId(),
  lineId,
  seenVersion,
  requestText,
});

/** Applies [op, guest] pairs in order; returns the book and every outcome. */
function run(steps: [TableCartOp, number][], from: TableCartBook = EMPTY_TABLE_CART_BOOK) {
  let book = from;
  const results = steps.map(([op, guest]) => {
    const step = applyOp(book, op, guest);
    book = step.book;
    return step.result;
  });
  return { book, results };
}

const quantities = (book: TableCartBook) => book.lines.map((l) => [l.lineId, l.quantity]);
const outcomes = (results: { outcome: string; code?: string | null }[]) =>
  results.map((r) => (r.outcome === 'refused' ? `refused:${r.code}` : r.outcome));

function orderOf(book: TableCartBook, orderedBy: number): TableCartOrder {
  return {
    printGroupUuid: `pg-${book.version}`,
    orderNo: '0001',
    orderedBy,
    version: book.version,
    placedAt: '2026-11-27T12:00:00.000Z',
    totalPrice: 0,
    settlement: 'counter',
    lines: [...book.lines],
  };
}

describe('isSameTableLine (the spec merge rule, with the request text)', () => {
  it.each<[string, Partial<TableCartLineInput>, Partial<TableCartLineInput>, boolean]>([
    ['same menu, no options', {}, {}, true],
    [
      'same options picked in another order',
      { selectedOptions: options('a', 'b') },
      { selectedOptions: options('b', 'a') },
      true,
    ],
    ['other options', { selectedOptions: options('a') }, { selectedOptions: options('b') }, false],
    ['options on one side only', { selectedOptions: options('a') }, {}, false],
    ['another request', { requestText: 'no onion' }, {}, false],
    ['requests differing in spaces only', { requestText: ' no onion ' }, { requestText: 'no onion' }, true],
    ['another menu', { menuSeq: 2 }, {}, false],
  ])('%s', (_, a, b, same) => {
    expect(isSameTableLine(input(1, 1, a), input(1, 1, b))).toBe(same);
  });
});

describe('additions never conflict', () => {
  it('two phones adding other menus get two lines, each saying who added it', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(2, 2)), B],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied']);
    expect(book.lines.map((l) => [l.lineId, l.addedBy, l.quantity])).toEqual([
      ['line-a0001', A, 1],
      ['line-b0001', B, 2],
    ]);
    expect(book.version).toBe(2);
  });

  it('an identical add merges into the line, names it, and keeps an alias for later edits', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 2)), B],
      [setQ('line-b0001', 5, 2), B],
    ]);
    expect(results[1]).toMatchObject({ outcome: 'applied', lineId: 'line-a0001' });
    expect(results[2]).toMatchObject({ outcome: 'applied', lineId: 'line-a0001' });
    expect(quantities(book)).toEqual([['line-a0001', 5]]);
    expect(book.aliases).toEqual({ 'line-b0001': 'line-a0001' });
  });

  it('the same menu with other options or another request is a new line', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1, { selectedOptions: options('hot') })), A],
      [add('line-b0001', input(1, 1, { selectedOptions: options('mild') })), B],
      [add('line-c0001', input(1, 1, { requestText: 'no onion' })), C],
    ]);
    expect(book.lines).toHaveLength(3);
  });

  it.each<[string, number[], number, string]>([
    ['up to 99 of a menu over its lines', [50, 40], 9, 'applied'],
    ['one past 99 over lines with other options', [50, 40], 10, 'refused:menu_quantity_over_limit'],
    ['one past 99 on a merge', [99], 1, 'refused:menu_quantity_over_limit'],
  ])('the cap: %s', (_, before, adding, expected) => {
    const steps: [TableCartOp, number][] = before.map((q, i) => [
      add(`line-x000${i}`, input(1, q, { selectedOptions: options(`o${i}`) })),
      A,
    ]);
    const { book } = run(steps);
    const { result, book: after } = applyOp(
      book,
      add('line-new0001', input(1, adding, { selectedOptions: options('o0') })),
      B,
    );
    expect(outcomes([result])).toEqual([expected]);
    if (expected !== 'applied') expect(after.lines).toEqual(book.lines);
    if (expected !== 'applied') expect(after.version).toBe(book.version);
  });

  it('another menu does not count toward the cap', () => {
    const { results } = run([
      [add('line-a0001', input(1, 99)), A],
      [add('line-b0001', input(2, 99)), B],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied']);
  });

  it('an add under a line id already used is refused, even after the line went', () => {
    const { results } = run([
      [add('line-a0001', input(1, 1)), A],
      [remove('line-a0001', 1), A],
      [add('line-a0001', input(2, 1)), A],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied', 'refused:line_exists']);
  });

  it('an add during a card payment does not merge into a held line', () => {
    const { book } = run([[add('line-a0001', input(1, 1)), A]]);
    const held = holdLines(book);
    const { book: after, result } = applyOp(held, add('line-b0001', input(1, 1)), B);
    expect(result).toMatchObject({ outcome: 'applied', lineId: 'line-b0001' });
    expect(quantities(after)).toEqual([
      ['line-a0001', 1],
      ['line-b0001', 1],
    ]);
  });
});

describe('the latest quantity wins', () => {
  it('two edits of one line: the one the service receives last wins', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [setQ('line-a0001', 3, 1), B],
      [setQ('line-a0001', 2, 1), C],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 2]]);
  });

  it('an edit keeps quantity another phone merged in that it had not seen', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 2)), B],
      [setQ('line-a0001', 4, 1), A],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 6]]);
  });

  it('an edit made after seeing the merge sets the quantity as asked', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 2)), B],
      [setQ('line-a0001', 4, 2), A],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 4]]);
  });

  it('the phone that merged counts its own addition as seen', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 2)), B],
      [setQ('line-b0001', 1, 0), B],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 1]]);
  });

  it('an edit past 99 over the menu is refused and changes nothing', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 60)), A],
      [add('line-b0001', input(1, 30, { requestText: 'later' })), B],
      [setQ('line-a0001', 70, 2), A],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied', 'refused:menu_quantity_over_limit']);
    expect(quantities(book)).toEqual([
      ['line-a0001', 60],
      ['line-b0001', 30],
    ]);
  });

  it('setting the quantity a line already has is applied without a new version', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 2)), A],
      [setQ('line-a0001', 2, 1), B],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied']);
    expect(book.version).toBe(1);
  });
});

describe('a removal wins over an edit made without having seen it', () => {
  it('remove then edit: the edit answers lineRemoved with who removed it', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 1)), A],
      [remove('line-a0001', 1), B],
      [setQ('line-a0001', 3, 1), C],
      [setR('line-a0001', 'extra sauce', 1), A],
    ]);
    expect(results.slice(2).map((r) => [r.outcome, r.by])).toEqual([
      ['lineRemoved', B],
      ['lineRemoved', B],
    ]);
    expect(book.lines).toEqual([]);
    expect(book.version).toBe(2);
  });

  it('edit then remove: the removal wins and lists the edited quantity', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [setQ('line-a0001', 4, 1), A],
      [remove('line-a0001', 1), B],
    ]);
    expect(book.lines).toEqual([]);
    expect(book.removed).toEqual([{ lineId: 'line-a0001', menuName: 'menu 1', removedBy: B, version: 3, quantity: 4 }]);
  });

  it('a removal that had not seen a merged addition leaves that addition as the line', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-c0001', input(1, 2)), C],
      [remove('line-a0001', 1), B],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 2]]);
    expect(book.removed).toMatchObject([{ lineId: 'line-a0001', removedBy: B, quantity: 1 }]);
  });

  it('a removal that had seen the merged addition takes the whole line', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-c0001', input(1, 2)), C],
      [remove('line-a0001', 2), B],
    ]);
    expect(book.lines).toEqual([]);
    expect(book.removed).toMatchObject([{ quantity: 3 }]);
  });

  it('an edit on an alias of a removed line answers lineRemoved', () => {
    const { results } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 1)), B],
      [remove('line-a0001', 2), A],
      [setQ('line-b0001', 2, 1), B],
    ]);
    expect(results[3]).toMatchObject({ outcome: 'lineRemoved', lineId: 'line-a0001', by: A });
  });

  it('a second removal of the same line answers lineRemoved, listing it once', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 1)), A],
      [remove('line-a0001', 1), A],
      [remove('line-a0001', 1), B],
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied', 'lineRemoved']);
    expect(book.removed).toHaveLength(1);
  });

  it('an edit on a line that went with an order answers lineOrdered with who ordered', () => {
    const { book } = run([[add('line-a0001', input(1, 1)), A]]);
    const ordered = takeOrdered(book, orderOf(book, B));
    const { result, book: after } = applyOp(ordered, setQ('line-a0001', 2, 1), C);
    expect(result).toMatchObject({ outcome: 'lineOrdered', by: B });
    expect(after.version).toBe(ordered.version);
  });

  it('a removal from before the last order still names who removed it', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(2, 1)), A],
      [remove('line-a0001', 2), C],
    ]);
    const ordered = takeOrdered(book, orderOf(book, A));
    expect(ordered.removed).toEqual([]);
    expect(applyOp(ordered, setQ('line-a0001', 2, 2), B).result).toMatchObject({ outcome: 'lineRemoved', by: C });
  });

  it('an edit of a line id never seen is refused', () => {
    expect(applyOp(EMPTY_TABLE_CART_BOOK, setQ('line-zzzz', 2, 0), A).result).toMatchObject({
      outcome: 'refused',
      code: 'unknown_line',
    });
  });
});

describe('an edited request text', () => {
  it('changes the line', () => {
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [setR('line-a0001', 'no onion', 1), B],
    ]);
    expect(book.lines[0]?.requestText).toBe('no onion');
  });

  it('made identical to another line merges into it, and both ids then name it', () => {
    const { book, results } = run([
      [add('line-a0001', input(1, 1, { requestText: 'no onion' })), A],
      [add('line-b0001', input(1, 2)), B],
      [add('line-c0001', input(1, 1)), C],
      [setR('line-b0001', 'no onion', 3), B],
      [setQ('line-c0001', 5, 4), C],
    ]);
    expect(results[3]).toMatchObject({ outcome: 'applied', lineId: 'line-a0001' });
    expect(quantities(book)).toEqual([['line-a0001', 5]]);
    expect(book.aliases).toEqual({ 'line-b0001': 'line-a0001', 'line-c0001': 'line-a0001' });
  });
});

describe('an op id is applied once', () => {
  it('a repeat answers the first outcome and changes nothing', () => {
    const first = add('line-a0001', input(1, 1));
    const { book, results } = run([
      [first, A],
      [first, A],
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(quantities(book)).toEqual([['line-a0001', 1]]);
    expect(book.version).toBe(1);
  });

  it('a repeated quantity edit does not undo a later one', () => {
    const early = setQ('line-a0001', 3, 1);
    const { book } = run([
      [add('line-a0001', input(1, 1)), A],
      [early, A],
      [setQ('line-a0001', 5, 2), B],
      [early, A],
    ]);
    expect(quantities(book)).toEqual([['line-a0001', 5]]);
  });

  it('a repeated removal after the line came back through another id changes nothing', () => {
    const gone = remove('line-a0001', 1);
    const { book, results } = run([
      [add('line-a0001', input(1, 1)), A],
      [gone, B],
      [add('line-b0001', input(1, 1)), A],
      [gone, B],
    ]);
    expect(results[3]).toEqual(results[1]);
    expect(quantities(book)).toEqual([['line-b0001', 1]]);
  });

  it('a refusal repeats as a refusal', () => {
    const over = add('line-a0001', input(1, 100 - 1));
    const tooMany = add('line-b0001', input(1, 1));
    const { results } = run([
      [over, A],
      [tooMany, B],
      [remove('line-a0001', 1), A],
      [tooMany, B],
    ]);
    expect(outcomes([results[1]!, results[3]!])).toEqual([
      'refused:menu_quantity_over_limit',
      'refused:menu_quantity_over_limit',
    ]);
  });
});

describe('offline batches arriving late', () => {
  it('a phone back online replays its batch after the others: every addition kept, its removal shown', () => {
    const online = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(2, 1)), B],
    ]);
    // C saw version 2, went offline, added, edited B's line and removed A's line.
    const offlineBatch = [add('line-c0001', input(3, 2), 2), setQ('line-b0001', 3, 2), remove('line-a0001', 2)];
    // Meanwhile A edited its line and added one more of B's menu.
    const meanwhile = run(
      [
        [setQ('line-a0001', 2, 2), A],
        [add('line-a0002', input(2, 1), 3), A],
      ],
      online.book,
    );
    const back = applyOps(meanwhile.book, offlineBatch, C);
    expect(outcomes(back.results)).toEqual(['applied', 'applied', 'applied']);
    // C had not seen A's extra one of menu 2, so it stays on top of C's quantity.
    expect(quantities(back.book)).toEqual([
      ['line-b0001', 4],
      ['line-c0001', 2],
    ]);
    expect(back.book.removed).toMatchObject([{ lineId: 'line-a0001', removedBy: C, quantity: 2 }]);
  });

  it('two offline batches sent in either order end with the same lines', () => {
    const start = run([[add('line-a0001', input(1, 1)), A]]).book;
    const fromA = [add('line-a0002', input(2, 1), 1), setQ('line-a0001', 2, 1)];
    const fromB = [add('line-b0001', input(3, 1), 1), add('line-b0002', input(2, 1), 1)];
    const ab = applyOps(applyOps(start, fromA, A).book, fromB, B).book;
    const ba = applyOps(applyOps(start, fromB, B).book, fromA, A).book;
    const sorted = (b: TableCartBook) => [...b.lines].map((l) => [l.menuSeq, l.quantity]).sort();
    expect(sorted(ab)).toEqual(sorted(ba));
    expect(sorted(ab)).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
  });

  it('a batch resent whole after a lost answer changes nothing the second time', () => {
    const batch = [add('line-a0001', input(1, 2)), setQ('line-a0001', 4, 0), add('line-a0002', input(2, 1))];
    const once = applyOps(EMPTY_TABLE_CART_BOOK, batch, A);
    const twice = applyOps(once.book, batch, A);
    expect(twice.book).toEqual(once.book);
    expect(twice.results).toEqual(once.results);
  });
});

describe('card hold and orders at a version', () => {
  const start = () =>
    run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(2, 1)), B],
    ]).book;

  it('a held line cannot be edited; the hold released, it can', () => {
    const held = holdLines(start());
    expect(applyOp(held, setQ('line-a0001', 2, 2), B).result).toMatchObject({ code: 'table_cart_paying' });
    expect(applyOp(releaseHold(held), setQ('line-a0001', 2, 2), B).result.outcome).toBe('applied');
  });

  it('paid: the held lines go with the order; lines added meanwhile stay', () => {
    const held = holdLines(start());
    const order = orderOf(held, A);
    const { book: withNew } = applyOp(held, add('line-c0001', input(1, 1)), C);
    const after = takeOrdered(withNew, order);
    expect(quantities(after)).toEqual([['line-c0001', 1]]);
    expect(after.held).toEqual([]);
    expect(after.orders).toHaveLength(1);
  });

  it.each<[string, (b: TableCartBook) => TableCartBook, number, string]>([
    ['the current version', (b) => b, 2, 'ok'],
    ['an older version', (b) => b, 1, 'table_cart_changed'],
    ['a version not reached', (b) => b, 3, 'table_cart_changed'],
    ['while a payment is under way', holdLines, 2, 'table_cart_paying'],
    ['a version already ordered', (b) => takeOrdered(b, orderOf(b, A)), 2, 'table_cart_ordered'],
    ['a version older than the last order', (b) => takeOrdered(b, orderOf(b, A)), 1, 'table_cart_ordered'],
    ['an empty cart', () => EMPTY_TABLE_CART_BOOK, 0, 'table_cart_changed'],
  ])('ordering at %s', (_, prepare, version, expected) => {
    const check = orderAtVersion(prepare(start()), version);
    expect(check.ok ? 'ok' : check.code).toBe(expected);
  });

  it('a refused second order names the order that took the version', () => {
    const book = start();
    const check = orderAtVersion(takeOrdered(book, orderOf(book, B)), 2);
    expect(check).toMatchObject({ ok: false, code: 'table_cart_ordered', order: { orderedBy: B } });
  });
});

describe('bookOfState (a phone replaying its waiting ops)', () => {
  it('applies waiting ops over the cart it heard, aliases and hold included', () => {
    const heard = run([
      [add('line-a0001', input(1, 1)), A],
      [add('line-b0001', input(1, 1)), B],
      [add('line-c0001', input(2, 1)), C],
    ]).book;
    const state: TableCartState = {
      version: heard.version,
      lines: [...heard.lines],
      you: B,
      guests: 3,
      removed: [],
      paying: null,
      orders: [],
      aliases: { ...heard.aliases },
    };
    const shown = applyOps(bookOfState(state), [setQ('line-b0001', 4, 3)], B).book;
    expect(quantities(shown)).toEqual([
      ['line-a0001', 4],
      ['line-c0001', 1],
    ]);
    const paying = { guest: A, printGroupUuid: 'pg', since: '2026-11-27T12:00:00.000Z', lineIds: ['line-c0001'] };
    const held = applyOp(bookOfState({ ...state, paying }), setQ('line-c0001', 2, 3), B);
    expect(held.result.code).toBe('table_cart_paying');
  });
});

describe('random sessions of three phones (seeded)', () => {
  /** A small deterministic generator, so a failure names its seed and can be replayed. */
  function generator(seed: number) {
    let state = seed >>> 0;
    return (n: number) => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state % n;
    };
  }

  function session(seed: number) {
    const pick = generator(seed);
    const sent: [TableCartOp, number][] = [];
    let book = EMPTY_TABLE_CART_BOOK;
    const lineIds: string[] = [];
    for (let step = 0; step < 150; step++) {
      const guest = 1 + pick(3);
      const known = lineIds[pick(Math.max(lineIds.length, 1))] ?? 'line-none0001';
      const seen = Math.max(0, book.version - pick(4));
      const roll = pick(10);
      let op: TableCartOp;
      if (roll < 4 || lineIds.length === 0) {
        const lineId = `line-${seed}-${step}`;
        lineIds.push(lineId);
        op = add(lineId, input(1 + pick(3), 1 + pick(40), { requestText: pick(2) ? '' : 'less salt' }), seen);
      } else if (roll < 6) op = setQ(known, 1 + pick(60), seen);
      else if (roll < 7) op = setR(known, pick(2) ? '' : 'less salt', seen);
      else if (roll < 9) op = remove(known, seen);
      else op = sent[pick(sent.length)]?.[0] ?? remove(known, seen);
      if (pick(25) === 0) book = takeOrdered(book, orderOf(book, guest));
      sent.push([op, guest]);
      book = applyOp(book, op, guest).book;
    }
    return { book, sent };
  }

  it.each([1, 2, 3, 42, 1234, 99_999])(
    'seed %i: caps, merges, each op once, every added line accounted for',
    (seed) => {
      const { book, sent } = session(seed);
      // At most 99 of a menu, and no two identical lines side by side.
      for (const menuSeq of new Set(book.lines.map((l) => l.menuSeq))) {
        expect(book.lines.filter((l) => l.menuSeq === menuSeq).reduce((n, l) => n + l.quantity, 0)).toBeLessThanOrEqual(
          99,
        );
      }
      for (const [i, a] of book.lines.entries()) {
        for (const b of book.lines.slice(i + 1)) expect(isSameTableLine(a, b)).toBe(false);
      }
      // Each distinct op id has one outcome, whatever the repeats.
      const distinct = new Set(sent.map(([op]) => op.opId));
      expect(Object.keys(book.outcomes).sort()).toEqual([...distinct].sort());
      // Every applied add is in the cart, in an order, or shown as removed (now or before the last order).
      const removedIds = new Set([...book.removed.map((r) => r.lineId), ...Object.keys(book.earlierRemovals)]);
      const orderedIds = new Set(book.orders.flatMap((o) => o.lines.map((l) => l.lineId)));
      const present = new Set(book.lines.map((l) => l.lineId));
      for (const [op] of sent) {
        if (op.kind !== 'add' || book.outcomes[op.opId]?.outcome !== 'applied') continue;
        let id = op.lineId;
        for (let hops = 0; hops < 10 && book.aliases[id]; hops++) id = book.aliases[id] ?? id;
        expect(present.has(id) || orderedIds.has(id) || removedIds.has(id), `${op.lineId} → ${id}`).toBe(true);
      }
    },
  );

  it.each([7, 8, 9])('seed %i: the whole session sent twice ends as sent once', (seed) => {
    const { book, sent } = session(seed);
    let again = book;
    for (const [op, guest] of sent) again = applyOp(again, op, guest).book;
    expect(again).toEqual(book);
  });
});
