import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GatewayRequest, handOverToGateway, isPhoneChannel, relayUrl } from './gateway.ts';
import type { ScriptGateway } from './payment-rules.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('isPhoneChannel', () => {
  it.each([
    ['a desktop browser with room for the 660 px layer', DESKTOP, 1280, false],
    ['a desktop browser exactly 660 px wide', DESKTOP, 660, false],
    ['a desktop browser too narrow for the layer', DESKTOP, 659, true],
    ['an Android phone', ANDROID, 412, true],
    ['an iPhone', IPHONE, 390, true],
    ['a phone browser in a wide window', ANDROID, 1280, true],
  ])('%s', (_case, userAgent, width, phone) => {
    expect(isPhoneChannel(userAgent, width)).toBe(phone);
  });
});

describe('relayUrl', () => {
  it.each([
    ['a path on the app origin', '/api/pg-relay', 'https://order.example.com/api/pg-relay/nice/return'],
    ['a trailing slash', '/api/pg-relay/', 'https://order.example.com/api/pg-relay/nice/return'],
    ['another origin', 'https://relay.example.net/pay', 'https://relay.example.net/pay/nice/return'],
  ])('%s', (_case, base, expected) => {
    expect(relayUrl('/nice/return', base, 'https://order.example.com')).toBe(expected);
  });
});

describe('handOverToGateway: a hand-over that cannot happen is told to the diner', () => {
  const NICE_FIELDS = { provider: 'nice', orderId: 'pg-1', clientId: 'R2_shop', amount: 9000 } as const;
  const SMARTRO_FIELDS = {
    provider: 'smartro',
    Mid: 'm',
    Moid: 'pg-1',
    Amt: 9000,
    EdiDate: '20261126080000',
    EncryptData: 'x',
  } as const;
  const request = (fields: GatewayRequest['fields']): GatewayRequest => ({
    orderId: 'pg-1',
    amount: 9000,
    goodsName: '김치찌개',
    fields,
  });

  /** A phone's page: Smartro takes its form as a page of its own, so no layer is watched. */
  function page(scripts: Partial<Pick<Window, 'AUTHNICE' | 'smartropay'>>) {
    vi.stubGlobal('window', { location: { origin: 'https://order.example.com' }, innerWidth: 390, ...scripts });
    vi.stubGlobal('navigator', { userAgent: IPHONE });
    const form = { append: vi.fn(), hidden: false };
    vi.stubGlobal('document', {
      getElementById: () => null,
      createElement: (tag: string) => (tag === 'form' ? form : {}),
      body: { append: vi.fn() },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  }
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, ScriptGateway, Partial<Pick<Window, 'AUTHNICE' | 'smartropay'>>, GatewayRequest['fields']]>([
    ['the NICEPAY script is not there', 'nice', {}, NICE_FIELDS],
    ['the service made no NICEPAY fields', 'nice', { AUTHNICE: { requestPay: vi.fn() } }, SMARTRO_FIELDS],
    ['the service made no fields at all', 'nice', { AUTHNICE: { requestPay: vi.fn() } }, null],
    ['the Smartro script is not there', 'smartro', {}, SMARTRO_FIELDS],
    ['the service made no Smartro fields', 'smartro', { smartropay: { init: vi.fn(), payment: vi.fn() } }, NICE_FIELDS],
  ])('%s', (_rule, gateway, scripts, fields) => {
    page(scripts);
    const onError = vi.fn();
    handOverToGateway(gateway, request(fields), onError);
    expect(onError).toHaveBeenCalledTimes(1);
    if (scripts.AUTHNICE) expect(scripts.AUTHNICE.requestPay).not.toHaveBeenCalled();
    if (scripts.smartropay) expect(scripts.smartropay.payment).not.toHaveBeenCalled();
  });

  it('hands NICEPAY the order with the relay as its return, and tells a later refusal', () => {
    const requestPay = vi.fn();
    page({ AUTHNICE: { requestPay } });
    const onError = vi.fn();
    handOverToGateway('nice', request(NICE_FIELDS), onError);
    expect(onError).not.toHaveBeenCalled();
    expect(requestPay).toHaveBeenCalledWith(
      expect.objectContaining({
        clientId: 'R2_shop',
        orderId: 'pg-1',
        amount: 9000,
        returnUrl: 'https://order.example.com/api/pg-relay/nice/return',
      }),
    );
    requestPay.mock.calls[0]?.[0].fnError({ errorMsg: 'refused' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('hands Smartro its form on a phone', () => {
    const smartropay = { init: vi.fn(), payment: vi.fn() };
    page({ smartropay });
    const onError = vi.fn();
    handOverToGateway('smartro', request(SMARTRO_FIELDS), onError);
    expect(onError).not.toHaveBeenCalled();
    expect(smartropay.init).toHaveBeenCalledTimes(1);
    expect(smartropay.payment).toHaveBeenCalledWith({ FormId: 'smartro-pay-form' });
  });

  it('tells a refusal when the NICEPAY script throws', () => {
    page({
      AUTHNICE: {
        requestPay: () => {
          throw new Error('bad request');
        },
      },
    });
    const onError = vi.fn();
    handOverToGateway('nice', request(NICE_FIELDS), onError);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
