/**
 * The request the app hands NICEPAY, against the manual's table (github.com/nicepayments/
 * nicepay-manual, api/payment-window-server.md "요청 명세": clientId String 50 O, method String 20 O,
 * orderId String 64 O, amount Integer 12 O, goodsName String 40 O, returnUrl String 500 O; no
 * cancelUrl in the table; failures through fnError, common/test.md sample).
 */
import { describe, expect, it } from 'vitest';
import { niceRequestOf } from './nice-request.ts';

const FIELDS = {
  provider: 'nice',
  orderId: '0b6c1f3e8a7d4c559f0e2d4b6a8c1e3f',
  clientId: null,
  amount: 24000,
} as const;
const RETURN = 'https://order.example.com/api/pg-relay/nice/return';
const fnError = () => undefined;

describe('niceRequestOf', () => {
  it('has exactly the required fields of the table, plus fnError, and nothing the table lacks', () => {
    const request = niceRequestOf(FIELDS, '김치찌개 외 1개', RETURN, fnError, 'R2_deployment');
    expect(Object.keys(request).sort()).toEqual(
      ['amount', 'clientId', 'fnError', 'goodsName', 'method', 'orderId', 'returnUrl'].sort(),
    );
    expect(request).toMatchObject({
      clientId: 'R2_deployment',
      method: 'card',
      orderId: FIELDS.orderId,
      amount: 24000,
      goodsName: '김치찌개 외 1개',
      returnUrl: RETURN,
    });
    expect(request).not.toHaveProperty('cancelUrl');
  });

  it('keeps each field within the table: orderId 64, amount a whole number of 12 digits, goodsName 40, returnUrl 500', () => {
    const request = niceRequestOf(FIELDS, '가'.repeat(60), RETURN, fnError, 'R2_deployment');
    expect(request.orderId.length).toBeLessThanOrEqual(64);
    expect(Number.isInteger(request.amount)).toBe(true);
    expect(String(request.amount).length).toBeLessThanOrEqual(12);
    expect(Array.from(request.goodsName)).toHaveLength(40);
    expect(request.clientId.length).toBeLessThanOrEqual(50);
    expect(request.returnUrl.length).toBeLessThanOrEqual(500);
  });

  it("uses the shop's client id when the order service has one, else the deployment's", () => {
    expect(niceRequestOf({ ...FIELDS, clientId: 'R2_shop7' }, 'x', RETURN, fnError, 'R2_deployment').clientId).toBe(
      'R2_shop7',
    );
    expect(niceRequestOf(FIELDS, 'x', RETURN, fnError, 'R2_deployment').clientId).toBe('R2_deployment');
  });

  it('hands the order id and amount over as the service made them', () => {
    const request = niceRequestOf({ ...FIELDS, amount: 1004 }, 'x', RETURN, fnError, 'R2');
    expect([request.orderId, request.amount]).toEqual([FIELDS.orderId, 1004]);
  });
});
