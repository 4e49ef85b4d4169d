import { describe, expect, it } from 'vitest';
import { hasPaymentGateway } from './payment-gateway.ts';

describe('hasPaymentGateway', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['a gateway code', 'smartro', true],
    ['another gateway code', 'nice', true],
    ['no code', null, false],
    ['a missing field', undefined, false],
    ['an empty code', '', false],
    ['a blank code', '   ', false],
  ])('%s → %s', (_case, pgCode, expected) => {
    expect(hasPaymentGateway({ pgCode })).toBe(expected);
  });
});
