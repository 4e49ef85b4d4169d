/**
 * The card gateways' browser scripts (spec section 4): smartro and nice each ship a script that
 * takes the payment over and opens its card window (a layer on a PC, a page on a phone). The
 * script is injected once per page; a failed load is forgotten so the next attempt injects it
 * again. The window's result goes to the order service's relay, never to this static app
 * (docs/payments.md).
 */
import type { GatewayFields } from '../../api/contract/calls.ts';
import { CONFIG } from '../../shared/config.ts';
import { watchLayerClosed } from './layer-watch.ts';
import { type NicePayRequest, niceRequestOf } from './nice-request.ts';
import type { ScriptGateway } from './payment-rules.ts';
import { mountForm, smartroFormOf } from './smartro-form.ts';

/** Smartro's browser API (module.do): `init` once, then `payment` over the merchant's form. */
interface SmartroPay {
  init: (options: { mode: 'STG' | 'REAL' }) => void;
  payment: (params: { FormId: string; Callback?: (result: { Tid?: string; TrAuthKey?: string }) => void }) => void;
}

interface NicePay {
  requestPay: (params: NicePayRequest) => void;
}

declare global {
  interface Window {
    smartropay?: SmartroPay;
    AUTHNICE?: NicePay;
  }
}

/**
 * A phone takes the card window as a page: a phone's browser, or a screen too narrow for a PC
 * layer (NICEPAY's is 660 px wide, "PC 옵션"). Smartro has a script for each; NICEPAY picks itself.
 */
export function isPhoneChannel(userAgent = navigator.userAgent, width = window.innerWidth): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent) || width < 660;
}

function scriptAddress(gateway: ScriptGateway): string {
  if (gateway === 'nice') return CONFIG.gatewayScripts.nice;
  return isPhoneChannel() ? CONFIG.gatewayScripts.smartroMobile : CONFIG.gatewayScripts.smartroPc;
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
    script.src = scriptAddress(gateway);
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
  /** The print group id (the order the payment is for; `mchtTrdNo` afterwards). */
  orderId: string;
  /** The service's total, in won: what the gateway fields carry too. */
  amount: number;
  goodsName: string;
  /** What the order service made for the gateway (ids, signed fields), handed over unchanged. */
  fields: GatewayFields | null;
}

/** The relay's address for a path: the order service takes the gateway's form POST there. */
export function relayUrl(path: string, base: string = CONFIG.payRelayBase, origin = window.location.origin): string {
  return new URL(`${base.replace(/\/$/, '')}${path}`, origin).href;
}

const SMARTRO_FORM = 'smartro-pay-form';
const SMARTRO_APPROVAL_FORM = 'smartro-approval-form';

/**
 * Smartro: the form, `init`, then `payment`. On a PC the layer hands `{ Tid, TrAuthKey }` to the
 * Callback and this page posts them to ReturnUrl (the relay), as Smartro's samples do; on a phone
 * the window posts there itself. A closed layer calls nothing back: the watch reports it.
 */
function handOverToSmartro(request: GatewayRequest, onError: () => void): void {
  const pay = window.smartropay;
  if (!pay) throw new Error('smartro script is not loaded');
  if (request.fields?.provider !== 'smartro') throw new Error('the service made no Smartro fields for this order');
  const fields = smartroFormOf(request.fields, request.goodsName, (path) => relayUrl(path));
  mountForm(SMARTRO_FORM, fields);
  pay.init({ mode: CONFIG.smartroMode });
  if (isPhoneChannel()) {
    pay.payment({ FormId: SMARTRO_FORM });
    return;
  }
  let leaving = false;
  const stopWatch = watchLayerClosed(onError, () => leaving);
  try {
    pay.payment({
      FormId: SMARTRO_FORM,
      Callback: (result) => {
        leaving = true;
        stopWatch();
        mountForm(
          SMARTRO_APPROVAL_FORM,
          { Tid: result.Tid ?? '', TrAuthKey: result.TrAuthKey ?? '' },
          fields.ReturnUrl,
        ).submit();
      },
    });
  } catch (error) {
    stopWatch();
    throw error;
  }
}

/**
 * Hands the payment to the gateway; the page then navigates away. `onError` runs when the gateway
 * refuses the request without leaving (nice reports through `fnError`, smartro throws).
 */
export function handOverToGateway(gateway: ScriptGateway, request: GatewayRequest, onError: () => void): void {
  try {
    if (gateway === 'smartro') {
      handOverToSmartro(request, onError);
      return;
    }
    const pay = window.AUTHNICE;
    if (!pay) throw new Error('nice script is not loaded');
    if (request.fields?.provider !== 'nice') throw new Error('the service made no NICEPAY fields for this order');
    pay.requestPay(
      niceRequestOf(
        request.fields,
        request.goodsName,
        relayUrl('/nice/return'),
        (error) => {
          console.warn('The gateway reported an error', error);
          onError();
        },
        CONFIG.niceClientId,
      ),
    );
  } catch (error) {
    console.warn('The gateway refused the payment request', error);
    onError();
  }
}
