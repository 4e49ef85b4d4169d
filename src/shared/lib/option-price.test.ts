import { describe, expect, it } from 'vitest';
import { basePrice, type PricedGroup, unitPrice } from './option-price.ts';

const group = (doesReplace: boolean, ...prices: number[]): PricedGroup => ({
  doesReplace,
  options: prices.map((optionPrice) => ({ optionPrice })),
});

describe('basePrice and unitPrice', () => {
  it.each<[string, PricedGroup[], number, number]>([
    ['no options: the menu price', [], 9000, 9000],
    ['an adding option adds on top', [group(false, 500)], 9000, 9500],
    ['several adding options all add', [group(false, 500, 1000), group(false, 300)], 9000, 10800],
    ['a replacing choice replaces the menu price', [group(true, 12000)], 12000, 12000],
    ['a replacing choice of 0 makes the base 0', [group(true, 0)], 0, 0],
    ['replacing and adding together', [group(true, 12000), group(false, 500)], 12000, 12500],
    ['a replacing group with nothing chosen keeps the menu price', [group(true), group(false, 500)], 9000, 9500],
    ['two replacing groups with choices add up to the base', [group(true, 5000), group(true, 2000)], 7000, 7000],
  ])('%s', (_rule, groups, base, unit) => {
    expect(basePrice(9000, groups)).toBe(base);
    expect(unitPrice(9000, groups)).toBe(unit);
  });
});
