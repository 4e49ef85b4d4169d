import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from './replace-equal-deep.ts';

const menus = () => [
  {
    category: 'Meals',
    menus: [
      { menuSeq: 1, price: 9000, outOfStock: false },
      { menuSeq: 2, price: 8000 },
    ],
  },
  { category: 'Drinks', menus: [{ menuSeq: 3, price: 2000 }] },
];

describe('replaceEqualDeep', () => {
  it('gives back the previous object itself when nothing changed', () => {
    const prev = menus();
    expect(replaceEqualDeep(prev, menus())).toBe(prev);
  });

  it('keeps every unchanged part and makes new objects only along the changed path', () => {
    const prev = menus();
    const next = menus();
    next[0]!.menus[0]!.outOfStock = true;
    const shared = replaceEqualDeep(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
    expect(shared[0]).not.toBe(prev[0]);
    expect(shared[0]!.menus[0]).not.toBe(prev[0]!.menus[0]);
    expect(shared[0]!.menus[1]).toBe(prev[0]!.menus[1]);
    expect(shared[1]).toBe(prev[1]);
  });

  it.each<[string, unknown, unknown]>([
    ['a removed item', [{ a: 1 }, { b: 2 }], [{ a: 1 }]],
    ['an added item', [{ a: 1 }], [{ a: 1 }, { b: 2 }]],
    ['a removed key', { a: 1, b: 2 }, { a: 1 }],
    ['an added key', { a: 1 }, { a: 1, b: 2 }],
    ['a key now undefined', { a: 1 }, { a: 1, b: undefined }],
    ['a changed primitive', { a: 1 }, { a: 2 }],
    ['null for an object', { a: { b: 1 } }, { a: null }],
    ['an object for an array', { a: [1] }, { a: { 0: 1 } }],
  ])('sees %s as a change', (_name, prev, next) => {
    const shared = replaceEqualDeep(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
  });

  it('takes the next value when there was nothing before', () => {
    const next = menus();
    expect(replaceEqualDeep(null, next)).toBe(next);
  });
});
