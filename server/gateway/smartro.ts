/**
 * Smartro's stand-in, shaped by its public manual (manual.smartropay.co.kr module.do, "일반연동":
 * authentication and approval are separate steps; "스마트로페이의 응답은 POST입니다") and by what
 * public integrations show where the manual page could not be read (docs/payments.md):
 *
 * - the card window takes the merchant's form: PayMethod, GoodsCnt, GoodsName (40), Amt (12, digits
 *   only), Moid (40), Mid (10), ReturnUrl, StopUrl, BuyerName/Tel/Email, EdiDate (14), EncryptData
 *   (base64(sha256(EdiDate + Mid + Amt + MerchantKey)), checked here against the merchant key);
 * - on a PC the window is a layer and hands `{ Tid, TrAuthKey }` to the merchant's Callback; on a
 *   phone it posts `Tid` and `TrAuthKey` to ReturnUrl, or sends the page to StopUrl on a cancel;
 * - no money moves until the merchant's server posts `{ Tid, TrAuthKey }` as JSON to
 *   `/payment/approval/urlCallApproval.do`; `ResultCode` 3001 is a paid card.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { DemoContext } from '../context.ts';
import type { GatewayAuth } from '../state.ts';
import { autoPostHtml, autoPostPolicy } from './auto-post.ts';
import { cardWindowHtml, escapeHtml, problemPageHtml, STYLE } from './card-page.ts';
import { smartroEncryptData } from './merchant.ts';
import { CARD_PAGE_HEADERS, CARD_PAGE_POLICY, GOODS_NAME_LIMIT } from './nice.ts';
import { SMARTRO_MOBILE_SCRIPT, SMARTRO_PC_SCRIPT } from './smartro-script.ts';

export interface SmartroRequest {
  Mid: string;
  Moid: string;
  Amt: number;
  GoodsName: string;
  GoodsCnt: string;
  EdiDate: string;
  EncryptData: string;
  ReturnUrl: string;
  StopUrl: string;
  Mode: 'STG' | 'REAL';
  channel: 'pc' | 'mobile';
  /** The merchant page's origin, the only one the PC window hands its result to. */
  Origin: string;
}

