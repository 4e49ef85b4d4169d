/**
 * The form the app hands Smartro, against the manual's table (manual.smartropay.co.kr module.do
 * "결제요청 파라미터" as the SS-Pay page repeats it, 길이(char): PayMethod 10, Mid 10, Amt 12 (숫자만),
 * Moid 40, GoodsName 40, GoodsCnt 2, ReturnUrl and StopUrl full addresses, EdiDate 14, EncryptData
 * 가변) and the fields public integrations send (docs/payments.md).
 */
import { describe, expect, it } from 'vitest';
import { smartroFormOf } from './smartro-form.ts';

const FIELDS = {
  provider: 'smartro',
  Mid: 't_demo001m',
  Moid: '0b6c1f3e8a7d4c559f0e2d4b6a8c1e3f',
  Amt: 24000,
  EdiDate: '20250602120000',
  EncryptData: 'bXlzaWduZWRmaWVsZHM=',
} as const;
const relay = (path: string) => `https://order.example.com/api/pg-relay${path}`;

describe('smartroFormOf', () => {
  it('names every field as the table does, no more (GoodsName, not GoodsNm)', () => {
    expect(Object.keys(smartroFormOf(FIELDS, '김치찌개', relay)).sort()).toEqual(
      [
        'Amt',
        'EdiDate',
        'EncryptData',
        'GoodsCnt',
        'GoodsName',
        'Mid',
        'Moid',
        'PayMethod',
        'ReturnUrl',
        'StopUrl',
      ].sort(),
    );
  });

  it('hands the signed fields over unchanged and points ReturnUrl and StopUrl at the relay for this order', () => {
    expect(smartroFormOf(FIELDS, '김치찌개', relay)).toEqual({
      PayMethod: 'CARD',
      GoodsCnt: '1',
      GoodsName: '김치찌개',
      Amt: '24000',
      Moid: FIELDS.Moid,
      Mid: FIELDS.Mid,
      EdiDate: FIELDS.EdiDate,
      EncryptData: FIELDS.EncryptData,
      ReturnUrl: `https://order.example.com/api/pg-relay/smartro/return/${FIELDS.Moid}`,
      StopUrl: `https://order.example.com/api/pg-relay/smartro/stop/${FIELDS.Moid}`,
    });
  });

  it('keeps each field within its length, Amt digits only and Moid without special characters', () => {
    const form = smartroFormOf(FIELDS, '한'.repeat(50), relay);
    expect(form.PayMethod.length).toBeLessThanOrEqual(10);
    expect(form.Mid.length).toBeLessThanOrEqual(10);
    expect(form.Amt).toMatch(/^\d{1,12}$/);
    expect(form.Moid).toMatch(/^[A-Za-z0-9]{1,40}$/);
    expect(Array.from(form.GoodsName)).toHaveLength(40);
    expect(form.GoodsCnt).toMatch(/^\d{1,2}$/);
    expect(form.EdiDate).toMatch(/^\d{14}$/);
    expect(form.ReturnUrl).toMatch(/^https?:\/\//);
    expect(form.StopUrl).toMatch(/^https?:\/\//);
  });
});
