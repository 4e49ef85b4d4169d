/**
 * The card gateways' browser scripts (spec section 4): smartro and nice each ship a script that
 * takes the payment over and sends the page to its card window. The script is injected once per
 * page; a failed load is forgotten so the next attempt injects it again.
 */
import { CONFIG } from '../../shared/config.ts';
import type { ScriptGateway } from './payment-rules.ts';

interface SmartroPay {
  init?: (options: Record<string, unknown>) => void;
  payment: (params: { Moid: string; Amt: number; GoodsNm: string; ReturnUrl: string; StopUrl: string }) => void;
}

interface NicePay {
  requestPay: (params: {
    clientId: string;
    method: 'card';
    orderId: string;
    amount: number;
    goodsName: string;
    returnUrl: string;
    cancelUrl: string;
    fnError: (error: { errorCode?: string; msg?: string }) => void;
  }) => void;
}

declare global {
  interface Window {
    smartropay?: SmartroPay;
    AUTHNICE?: NicePay;
  }
}

const loads = new Map<ScriptGateway, Promise<void>>();

function isReady(gateway: ScriptGateway): boolean {
  return gateway === 'smartro' ? window.smartropay !== undefined : window.AUTHNICE !== undefined;
}

/** Injects the gateway's script once; resolves when its global is there. */
export function loadGatewayScript(gateway: ScriptGateway): Promise<void> {
  if (isReady(gateway)) return Promise.resolve();
  const running = loads.get(gateway);
  if (running) return running;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CONFIG.gatewayScripts[gateway];
    script.async = true;
    script.dataset.gateway = gateway;
    script.onload = () => (isReady(gateway) ? resolve() : reject(new Error(`${gateway} script has no API`)));
    script.onerror = () => {
      script.remove();
      reject(new Error(`${gateway} script did not load`));
    };
    document.head.append(script);
  });
  loads.set(gateway, loading);
  loading.catch(() => loads.delete(gateway));
  return loading;
}

export interface GatewayRequest {
  /** The print group id (the gateway's merchant order id, `mchtTrdNo` afterwards). */
  orderId: string;
  /** In the currency's minor unit. */
  amount: number;
  goodsName: string;
  /** Where the gateway sends the diner after approving: the payment-in-progress page. */
  returnUrl: string;
  /** Where it sends the diner after a cancel or a decline: the payment-cancel page. */
  cancelUrl: string;
}

/**
 * Hands the payment to the gateway; the page then navigates away. `onError` runs when the gateway
 * refuses the request without leaving (nice reports through `fnError`, smartro throws).
 */
export function handOverToGateway(gateway: ScriptGateway, request: GatewayRequest, onError: () => void): void {
  try {
    if (gateway === 'smartro') {
      const pay = window.smartropay;
      if (!pay) throw new Error('smartro script is not loaded');
      pay.payment({
        Moid: request.orderId,
        Amt: request.amount,
        GoodsNm: request.goodsName,
        ReturnUrl: request.returnUrl,
        StopUrl: request.cancelUrl,
      });
      return;
    }
    const pay = window.AUTHNICE;
    if (!pay) throw new Error('nice script is not loaded');
    pay.requestPay({
      clientId: CONFIG.niceClientId,
      method: 'card',
      orderId: request.orderId,
      amount: request.amount,
      goodsName: request.goodsName,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      fnError: (error) => {
        console.warn('The gateway refused the payment request', error);
        onError();
      },
    });
  } catch (error) {
    console.warn('The gateway refused the payment request', error);
    onError();
  }
}
