/**
 * The form `smartropay.payment({ FormId })` reads (manual.smartropay.co.kr module.do "결제요청
 * 파라미터"), made from what the order service registered: Mid, Moid, Amt, EdiDate and EncryptData
 * exactly as the service made and signed them, the goods name within 40 characters, and the
 * relay's return and stop addresses for this order.
 */
import type { GatewayFields } from '../../api/contract/calls.ts';
import { fitGoodsName } from './goods-name.ts';

export type SmartroFields = Extract<GatewayFields, { provider: 'smartro' }>;

/** A type, not an interface, so it stays assignable to the plain string map a form is made from. */
export type SmartroForm = {
  PayMethod: 'CARD';
  GoodsCnt: string;
  GoodsName: string;
  Amt: string;
  Moid: string;
  Mid: string;
  EdiDate: string;
  EncryptData: string;
  ReturnUrl: string;
  StopUrl: string;
};

export function smartroFormOf(fields: SmartroFields, goodsName: string, relay: (path: string) => string): SmartroForm {
  return {
    PayMethod: 'CARD',
    GoodsCnt: '1',
    GoodsName: fitGoodsName(goodsName),
    Amt: String(fields.Amt),
    Moid: fields.Moid,
    Mid: fields.Mid,
    EdiDate: fields.EdiDate,
    EncryptData: fields.EncryptData,
    ReturnUrl: relay(`/smartro/return/${encodeURIComponent(fields.Moid)}`),
    StopUrl: relay(`/smartro/stop/${encodeURIComponent(fields.Moid)}`),
  };
}

/** Puts the fields in a hidden form on the page (replacing an earlier one) for the script to read. */
export function mountForm(id: string, fields: Record<string, string>, action = ''): HTMLFormElement {
  document.getElementById(id)?.remove();
  const form = document.createElement('form');
  form.id = id;
  form.method = 'post';
  if (action) form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}
