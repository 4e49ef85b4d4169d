/**
 * The Smartro stand-in and the relay, against the manual's request table (manual.smartropay.co.kr
 * module.do "결제요청 파라미터": Mid 10, Moid 40, Amt 12 digits only, GoodsName 40, EdiDate 14,
 * EncryptData; "스마트로페이의 응답은 POST입니다") and the approval call public integrations make.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../../src/api/contract/calls.ts';
import { createDemoApp } from '../app.ts';
import {
  form,
  makeApp,
  NOW,
  orderBody,
  payWithSmartro,
  placeOrder,
  postJson,
  resultForm,
  SECRET,
  smartroForm,
} from '../test-support.ts';
import { merchantConfigFrom } from './merchant.ts';

const MERCHANT = merchantConfigFrom({}).smartro;

interface Smartro {
  init(options: unknown): void;
  payment(params: Record<string, unknown>): void;
}

/** Runs a Smartro script over a page holding the merchant's form, recording where it navigates. */
function loadSmartro(source: string, formFields: Record<string, string>) {
  const assigned: string[] = [];
  const window: Record<string, unknown> = { addEventListener: () => undefined };
  const formElement = {
    elements: { namedItem: (name: string) => (name in formFields ? { value: formFields[name] } : null) },
  };
  runInNewContext(source, {
    window,
    URL,
    URLSearchParams,
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile' },
    document: {
      currentScript: { src: 'https://shop.test/pg/smartro/pay.mobile.js' },
      getElementById: (id: string) => (id === 'tranMgr' ? formElement : null),
    },
    location: {
      href: 'https://shop.test/payment/1/1',
      origin: 'https://shop.test',
      assign: (url: string) => assigned.push(url),
    },
  });
  return { smartro: window.smartropay as Smartro, assigned };
}

async function scriptText(path: string): Promise<string> {
  const res = await makeApp().request(path);
  expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  return res.text();
}

async function smartroOrder(app = makeApp()): Promise<OrderPlaced> {
  return placeOrder(app, orderBody());
}

const status = async (app: ReturnType<typeof makeApp>, uuid: string) =>
  (await app.request(`/api/payment/result?mchtTrdNo=${uuid}`)).status;

describe('the order registration answer', () => {
  it('carries the fields only the service can make: Mid, a provider-safe Moid, EdiDate, EncryptData', async () => {
    const placed = await smartroOrder();
    expect(placed.gateway).toEqual({
      provider: 'smartro',
      Mid: MERCHANT.mid,
      Moid: placed.printGroupUuid.replace(/-/g, ''),
      Amt: placed.totalPrice,
      EdiDate: '20250602120000',
      EncryptData: createHash('sha256')
        .update(`20250602120000${MERCHANT.mid}${placed.totalPrice}${MERCHANT.merchantKey}`)
        .digest('base64'),
    });
    if (placed.gateway?.provider !== 'smartro') throw new Error('not smartro');
    expect(placed.gateway.Moid).toMatch(/^[A-Za-z0-9]{1,40}$/);
  });
});

describe('smartropay.init / smartropay.payment (mobile script)', () => {
  async function mobile(change: Record<string, string> = {}) {
    const placed = await smartroOrder();
    const fields = { ...smartroForm(placed), ...change };
    return { ...loadSmartro(await scriptText('/pg/smartro/pay.mobile.js'), fields), fields };
  }

  it('reads the form named by FormId and sends the page to the card window with its fields', async () => {
    const { smartro, assigned, fields } = await mobile();
    smartro.init({ mode: 'STG' });
    smartro.payment({ FormId: 'tranMgr' });
    const target = new URL(assigned[0] ?? '');
    expect(target.pathname).toBe('/pg/smartro/card');
    expect(target.searchParams.get('Moid')).toBe(fields.Moid);
    expect(target.searchParams.get('EncryptData')).toBe(fields.EncryptData);
    expect(target.searchParams.get('GoodsName')).toBe(fields.GoodsName);
    expect(target.searchParams.get('Mode')).toBe('STG');
  });

  it.each([
    ['a Moid with a hyphen (a UUID as it is)', { Moid: '0b6c1f3e-8a7d-4c55-9f0e-2d4b6a8c1e3f' }],
    ['a Moid over 40 characters', { Moid: 'a'.repeat(41) }],
    ['a GoodsName over 40 characters', { GoodsName: '가'.repeat(41) }],
    ['an Amt with a comma', { Amt: '11,000' }],
    ['an EdiDate that is not 14 digits', { EdiDate: '2025-06-02' }],
    ['no EncryptData', { EncryptData: '' }],
    ['a relative ReturnUrl', { ReturnUrl: '/payment/process/1' }],
    ['no StopUrl on mobile', { StopUrl: '' }],
  ])('refuses %s before any window opens', async (_case, change) => {
    const { smartro, assigned } = await mobile(change);
    smartro.init({ mode: 'STG' });
    expect(() => smartro.payment({ FormId: 'tranMgr' })).toThrow(/smartropay/);
    expect(assigned).toEqual([]);
  });

  it('needs init({ mode: STG | REAL }) first', async () => {
    const { smartro } = await mobile();
    expect(() => smartro.payment({ FormId: 'tranMgr' })).toThrow(/init/);
    expect(() => smartro.init({ mode: 'TEST' })).toThrow(/STG or REAL/);
  });

  it('the PC script needs a Callback', async () => {
    const placed = await smartroOrder();
    const { smartro } = loadSmartro(await scriptText('/pg/smartro/pay.js'), smartroForm(placed, 'pc'));
    smartro.init({ mode: 'STG' });
    expect(() => smartro.payment({ FormId: 'tranMgr' })).toThrow(/Callback/);
  });
});

