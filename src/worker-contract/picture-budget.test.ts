import { describe, expect, it } from 'vitest';
import { firstScreenWithinBudget, pictureBudget, withinPictureBudget } from './picture-budget.ts';

describe('pictureBudget', () => {
  it.each([
    ['a row picture at 1×', 88, 88, 1, 1290],
    ['a row picture at 2×', 88, 88, 2, 5162],
    ['a row picture on a Pixel 7 (2.625×, counted as 2×)', 88, 88, 2.625, 5162],
    ['a row picture at 3×', 88, 88, 3, 5162],
    ['a banner at 380 × 127 on a Pixel 7', 380, 127, 2.625, 32173],
    ['a fractional ratio below the cap', 100, 100, 1.5, 3750],
    ['a ratio below 1 counts as 1', 60, 60, 0.5, 600],
  ])('%s: %i × %i at %f → %i bytes', (_, width, height, dpr, bytes) => {
    expect(pictureBudget(width, height, dpr)).toBe(bytes);
  });

  it('holds a picture to it, the limit included', () => {
    expect(withinPictureBudget(5162, 88, 88, 3)).toBe(true);
    expect(withinPictureBudget(5163, 88, 88, 3)).toBe(false);
  });
});

describe('firstScreenWithinBudget', () => {
  const row = { bytes: 4000, cssWidth: 88, cssHeight: 88 };
  it.each([
    ['no pictures', [], true],
    ['ten light rows', Array(10).fill(row), true],
    ['eleven rows, over 40 KiB together', Array(11).fill({ ...row, bytes: 3800 }), false],
    ['one picture over its own budget', [{ ...row, bytes: 5200 }], false],
  ])('%s', (_, pictures, expected) => {
    expect(firstScreenWithinBudget(pictures, 2.625)).toBe(expected);
  });
});
