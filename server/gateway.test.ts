/** The gateway stand-ins: their browser scripts, the card page and its three buttons. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { approve, form, makeApp, orderBody, placeOrder } from './test-support.ts';

interface Browser {
  window: Record<string, unknown>;
  assigned: string[];
}

/** Runs a gateway script as a page on https://shop.test would, recording where it navigates. */
function loadScript(source: string, scriptUrl: string): Browser {
  const assigned: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(source, {
    window,
    URL,
    URLSearchParams,
    document: { currentScript: { src: scriptUrl } },
    location: {
      href: 'https://shop.test/payment/1/1',
      origin: 'https://shop.test',
      assign: (url: string) => assigned.push(url),
    },
  });
  return { window, assigned };
}

async function script(code: string): Promise<string> {
  const res = await makeApp().request(`/pg/${code}/pay.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  return res.text();
}

interface Smartro {
  init(options: unknown): void;
  payment(params: Record<string, unknown>): void;
}

interface Nice {
  requestPay(params: Record<string, unknown>): void;
}

const SMARTRO_PAY = {
  Moid: 'order-1',
  Amt: 11000,
  GoodsNm: '전주비빔밥 외 1건',
  ReturnUrl: '/payment/process/order-1',
  StopUrl: 'https://shop.test/payment/cancel/1/1',
};

describe('smartro pay.js', () => {
  it('defines smartropay and sends the page to the card page with the payment', async () => {
    const browser = loadScript(await script('smartro'), 'https://shop.test/pg/smartro/pay.js');
    const smartro = browser.window.smartropay as Smartro;
    smartro.init({ mode: 'STG' });
    smartro.payment(SMARTRO_PAY);
    const target = new URL(browser.assigned[0] ?? '');
    expect(target.pathname).toBe('/pg/smartro/card');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      Moid: 'order-1',
      Amt: '11000',
      GoodsNm: '전주비빔밥 외 1건',
      ReturnUrl: '/payment/process/order-1',
      StopUrl: '/payment/cancel/1/1',
      Mode: 'STG',
    });
  });

  it.each([
    ['a missing Moid', { Moid: '' }],
    ['a zero amount', { Amt: 0 }],
    ['a fractional amount', { Amt: 10.5 }],
    ['a return address on another site', { ReturnUrl: 'https://evil.test/x' }],
    ['a protocol-relative stop address', { StopUrl: '//evil.test/x' }],
  ])('throws for %s and stays on the page', async (_, change) => {
    const browser = loadScript(await script('smartro'), 'https://shop.test/pg/smartro/pay.js');
    const smartro = browser.window.smartropay as Smartro;
    expect(() => smartro.payment({ ...SMARTRO_PAY, ...change })).toThrow(/smartropay/);
    expect(browser.assigned).toEqual([]);
  });
});

const NICE_PAY = {
  clientId: 'demo-client',
  method: 'card',
  orderId: 'order-2',
  amount: 21000,
  goodsName: '후라이드 치킨',
  returnUrl: '/payment/process/order-2',
  cancelUrl: '/payment/cancel/2/1',
};

describe('nice pay.js', () => {
  it('defines AUTHNICE.requestPay and sends the page to the card page', async () => {
    const browser = loadScript(await script('nice'), 'https://shop.test/pg/nice/pay.js');
    (browser.window.AUTHNICE as Nice).requestPay({ ...NICE_PAY, fnError: () => undefined });
    const target = new URL(browser.assigned[0] ?? '');
    expect(target.pathname).toBe('/pg/nice/card');
    expect(target.searchParams.get('orderId')).toBe('order-2');
    expect(target.searchParams.get('cancelUrl')).toBe('/payment/cancel/2/1');
  });

  it.each([
    ['E001', { clientId: '' }],
    ['E002', { method: 'bank' }],
    ['E003', { orderId: undefined }],
    ['E004', { amount: -5 }],
    ['E006', { returnUrl: 'javascript:alert(1)' }],
    ['E007', { cancelUrl: 'https://evil.test/' }],
  ])('reports %s through fnError and stays on the page', async (errorCode, change) => {
    const browser = loadScript(await script('nice'), 'https://shop.test/pg/nice/pay.js');
    const errors: { errorCode: string; msg: string }[] = [];
    (browser.window.AUTHNICE as Nice).requestPay({ ...NICE_PAY, ...change, fnError: (e: never) => errors.push(e) });
    expect(errors).toEqual([{ errorCode, msg: expect.any(String) }]);
    expect(browser.assigned).toEqual([]);
  });
});

describe('card page', () => {
  it('shows merchant, goods and amount, escaping every value', async () => {
    const app = makeApp();
    const body = orderBody();
    await placeOrder(app, body);
    const query = new URLSearchParams({
      Moid: body.printGroupUuid,
      Amt: '11000',
      GoodsNm: '<script>alert("x")</script>비빔밥',
      ReturnUrl: '/payment/process/x?a=1&b="2"',
      StopUrl: '/stop',
    });
    const res = await app.request(`/pg/smartro/card?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('한옥마을 비빔밥');
    expect(html).toContain('11,000원');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;비빔밥');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="/payment/process/x?a=1&#38;b=&#34;2&#34;"');
    expect(html).toMatch(/name="viewport"/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each([
    ['an absolute return address', { ReturnUrl: 'https://evil.test/' }],
    ['a protocol-relative return address', { ReturnUrl: '//evil.test/' }],
    ['a backslash trick', { StopUrl: '/\\evil.test' }],
    ['a non-numeric amount', { Amt: '11,000' }],
  ])('refuses %s with 400', async (_, change) => {
    const query = new URLSearchParams({ Moid: 'x', Amt: '1', GoodsNm: 'g', ReturnUrl: '/r', StopUrl: '/s', ...change });
    expect((await makeApp().request(`/pg/smartro/card?${query}`)).status).toBe(400);
  });
});

