import { describe, expect, it } from 'vitest';
import {
  gatewayCodeFor,
  gatewayScriptFor,
  hasPaymentGateway,
  type PaymentWay,
  paymentWayFor,
} from './payment-gateway.ts';

type Codes = { pgCode: string | null | undefined; deliveryPgCode: string | null | undefined };

describe('gatewayCodeFor', () => {
  const shop = { pgCode: 'smartro', deliveryPgCode: 'nice' };
  it.each<[string, Codes, boolean | null, string | null]>([
    ['a dine-in table uses pgCode', shop, false, 'smartro'],
    ['a delivery table uses deliveryPgCode', shop, true, 'nice'],
    ['a delivery table without deliveryPgCode has no gateway', { pgCode: 'smartro', deliveryPgCode: null }, true, null],
    ['a delivery-only gateway serves delivery tables', { pgCode: null, deliveryPgCode: 'nice' }, true, 'nice'],
    ['a delivery-only gateway leaves dine-in tables without', { pgCode: null, deliveryPgCode: 'nice' }, false, null],
    ['a blank pgCode is no gateway', { pgCode: '  ', deliveryPgCode: null }, false, null],
    ['a missing field is no gateway', { pgCode: undefined, deliveryPgCode: undefined }, false, null],
    ['unknown table info counts as a dine-in table', shop, null, 'smartro'],
  ])('%s', (_rule, s, delivery, expected) => {
    expect(gatewayCodeFor(s, delivery === null ? null : { delivery })).toBe(expected);
  });
});

describe('gatewayScriptFor', () => {
  it.each<[string | null, string | null]>([
    ['smartro', 'smartro'],
    ['nice', 'nice'],
    ['NICE', 'nice'],
    ['kcp', null],
    [null, null],
  ])('only smartro and nice load a script: %j → %j', (code, expected) => {
    expect(gatewayScriptFor(code)).toBe(expected);
  });
});

describe('hasPaymentGateway and paymentWayFor decide per table', () => {
  it.each<[string, Codes, boolean, boolean, PaymentWay]>([
    ['dine-in at a smartro shop', { pgCode: 'smartro', deliveryPgCode: null }, false, true, 'card'],
    [
      'delivery at a shop with only a dine-in gateway',
      { pgCode: 'smartro', deliveryPgCode: null },
      true,
      false,
      'counter',
    ],
    ['delivery at a shop with only a delivery gateway', { pgCode: null, deliveryPgCode: 'nice' }, true, true, 'card'],
    ['dine-in at a shop with only a delivery gateway', { pgCode: '', deliveryPgCode: 'nice' }, false, false, 'counter'],
    ['a gateway the app cannot drive', { pgCode: 'kcp', deliveryPgCode: null }, false, true, 'unsupported'],
    [
      'delivery through a gateway the app cannot drive',
      { pgCode: 'nice', deliveryPgCode: 'toss' },
      true,
      true,
      'unsupported',
    ],
    ['no gateway at all', { pgCode: null, deliveryPgCode: null }, false, false, 'counter'],
  ])('%s', (_case, shop, delivery, gateway, way) => {
    expect(hasPaymentGateway(shop, { delivery })).toBe(gateway);
    expect(paymentWayFor(shop, { delivery })).toBe(way);
  });
});
