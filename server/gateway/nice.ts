/**
 * NICEPAY's stand-in, shaped by its public manual (github.com/nicepayments/nicepay-manual):
 *
 * - `AUTHNICE.requestPay({ clientId, method, orderId, amount, goodsName, returnUrl, mallReserved,
 *   fnError })` (api/payment-window-server.md "요청 명세"); a refused request and a closed window are
 *   reported through `fnError` (common/test.md sample: `result.msg`, `result.errorMsg`).
 * - The card window is a layer on a PC (the manual's "PC 옵션": a 660×825 layer, z-index 9999) and a
 *   page of its own on a phone.
 * - The authentication result is a form POST to `returnUrl` with `authResultCode`, `authResultMsg`,
 *   `tid`, `clientId`, `orderId`, `amount`, `mallReserved`, `authToken`, `signature`
 *   ("응답 명세 (Server 승인 모델)"). A cancelled window posts `I002` (사용자가 결제를 취소하였습니다,
 *   common/code.md).
 * - No money moves until the merchant's server calls `POST /v1/payments/{tid}` with
 *   `Authorization: Basic base64(clientId:secretKey)` and `{ amount }` ("승인"); a second approval
 *   answers `2201` (기승인존재); `POST /v1/payments/netcancel` with `{ orderId }` undoes a payment
 *   whose answer was lost (api/cancel.md "망취소").
 */
import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { DemoContext } from '../context.ts';
import type { GatewayAuth } from '../state.ts';
import { autoPostHtml, autoPostPolicy } from './auto-post.ts';
import { cardWindowHtml, problemPageHtml } from './card-page.ts';
import { basicAuth, niceAuthSignature } from './merchant.ts';
import { NICE_SCRIPT } from './nice-script.ts';

export const CARD_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  // Agrees with frame-ancestors 'self': only the merchant page's PC layer frames the window.
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The card window may be framed by the merchant's page (the PC layer), by nothing else. */
export const CARD_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

export const GOODS_NAME_LIMIT = 40;

export interface NiceRequest {
  clientId: string;
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
  mallReserved: string;
  channel: 'pc' | 'mobile';
}

