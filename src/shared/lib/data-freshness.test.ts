import { describe, expect, it } from 'vitest';
import { store } from '../state/store.ts';
import { cachedCallsAtom, noteAnswer, oldestCachedAt } from './data-freshness.ts';

describe('oldestCachedAt', () => {
  it.each([
    [{ shopInfo: 5, category: 3 }, ['shopInfo', 'category'], 3],
    [{ shopInfo: 5 }, ['shopInfo', 'category'], 5],
    [{ breakTime: 1 }, ['shopInfo'], null],
    [{}, [], null],
  ])('of %o for %o is %s', (cached, calls, expected) => {
    expect(oldestCachedAt(cached, calls)).toBe(expected);
  });
});

describe('noteAnswer', () => {
  it('remembers a cached answer and forgets it when a fresh one arrives', () => {
    noteAnswer('category', 1_000);
    expect(store.get(cachedCallsAtom)).toMatchObject({ category: 1_000 });
    noteAnswer('category', null);
    expect(store.get(cachedCallsAtom)).not.toHaveProperty('category');
  });
});
