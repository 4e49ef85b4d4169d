import { describe, expect, it } from 'vitest';
import { GUARD, guardStateOver, isGuardEntry, leftBackwards, routerIndexOf } from './result-back-guard.ts';

describe('leftBackwards', () => {
  it.each([
    ['Back onto the result page’s own entry (same count, no mark)', 4, { __TSR_index: 4 }, true],
    ['Back past it, to the payment page', 4, { __TSR_index: 3 }, true],
    ['Back to the first entry of the tab', 4, { __TSR_index: 0 }, true],
    ['Forward to a screen opened from the result page', 4, { __TSR_index: 5 }, false],
    ['a table’s address opened inside the running app', 4, { __TSR_index: 5, key: 'k' }, false],
    ['Forward by several entries', 4, { __TSR_index: 9 }, false],
    ['returning onto the guard entry itself', 4, { __TSR_index: 4, [GUARD]: true }, false],
    ['an entry with no router count', 4, { other: 1 }, true],
    ['an entry with no state', 4, null, true],
    ['a guard with no router count', undefined, { __TSR_index: 5 }, true],
    ['a count that is not a whole number', 4, { __TSR_index: '5' }, true],
  ] as const)('%s', (_name, guardIndex, popped, expected) => {
    expect(leftBackwards(guardIndex, popped)).toBe(expected);
  });
});

describe('the guard entry', () => {
  it('keeps the router’s state of the entry under it and adds its mark', () => {
    const state = guardStateOver({ __TSR_index: 2, key: 'a' });
    expect(state).toEqual({ __TSR_index: 2, key: 'a', [GUARD]: true });
    expect(isGuardEntry(state)).toBe(true);
    expect(routerIndexOf(state)).toBe(2);
  });

  it('is made over an entry with no state too', () => {
    expect(guardStateOver(null)).toEqual({ [GUARD]: true });
    expect(guardStateOver('left by another script')).toEqual({ [GUARD]: true });
    expect(routerIndexOf(null)).toBeUndefined();
  });

  it('is recognised by its mark only', () => {
    expect(isGuardEntry({ __TSR_index: 2 })).toBe(false);
    expect(isGuardEntry({ [GUARD]: 'yes' })).toBe(false);
    expect(isGuardEntry(undefined)).toBe(false);
  });
});
