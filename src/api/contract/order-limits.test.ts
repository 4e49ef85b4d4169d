import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { ORDER_LIMIT_CODES, orderLimitOfCode, orderLimitProblem } from './order-limits.ts';

const line = (menuSeq: number, quantity: number) => ({ menuSeq, quantity });
const lines = (count: number) => Array.from({ length: count }, (_, i) => line(i + 1, 1));

describe('orderLimitProblem', () => {
  it.each([
    ['one line of one', [line(1, 1)], null],
    ['99 of one menu on one line', [line(1, 99)], null],
    ['99 of one menu over two lines (other options)', [line(1, 50), line(1, 49)], null],
    ['100 of one menu over two lines', [line(1, 50), line(1, 50)], { kind: 'menuQuantity', menuSeq: 1, quantity: 100 }],
    ['99 each of two menus', [line(1, 99), line(2, 99)], null],
    [
      'the second menu over, after a first within',
      [line(1, 99), line(2, 60), line(2, 40)],
      {
        kind: 'menuQuantity',
        menuSeq: 2,
        quantity: 100,
      },
    ],
    [`${LIMITS.orderLines} lines`, lines(LIMITS.orderLines), null],
    [`${LIMITS.orderLines + 1} lines`, lines(LIMITS.orderLines + 1), { kind: 'lines', count: LIMITS.orderLines + 1 }],
    [
      'too many lines is told before a menu over 99',
      [...lines(LIMITS.orderLines), line(1, 99)],
      { kind: 'lines', count: LIMITS.orderLines + 1 },
    ],
    ['no lines (the schema refuses those)', [], null],
  ] as const)('%s', (_name, input, expected) => {
    expect(orderLimitProblem(input)).toEqual(expected);
  });
});

describe('orderLimitOfCode', () => {
  it('reads the service’s codes back', () => {
    expect(orderLimitOfCode(ORDER_LIMIT_CODES.lines)).toBe('lines');
    expect(orderLimitOfCode(ORDER_LIMIT_CODES.menuQuantity)).toBe('menuQuantity');
    expect(orderLimitOfCode('price_mismatch')).toBeNull();
    expect(orderLimitOfCode(undefined)).toBeNull();
  });
});
