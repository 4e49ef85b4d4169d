/**
 * NICEPAY's `AUTHNICE.requestPay` object (nicepay-manual api/payment-window-server.md "요청 명세"),
 * made from what the order service registered: its order id and whole-won amount as the service
 * made them, the shop's client id when the service has one (else the deployment's), the goods name
 * within the manual's 40, and the relay as `returnUrl`. No `cancelUrl`: the manual has none; a
 * refusal or a closed window comes back through `fnError`.
 */
import type { GatewayFields } from '../../api/contract/calls.ts';
import { fitGoodsName } from './goods-name.ts';

export interface NicePayRequest {
  clientId: string;
  method: 'card';
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
  fnError: (error: { errorCode?: string; msg?: string; errorMsg?: string }) => void;
}

export type NiceFields = Extract<GatewayFields, { provider: 'nice' }>;

export function niceRequestOf(
  fields: NiceFields,
  goodsName: string,
  returnUrl: string,
  onError: NicePayRequest['fnError'],
  deploymentClientId: string,
): NicePayRequest {
  return {
    clientId: fields.clientId ?? deploymentClientId,
    method: 'card',
    orderId: fields.orderId,
    amount: fields.amount,
    goodsName: fitGoodsName(goodsName),
    returnUrl,
    fnError: onError,
  };
}
