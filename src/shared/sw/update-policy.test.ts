import { describe, expect, it } from 'vitest';
import { canOfferUpdate } from './update-policy.ts';

describe('canOfferUpdate', () => {
  it.each([
    ['/', true],
    ['/list/12/3', true],
    ['/cart/12/3', true],
    ['/order/log/12/3/false', true],
    ['/waiting/complete/abc', true],
    ['/paymentless', true],
    ['/payment/12/3', false],
    ['/payment/process/abc', false],
    ['/payment/receipt/abc', false],
    ['/payment/cancel/12/3', false],
  ])('on %s: %s', (pathname, expected) => {
    expect(canOfferUpdate(pathname)).toBe(expected);
  });
});