describe('the card window', () => {
  it('refuses forged EncryptData, an unknown Mid and a changed amount with 400', async () => {
    const placed = await smartroOrder();
    const changes: Record<string, string>[] = [{ EncryptData: 'forged' }, { Mid: 'other' }, { Amt: '1' }];
    for (const change of changes) {
      const query = new URLSearchParams({ ...smartroForm(placed), ...change });
      expect((await makeApp().request(`/pg/smartro/card?${query}`)).status).toBe(400);
    }
  });

  it('shows merchant, goods and amount, escaping every value', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const query = new URLSearchParams({ ...smartroForm(placed), GoodsName: '<b>"비빔밥"</b>' });
    const res = await app.request(`/pg/smartro/card?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('한옥마을 비빔밥');
    expect(html).toContain(`${placed.totalPrice.toLocaleString('ko-KR')}원`);
    expect(html).toContain('&#60;b&#62;&#34;비빔밥&#34;&#60;/b&#62;');
    expect(html).not.toContain('<b>');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('the phone window posts exactly Tid and TrAuthKey to ReturnUrl', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request('/pg/smartro/approve', form(smartroForm(placed)));
    const result = resultForm(await res.text());
    expect(result.action).toBe(smartroForm(placed).ReturnUrl);
    expect(Object.keys(result.fields).sort()).toEqual(['Tid', 'TrAuthKey']);
  });

  it('the PC window hands Tid and TrAuthKey to the merchant page only (postMessage to its origin)', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request(
      '/pg/smartro/approve',
      form({ ...smartroForm(placed, 'pc'), Origin: 'https://shop.test' }),
    );
    expect(await res.text()).toContain('data-origin="https://shop.test"');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('a cancel on the phone goes to StopUrl', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request('/pg/smartro/cancel', form(smartroForm(placed)));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(smartroForm(placed).StopUrl);
  });
});

describe('the approval call and the relay', () => {
  const approvalPath = '/pg/smartro/payment/approval/urlCallApproval.do';

  it('moves no money until the approval call: an authenticated order shows as not paid', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    await app.request('/pg/smartro/approve', form(smartroForm(placed)));
    expect(await status(app, placed.printGroupUuid)).toBe(204);
  });

  it('approves with ResultCode 3001 once; a second approval is answered as already paid', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request('/pg/smartro/approve', form(smartroForm(placed)));
    const { fields } = resultForm(await res.text());
    const first = await (await postJson(app, approvalPath, fields)).json();
    expect(first).toMatchObject({
      ResultCode: '3001',
      Moid: smartroForm(placed).Moid,
      Amt: String(placed.totalPrice),
    });
    const second = await (await postJson(app, approvalPath, fields)).json();
    expect(second.ResultCode).toBe('9001');
  });

  it('relays an approved window: 303 to the process page, the payment recorded; a second POST changes nothing', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await payWithSmartro(app, placed);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment/process/${placed.printGroupUuid}`);
    const first = await (await app.request(`/api/payment/result?mchtTrdNo=${placed.printGroupUuid}`)).json();
    const again = await app.request(
      `/api/pg-relay/smartro/return/${smartroForm(placed).Moid}`,
      form({ Tid: 'x', TrAuthKey: 'y' }),
    );
    expect(again.headers.get('location')).toBe(`/payment/process/${placed.printGroupUuid}`);
    expect(await (await app.request(`/api/payment/result?mchtTrdNo=${placed.printGroupUuid}`)).json()).toEqual(first);
  });

  it('a declined card goes to the cancel page with reason=declined, unpaid', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await payWithSmartro(app, placed, 'decline');
    expect(res.headers.get('location')).toBe('/payment/cancel/1/1?reason=declined');
    expect(await status(app, placed.printGroupUuid)).toBe(204);
  });

  it('a forged TrAuthKey is not approved', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request('/pg/smartro/approve', form(smartroForm(placed)));
    const { fields } = resultForm(await res.text());
    const relayed = await app.request(
      `/api/pg-relay/smartro/return/${smartroForm(placed).Moid}`,
      form({ ...fields, TrAuthKey: 'forged' }),
    );
    expect(relayed.headers.get('location')).toBe('/payment/cancel/1/1?reason=declined');
    expect(await status(app, placed.printGroupUuid)).toBe(204);
  });

  it('StopUrl sends the diner to the cancel page without a reason', async () => {
    const app = makeApp();
    const placed = await smartroOrder(app);
    const res = await app.request(`/api/pg-relay/smartro/stop/${smartroForm(placed).Moid}`);
    expect(res.headers.get('location')).toBe('/payment/cancel/1/1');
  });

  it('cancels an approval whose answer does not come within the read timeout', async () => {
    const app = createDemoApp({
      secret: SECRET,
      now: () => NOW,
      merchant: { ...merchantConfigFrom({}), approvalTimeoutMs: 100 },
    });
    const placed = await smartroOrder(app);
    const res = await app.request('/pg/smartro/approve', form(smartroForm(placed)));
    const { fields } = resultForm(await res.text());
    await postJson(app, '/__demo/fault', { path: approvalPath, delayMs: 400, times: 1 });
    const relayed = await app.request(`/api/pg-relay/smartro/return/${smartroForm(placed).Moid}`, form(fields));
    expect(relayed.headers.get('location')).toBe('/payment/cancel/1/1?reason=declined');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await status(app, placed.printGroupUuid)).toBe(204);
    const late = await (await postJson(app, approvalPath, fields)).json();
    expect(late.ResultCode).not.toBe('3001');
  });
});