describe('card page buttons', () => {
  it('approves: settles the order and redirects to the return address', async () => {
    const app = makeApp();
    const body = orderBody();
    await placeOrder(app, body);
    const res = await approve(app, 'smartro', body.printGroupUuid, 11000);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment/process/${body.printGroupUuid}`);
    expect((await app.request(`/api/payment/result?mchtTrdNo=${body.printGroupUuid}`)).status).toBe(200);
  });

  it.each([
    ['an amount that is not the service’s total', 'smartro', 100],
    ['the wrong gateway', 'nice', 11000],
  ] as const)('declines %s: redirect to the stop address with reason=declined', async (_, code, amount) => {
    const app = makeApp();
    const body = orderBody();
    await placeOrder(app, body);
    const res = await approve(app, code, body.printGroupUuid, amount);
    expect(res.headers.get('location')).toBe('/stop?reason=declined');
    expect((await app.request(`/api/payment/result?mchtTrdNo=${body.printGroupUuid}`)).status).toBe(204);
  });

  it('answers a second approval of a paid order as already paid, and charges nothing more', async () => {
    const app = makeApp();
    const body = orderBody();
    await placeOrder(app, body);
    await approve(app, 'smartro', body.printGroupUuid, 11000);
    const first = await (await app.request(`/api/payment/result?mchtTrdNo=${body.printGroupUuid}`)).json();
    expect((await approve(app, 'smartro', body.printGroupUuid, 11000)).headers.get('location')).toBe(
      `/payment/process/${body.printGroupUuid}?reason=already-paid`,
    );
    const second = await (await app.request(`/api/payment/result?mchtTrdNo=${body.printGroupUuid}`)).json();
    expect(second).toEqual(first);
  });

  it.each([
    ['decline', '/payment/cancel/1/1?from=pg&reason=declined'],
    ['cancel', '/payment/cancel/1/1?from=pg'],
  ])('%s redirects to the stop address', async (action, location) => {
    const fields = {
      orderId: 'o',
      amount: '1',
      goodsName: 'g',
      returnUrl: '/r',
      stopUrl: '/payment/cancel/1/1?from=pg',
    };
    const res = await makeApp().request(`/pg/nice/${action}`, form(fields));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('refuses a foreign return address instead of redirecting to it', async () => {
    const fields = { orderId: 'o', amount: '1', goodsName: 'g', returnUrl: 'https://evil.test/', stopUrl: '/s' };
    const res = await makeApp().request('/pg/smartro/approve', form(fields));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('knows only the two gateways', async () => {
    expect((await makeApp().request('/pg/paypal/pay.js')).status).toBe(404);
  });
});
