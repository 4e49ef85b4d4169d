import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, isAddsSecondTap, noteAddedToCart } from './added-to-cart.ts';

describe('isAddsSecondTap', () => {
  it('is false before any add', () => {
    expect(isAddsSecondTap(0)).toBe(false);
  });

  it.each([
    [0, true],
    [DOUBLE_TAP_MS - 1, true],
    [DOUBLE_TAP_MS, false],
    [5_000, false],
  ])('%i ms after an add: %s', (elapsed, expected) => {
    noteAddedToCart(10_000);
    expect(isAddsSecondTap(10_000 + elapsed)).toBe(expected);
  });
});