function field(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** Checks a request against the manual's table; a problem is what the window would refuse. */
export function readNiceRequest(
  fields: Record<string, unknown>,
  clientIds: readonly string[],
): { ok: true; request: NiceRequest } | { ok: false; problem: string } {
  const clientId = field(fields, 'clientId');
  const orderId = field(fields, 'orderId');
  const amount = field(fields, 'amount');
  const goodsName = field(fields, 'goodsName');
  const returnUrl = field(fields, 'returnUrl');
  const mallReserved = field(fields, 'mallReserved');
  if (!clientIds.includes(clientId)) return { ok: false, problem: 'clientId is not a known merchant.' };
  if (orderId === '' || orderId.length > 64) return { ok: false, problem: 'orderId must be 1 to 64 characters.' };
  if (!/^[1-9]\d{0,11}$/.test(amount)) return { ok: false, problem: 'amount must be a whole number of won.' };
  if (goodsName === '' || [...goodsName].length > GOODS_NAME_LIMIT) {
    return { ok: false, problem: `goodsName must be 1 to ${GOODS_NAME_LIMIT} characters.` };
  }
  if (!/^https?:\/\//.test(returnUrl) || returnUrl.length > 500) {
    return { ok: false, problem: 'returnUrl must be an absolute address of at most 500 characters.' };
  }
  if (mallReserved.length > 500 || mallReserved.includes('"')) {
    return { ok: false, problem: 'mallReserved must be at most 500 characters without double quotes.' };
  }
  const channel = field(fields, 'channel') === 'pc' ? 'pc' : 'mobile';
  return {
    ok: true,
    request: { clientId, orderId, amount: Number(amount), goodsName, returnUrl, mallReserved, channel },
  };
}

function requestFields(request: NiceRequest): Record<string, string> {
  return {
    clientId: request.clientId,
    orderId: request.orderId,
    amount: String(request.amount),
    goodsName: request.goodsName,
    returnUrl: request.returnUrl,
    mallReserved: request.mallReserved,
    channel: request.channel,
  };
}

function newTid(): string {
  return `UT${randomBytes(14).toString('hex').toUpperCase()}`;
}

function approveNoOf(tid: string): string {
  return String(Number.parseInt(tid.slice(-8), 16) % 100_000_000).padStart(8, '0');
}

export function niceRoutes(ctx: DemoContext): Hono {
  const app = new Hono();
  const clientIds = () => [ctx.merchant.nice.clientId];

  const problem = (c: Context, message: string) =>
    c.html(problemPageHtml(message), 400, { ...CARD_PAGE_HEADERS, 'Content-Security-Policy': CARD_PAGE_POLICY });

  const returnTo = (c: Context, request: NiceRequest, fields: Record<string, string>) =>
    c.html(
      autoPostHtml(request.returnUrl, {
        clientId: request.clientId,
        orderId: request.orderId,
        amount: String(request.amount),
        mallReserved: request.mallReserved,
        ...fields,
      }),
      200,
      { ...CARD_PAGE_HEADERS, 'Content-Security-Policy': autoPostPolicy(request.returnUrl) },
    );

  app.get('/pay.js', (c) =>
    c.body(NICE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/card', (c) => {
    const read = readNiceRequest(c.req.query(), clientIds());
    if (!read.ok) return problem(c, read.problem);
    const { request } = read;
    const html = cardWindowHtml(ctx.state, {
      code: 'nice',
      orderId: request.orderId,
      goodsName: request.goodsName,
      amount: request.amount,
      hidden: requestFields(request),
      channel: request.channel,
      pcTarget: '_top',
    });
    return c.html(html, 200, { ...CARD_PAGE_HEADERS, 'Content-Security-Policy': CARD_PAGE_POLICY });
  });

  // The server API first: its paths must never fall to the card window's buttons.
  const authorised = (c: Context) =>
    c.req.header('Authorization') === basicAuth(ctx.merchant.nice.clientId, ctx.merchant.nice.secretKey);

  const unauthorised = (c: Context) => c.json({ resultCode: 'U104', resultMsg: '사용자 인증에 실패하였습니다.' }, 401);

  app.post('/v1/payments/netcancel', async (c) => {
    if (!authorised(c)) return unauthorised(c);
    const body = (await c.req.json().catch(() => ({}))) as { orderId?: unknown };
    // Also an approval still on its way: once net-cancelled, the order id's payment never happens.
    const auth = [...ctx.state.gatewayAuths.values()].find(
      (entry) =>
        entry.gateway === 'nice' &&
        entry.orderId === body.orderId &&
        (entry.status === 'paid' || entry.status === 'authenticated'),
    );
    if (!auth) return c.json({ resultCode: '2012', resultMsg: '취소 해당거래 없음' });
    auth.status = 'cancelled';
    return c.json({
      resultCode: '2001',
      resultMsg: '취소 성공',
      tid: auth.tid,
      orderId: auth.orderId,
      status: 'cancelled',
    });
  });

  app.post('/v1/payments/:tid', async (c) => {
    if (!authorised(c)) return unauthorised(c);
    const body = (await c.req.json().catch(() => ({}))) as { amount?: unknown };
    const auth = ctx.state.gatewayAuths.get(c.req.param('tid'));
    if (auth?.gateway !== 'nice') {
      return c.json({ resultCode: 'A210', resultMsg: '인증 요청내역이 존재하지 않습니다' });
    }
    const answer = (resultCode: string, resultMsg: string, status: string) =>
      c.json({
        resultCode,
        resultMsg,
        tid: auth.tid,
        orderId: auth.orderId,
        status,
        amount: auth.amount,
        goodsName: auth.goodsName,
        currency: 'KRW',
        approveNo: auth.approveNo,
        paidAt: auth.paidAt ? auth.paidAt.toISOString() : '0',
      });
    if (auth.status === 'paid') return answer('2201', '기승인존재', 'paid');
    if (auth.status !== 'authenticated') return answer('A214', '해당하는 카드거래가 없습니다', auth.status);
    if (body.amount !== auth.amount) return answer('U502', '요청 금액이 올바르지 않습니다.', 'failed');
    if (auth.declined) {
      auth.status = 'failed';
      return answer('3011', '카드번호 오류', 'failed');
    }
    auth.status = 'paid';
    auth.paidAt = ctx.now();
    auth.approveNo = approveNoOf(auth.tid);
    return answer('0000', '결제성공', 'paid');
  });

  app.post('/:action{approve|decline|cancel}', async (c) => {
    const read = readNiceRequest(await c.req.parseBody(), clientIds());
    if (!read.ok) return problem(c, read.problem);
    const { request } = read;
    if (c.req.param('action') === 'cancel') {
      return returnTo(c, request, { authResultCode: 'I002', authResultMsg: '사용자가 결제를 취소하였습니다' });
    }
    // The card is authenticated either way; a declined card is refused when the merchant approves.
    const auth: GatewayAuth = {
      gateway: 'nice',
      tid: newTid(),
      authKey: randomBytes(16).toString('hex'),
      orderId: request.orderId,
      amount: request.amount,
      goodsName: request.goodsName,
      declined: c.req.param('action') === 'decline',
      status: 'authenticated',
      approveNo: null,
      paidAt: null,
    };
    ctx.state.gatewayAuths.set(auth.tid, auth);
    return returnTo(c, request, {
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid: auth.tid,
      authToken: auth.authKey,
      signature: niceAuthSignature(auth.authKey, request.clientId, request.amount, ctx.merchant.nice.secretKey),
    });
  });

  return app;
}
