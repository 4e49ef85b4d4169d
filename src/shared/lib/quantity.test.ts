import { describe, expect, it } from 'vitest';
import { canDecreaseQuantity, canIncreaseQuantity, checkAddQuantity, clampQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it.each([
    [1, 1],
    [50, 50],
    [99, 99],
    [100, 99],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('keeps a line between 1 and 99: %s → %i', (n, expected) => {
    expect(clampQuantity(n)).toBe(expected);
  });
});

describe('canIncreaseQuantity / canDecreaseQuantity', () => {
  it.each([
    [1, true, false],
    [2, true, true],
    [98, true, true],
    [99, false, true],
  ])('the stepper stops at 1 and 99: at %i plus=%s minus=%s', (n, plus, minus) => {
    expect(canIncreaseQuantity(n)).toBe(plus);
    expect(canDecreaseQuantity(n)).toBe(minus);
  });
});

describe('checkAddQuantity', () => {
  it.each([
    ['an empty cart takes 1', 1, 0, { ok: true }],
    ['an empty cart takes 99', 99, 0, { ok: true }],
    ['reaching 99 exactly is allowed', 9, 90, { ok: true }],
    ['going one past 99 is refused', 10, 90, { ok: false, reason: 'maxQuantity' }],
    ['a full menu refuses one more', 1, 99, { ok: false, reason: 'maxQuantity' }],
    ['zero is not a quantity', 0, 0, { ok: false, reason: 'invalidQuantity' }],
    ['a fraction is not a quantity', 1.5, 0, { ok: false, reason: 'invalidQuantity' }],
    ['more than 99 at once is not a quantity', 100, 0, { ok: false, reason: 'invalidQuantity' }],
  ])('%s', (_rule, adding, inCart, expected) => {
    expect(checkAddQuantity(adding, inCart)).toEqual(expected);
  });
});
