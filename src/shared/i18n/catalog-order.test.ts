import { describe, expect, it } from 'vitest';
import { catalogOrder } from './catalog-order.ts';

describe('catalogOrder', () => {
  it.each([
    ['ko', ['ko', 'en']],
    ['en', ['en', 'ko']],
    ['jp', ['jp', 'ko', 'en']],
    ['al', ['al', 'ko', 'en']],
  ] as const)('%s → %j', (wanted, expected) => {
    expect(catalogOrder(wanted)).toEqual(expected);
  });
});
