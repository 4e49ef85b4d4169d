import { describe, expect, it } from 'vitest';
import { type OrderLogFooter, orderLogFooter } from './footer.ts';

describe('orderLogFooter', () => {
  it.each<[string, string | null, string | null, boolean, OrderLogFooter]>([
    [
      'a review link with a gateway: capture the receipt',
      'naver.me/review',
      'smartro',
      false,
      { kind: 'review', url: 'https://naver.me/review', notice: 'captureReceipt' },
    ],
    [
      'a review link without a gateway: ask at the counter',
      'https://map.example/r',
      null,
      false,
      { kind: 'review', url: 'https://map.example/r', notice: 'askCounter' },
    ],
    [
      'a review link shows even when the session expired',
      'https://map.example/r',
      null,
      true,
      { kind: 'review', url: 'https://map.example/r', notice: 'askCounter' },
    ],
    ['no review link and a live session: additional order', null, null, false, { kind: 'additionalOrder' }],
    ['no review link and an expired session: nothing', null, 'nice', true, { kind: 'none' }],
    ['an unsafe review link counts as none', ' javascript:alert(1)', null, false, { kind: 'additionalOrder' }],
    ['a blank review link counts as none', '  ', null, false, { kind: 'additionalOrder' }],
  ])('%s', (_rule, reviewLink, pgCode, expired, expected) => {
    expect(orderLogFooter({ reviewLink, pgCode, deliveryPgCode: null }, { delivery: false }, expired)).toEqual(
      expected,
    );
  });

  it.each<[string, string | null, string | null, boolean, 'captureReceipt' | 'askCounter']>([
    ['a delivery table paying through the delivery gateway', null, 'nice', true, 'captureReceipt'],
    ['a delivery table of a shop with only a dine-in gateway', 'smartro', null, true, 'askCounter'],
    ['a dine-in table of a shop with only a delivery gateway', null, 'nice', false, 'askCounter'],
  ])('the receipt notice follows the table: %s', (_rule, pgCode, deliveryPgCode, delivery, notice) => {
    const shop = { reviewLink: 'https://map.example/r', pgCode, deliveryPgCode };
    expect(orderLogFooter(shop, { delivery }, false)).toEqual({ kind: 'review', url: 'https://map.example/r', notice });
  });
});
