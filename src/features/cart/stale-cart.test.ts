import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { isStaleCart } from './stale-cart.ts';
import { tokenMark } from './token-mark.ts';

const line = { cartSeq: 0, menuSeq: 1, quantity: 1 } as CartLine;

describe('isStaleCart', () => {
  it.each([
    ['items under another token', [line], 'old', 'new', true],
    ['items under this token', [line], 'same', 'same', false],
    ['items under the mark of this token', [line], tokenMark('same'), 'same', false],
    ['items under the mark of another token', [line], tokenMark('old'), 'new', true],
    ['an empty cart under another token', [], 'old', 'new', false],
    ['items kept without a token', [line], null, 'new', false],
    ['a screen without a token', [line], 'old', null, false],
  ] as const)('%s: %s', (_, lines, cartToken, token, expected) => {
    expect(isStaleCart({ lines: [...lines], token: cartToken }, token)).toBe(expected);
  });
});
