/**
 * A card page request, whichever gateway's parameter names it arrived with. The return and stop
 * addresses must be paths on this site (one leading slash), so the stand-in can never be used to
 * send a diner somewhere else.
 */
import type { GatewayCode } from '../state.ts';

export interface CardRequest {
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
  stopUrl: string;
}

const NAMES: Record<GatewayCode, Record<keyof CardRequest, string>> = {
  smartro: { orderId: 'Moid', amount: 'Amt', goodsName: 'GoodsNm', returnUrl: 'ReturnUrl', stopUrl: 'StopUrl' },
  nice: { orderId: 'orderId', amount: 'amount', goodsName: 'goodsName', returnUrl: 'returnUrl', stopUrl: 'cancelUrl' },
};

/** A same-site path: one leading slash, no backslash or control characters (browsers read `/\\` as `//`). */
export function isSitePath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value) && value.length <= 2000;
}

export type CardRequestResult = { ok: true; request: CardRequest } | { ok: false; problem: string };

/** Reads the gateway's own names on the card page, and the normalised names on the page's forms. */
export function readCardRequest(
  code: GatewayCode,
  fields: Record<string, unknown>,
  names: Record<keyof CardRequest, string> = NAMES[code],
): CardRequestResult {
  const get = (key: keyof CardRequest) => {
    const value = fields[names[key]];
    return typeof value === 'string' ? value : '';
  };
  const orderId = get('orderId');
  const amountText = get('amount');
  const goodsName = get('goodsName') || '-';
  const returnUrl = get('returnUrl');
  const stopUrl = get('stopUrl');
  if (orderId === '' || orderId.length > 64) return { ok: false, problem: 'The order id is missing or too long.' };
  if (!/^\d{1,12}$/.test(amountText)) return { ok: false, problem: 'The amount is not a whole number.' };
  if (!isSitePath(returnUrl)) return { ok: false, problem: 'The return address must be a path on this site.' };
  if (!isSitePath(stopUrl)) return { ok: false, problem: 'The stop address must be a path on this site.' };
  return {
    ok: true,
    request: { orderId, amount: Number(amountText), goodsName: goodsName.slice(0, 200), returnUrl, stopUrl },
  };
}

/** The normalised field names the card page's own forms post back. */
export const FORM_NAMES: Record<keyof CardRequest, string> = {
  orderId: 'orderId',
  amount: 'amount',
  goodsName: 'goodsName',
  returnUrl: 'returnUrl',
  stopUrl: 'stopUrl',
};

/** Adds `reason=…` to a path's query, before any fragment. */
export function withReason(url: string, reason: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason)}${hash}`;
}
