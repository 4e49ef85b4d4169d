import { describe, expect, it } from 'vitest';
import { fitGoodsName, GOODS_NAME_LIMIT } from './goods-name.ts';

const length = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;

describe('fitGoodsName', () => {
  it.each([
    ['a short name stays', '비빔밥 외 2개', '비빔밥 외 2개'],
    ['exactly 40 stays', '가'.repeat(40), '가'.repeat(40)],
    ['41 is cut to 39 and an ellipsis', '가'.repeat(41), `${'가'.repeat(39)}…`],
    ['blank becomes a dash', '   ', '-'],
    ['runs of spaces fold', '김치  찌개', '김치 찌개'],
    ['a cut name has no space before the ellipsis', `${'가'.repeat(38)} 나다라`, `${'가'.repeat(38)}…`],
  ])('%s', (_case, input, expected) => {
    expect(fitGoodsName(input)).toBe(expected);
  });

  it('never splits a Hangul syllable typed as conjoining jamo (NFD)', () => {
    const name = '한'.normalize('NFD').repeat(45);
    const fitted = fitGoodsName(name);
    expect(fitted).toBe(`${'한'.repeat(39)}…`);
    expect(length(fitted)).toBe(GOODS_NAME_LIMIT);
  });

  it('never splits an emoji or a letter with its combining accent', () => {
    const fitted = fitGoodsName(`${'a'.repeat(38)}👨‍👩‍👧e\u0301xyz`);
    expect(fitted).toBe(`${'a'.repeat(38)}👨‍👩‍👧…`);
    expect(length(fitted)).toBe(GOODS_NAME_LIMIT);
  });
});