function field(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

const FULL_URL = /^https?:\/\/[^\s]+$/;

/** Checks a request against the manual's table and the merchant key; a problem is a refusal. */
export function readSmartroRequest(
  fields: Record<string, unknown>,
  merchant: { mid: string; merchantKey: string },
): { ok: true; request: SmartroRequest } | { ok: false; problem: string } {
  const get = (name: string) => field(fields, name);
  const channel = get('channel') === 'pc' ? 'pc' : 'mobile';
  if (get('Mid') !== merchant.mid) return { ok: false, problem: 'Mid is not a known merchant.' };
  if (!/^[A-Za-z0-9]{1,40}$/.test(get('Moid'))) {
    return { ok: false, problem: 'Moid must be 1 to 40 letters or digits, without special characters.' };
  }
  if (!/^[1-9]\d{0,11}$/.test(get('Amt'))) return { ok: false, problem: 'Amt must be digits only.' };
  const goodsName = get('GoodsName');
  if (goodsName === '' || [...goodsName].length > GOODS_NAME_LIMIT) {
    return { ok: false, problem: `GoodsName must be 1 to ${GOODS_NAME_LIMIT} characters.` };
  }
  if (!/^\d{14}$/.test(get('EdiDate'))) return { ok: false, problem: 'EdiDate must be yyyyMMddHHmmss.' };
  const expected = smartroEncryptData(get('EdiDate'), get('Mid'), Number(get('Amt')), merchant.merchantKey);
  if (get('EncryptData') !== expected) return { ok: false, problem: 'EncryptData does not match (위·변조).' };
  if (!FULL_URL.test(get('ReturnUrl'))) return { ok: false, problem: 'ReturnUrl must be a full address.' };
  if (channel === 'mobile' && !FULL_URL.test(get('StopUrl'))) {
    return { ok: false, problem: 'StopUrl must be a full address.' };
  }
  const mode = get('Mode');
  if (mode !== 'STG' && mode !== 'REAL') return { ok: false, problem: 'init mode must be STG or REAL.' };
  return {
    ok: true,
    request: {
      Mid: get('Mid'),
      Moid: get('Moid'),
      Amt: Number(get('Amt')),
      GoodsName: goodsName,
      GoodsCnt: get('GoodsCnt') || '1',
      EdiDate: get('EdiDate'),
      EncryptData: get('EncryptData'),
      ReturnUrl: get('ReturnUrl'),
      StopUrl: get('StopUrl'),
      Mode: mode,
      channel,
      Origin: get('Origin'),
    },
  };
}

function requestFields(request: SmartroRequest): Record<string, string> {
  return { ...request, Amt: String(request.Amt) };
}

/** The PC window's answer inside the layer: hands Tid and TrAuthKey to the merchant page's script. */
const HAND_BACK =
  'var d=document.getElementById("r").dataset;parent.postMessage({source:"smartro-standin",Tid:d.tid,TrAuthKey:d.key},d.origin);';
const HAND_BACK_HASH = `'sha256-${createHash('sha256').update(HAND_BACK, 'utf8').digest('base64')}'`;

function handBackHtml(tid: string, key: string, origin: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>결제 인증 완료 · Authenticated</title>
<link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>
<p id="r" data-tid="${escapeHtml(tid)}" data-key="${escapeHtml(key)}" data-origin="${escapeHtml(origin)}">인증되었습니다 · Authenticated</p>
</main><script>${HAND_BACK}</script></body></html>`;
}

export function smartroRoutes(ctx: DemoContext): Hono {
  const app = new Hono();
  const merchant = () => ctx.merchant.smartro;
  const pageHeaders = { ...CARD_PAGE_HEADERS, 'Content-Security-Policy': CARD_PAGE_POLICY };
  const problem = (c: Context, message: string) => c.html(problemPageHtml(message), 400, pageHeaders);
  const script = (source: string) => (c: Context) =>
    c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

  app.get('/pay.js', script(SMARTRO_PC_SCRIPT));
  app.get('/pay.mobile.js', script(SMARTRO_MOBILE_SCRIPT));

  // The server API first: its paths must never fall to the card window's buttons.
  app.post('/payment/approval/urlCallApproval.do', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { Tid?: unknown; TrAuthKey?: unknown };
    const auth = typeof body.Tid === 'string' ? ctx.state.gatewayAuths.get(body.Tid) : undefined;
    if (auth?.gateway !== 'smartro' || body.TrAuthKey !== auth.authKey) {
      return c.json({ ResultCode: '9002', ResultMsg: '인증 정보가 올바르지 않습니다 (TrAuthKey)' });
    }
    const answer = (ResultCode: string, ResultMsg: string) =>
      c.json({
        ResultCode,
        ResultMsg,
        Tid: auth.tid,
        Moid: auth.orderId,
        Mid: merchant().mid,
        Amt: String(auth.amount),
        GoodsName: auth.goodsName,
        AuthCode: auth.approveNo ?? '',
        AuthDate: auth.paidAt ? auth.paidAt.toISOString() : '',
      });
    if (auth.status === 'paid') return answer('9001', '이미 승인된 거래입니다 (already paid)');
    if (auth.status !== 'authenticated') return answer('9003', '승인할 수 없는 거래입니다');
    if (auth.declined) {
      auth.status = 'failed';
      return answer('9999', '카드 승인 거절 (declined)');
    }
    auth.status = 'paid';
    auth.paidAt = ctx.now();
    auth.approveNo = String(Number.parseInt(auth.tid.slice(-8), 16) % 100_000_000).padStart(8, '0');
    return answer('3001', '카드 결제 성공');
  });

  app.post('/payment/cancel/cancelApproval.do', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { Tid?: unknown };
    const auth = typeof body.Tid === 'string' ? ctx.state.gatewayAuths.get(body.Tid) : undefined;
    if (auth?.gateway !== 'smartro' || (auth.status !== 'paid' && auth.status !== 'authenticated')) {
      return c.json({ ResultCode: '9004', ResultMsg: '취소할 거래가 없습니다' });
    }
    auth.status = 'cancelled';
    return c.json({ ResultCode: '2001', ResultMsg: '취소 성공', Tid: auth.tid });
  });

  app.get('/card', (c) => {
    const read = readSmartroRequest(c.req.query(), merchant());
    if (!read.ok) return problem(c, read.problem);
    const { request } = read;
    const html = cardWindowHtml(ctx.state, {
      code: 'smartro',
      orderId: request.Moid,
      goodsName: request.GoodsName,
      amount: request.Amt,
      hidden: requestFields(request),
      channel: request.channel,
      pcTarget: '_self',
    });
    return c.html(html, 200, pageHeaders);
  });

  app.post('/:action{approve|decline|cancel}', async (c) => {
    const read = readSmartroRequest(await c.req.parseBody(), merchant());
    if (!read.ok) return problem(c, read.problem);
    const { request } = read;
    if (c.req.param('action') === 'cancel') return c.redirect(request.StopUrl, 303);
    const auth: GatewayAuth = {
      gateway: 'smartro',
      tid: `SMTPAY001m${randomBytes(10).toString('hex')}`,
      authKey: randomBytes(24).toString('base64url'),
      orderId: request.Moid,
      amount: request.Amt,
      goodsName: request.GoodsName,
      declined: c.req.param('action') === 'decline',
      status: 'authenticated',
      approveNo: null,
      paidAt: null,
    };
    ctx.state.gatewayAuths.set(auth.tid, auth);
    if (request.channel === 'pc') {
      const origin = /^https?:\/\/[^/]+$/.test(request.Origin) ? request.Origin : new URL(request.ReturnUrl).origin;
      return c.html(handBackHtml(auth.tid, auth.authKey, origin), 200, {
        ...CARD_PAGE_HEADERS,
        'Content-Security-Policy': `default-src 'none'; script-src ${HAND_BACK_HASH}; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
      });
    }
    return c.html(autoPostHtml(request.ReturnUrl, { Tid: auth.tid, TrAuthKey: auth.authKey }), 200, {
      ...CARD_PAGE_HEADERS,
      'Content-Security-Policy': autoPostPolicy(request.ReturnUrl),
    });
  });

  return app;
}
