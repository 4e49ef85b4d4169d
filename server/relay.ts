/**
 * The payment relay: what the order service does between the gateway and the app. Both gateways
 * end their card window with a form POST to the merchant's return address, and no money moves
 * until the merchant's server calls the approval API with its secret key (NICEPAY
 * api/payment-window-server.md "승인": "승인 API를 호출하지 않는 경우 결제(승인)이 발생되지
 * 않습니다"). A static app host cannot take a POST, and the key must stay on a server, so the
 * gateway's return address is here:
 *
 *   POST {relay}/nice/return           NICEPAY's authentication result (form fields)
 *   POST {relay}/smartro/return/{Moid} Smartro's Tid and TrAuthKey (form fields; the mobile
 *                                      window posts them, on a PC the app's Callback does)
 *   GET|POST {relay}/smartro/stop/{Moid}  Smartro's StopUrl: the diner stopped the payment
 *
 * The relay checks the result against the order (amount, client id, signature), calls the
 * approval API, keeps the result for GET /payment/result (the order's payment), and sends the
 * diner on with a 303: to /payment/process/{printGroupUuid} when paid (or already paid), to the
 * payment-cancel page otherwise. An approval whose answer does not come within the read timeout
 * is net-cancelled (api/cancel.md "망취소"), and the order stays unpaid.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { DemoContext } from './context.ts';
import { basicAuth, niceAuthSignature } from './gateway/merchant.ts';
import { orderByGatewayId, settlePayment } from './orders.ts';
import type { OrderRecord } from './state.ts';
import { tableCartPaymentEnded } from './table-carts.ts';

/** How the relay reaches a gateway's server API: the network, or the demo's own stand-in in-process. */
export type Transport = (request: Request) => Promise<Response>;

export type Approval = 'paid' | 'already-paid' | 'declined' | 'no-answer';

function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A JSON POST that gives up after `timeoutMs` (the read timeout the manuals ask to net-cancel on). */
export async function postJson(
  transport: Transport,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Record<string, unknown> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const call = (async () => {
    try {
      const response = await transport(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json;charset=utf-8', Accept: 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      );
      return (await response.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
  })();
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RelayOptions {
  transport: Transport;
}

export function relayRoutes(ctx: DemoContext, options: RelayOptions): Hono {
  const app = new Hono();
  const { merchant } = ctx;

  const processPath = (order: OrderRecord) =>
    `${merchant.appBase}/payment/process/${encodeURIComponent(order.printGroupUuid)}`;
  const cancelPath = (order: OrderRecord, declined: boolean) =>
    `${merchant.appBase}/payment/cancel/${order.shopSeq}/${order.table.tableNum}${declined ? '?reason=declined' : ''}`;

  /** Declined, stopped or unanswered: the diner goes back, and a table cart held for it is given back. */
  const unpaid = (c: Context, order: OrderRecord, declined: boolean) => {
    tableCartPaymentEnded(ctx.state, order.printGroupUuid);
    return c.redirect(cancelPath(order, declined), 303);
  };

  /** Where the diner goes once the gateway has answered: the order's state decides. */
  const finish = (c: Context, order: OrderRecord, approval: Approval) => {
    if (approval === 'paid' || approval === 'already-paid') return c.redirect(processPath(order), 303);
    return unpaid(c, order, true);
  };

  const isPaid = (order: OrderRecord) => order.payment !== null && order.state !== 'AWAITING_PAYMENT';

  /** The service's own record of the payment: what GET /payment/result answers from now on. */
  const record = (order: OrderRecord, amount: number): boolean =>
    settlePayment(ctx.state, order.printGroupUuid, amount, ctx.now()).ok;

  const niceApi = (c: Context) => merchant.nice.apiBase ?? `${new URL(c.req.url).origin}/pg/nice`;

  app.post('/nice/return', async (c) => {
    const fields = await c.req.parseBody();
    const order = orderByGatewayId(ctx.state, text(fields, 'orderId'));
    if (order?.gateway !== 'nice') return c.text('This payment is not for an order of this service.', 400);
    if (isPaid(order)) return finish(c, order, 'already-paid');
    const code = text(fields, 'authResultCode');
    // I002: the diner closed or cancelled the window (common/code.md): not a decline.
    if (code === 'I002') return unpaid(c, order, false);
    if (code !== '0000') return finish(c, order, 'declined');
    const { clientId, secretKey } = merchant.nice;
    const amount = Number(text(fields, 'amount'));
    const signature = niceAuthSignature(text(fields, 'authToken'), clientId, amount, secretKey);
    // The manual asks the merchant to check amount and signature before approving ("예외처리").
    if (
      amount !== order.totalPrice ||
      text(fields, 'clientId') !== clientId ||
      !sameText(text(fields, 'signature'), signature)
    ) {
      return finish(c, order, 'declined');
    }
    const tid = text(fields, 'tid');
    const authorization = basicAuth(clientId, secretKey);
    const answer = await postJson(
      options.transport,
      `${niceApi(c)}/v1/payments/${encodeURIComponent(tid)}`,
      { amount },
      { Authorization: authorization },
      merchant.approvalTimeoutMs,
    );
    if (answer === null) {
      await postJson(
        options.transport,
        `${niceApi(c)}/v1/payments/netcancel`,
        { orderId: text(fields, 'orderId') },
        { Authorization: authorization },
        merchant.approvalTimeoutMs,
      );
      return finish(c, order, 'no-answer');
    }
    if (answer.resultCode === '0000' && answer.status === 'paid') {
      return finish(c, order, record(order, amount) ? 'paid' : 'declined');
    }
    // 2201 기승인존재: the gateway took this payment before; the service has its record.
    if (answer.resultCode === '2201' && isPaid(order)) return finish(c, order, 'already-paid');
    return finish(c, order, 'declined');
  });

  const smartroApi = (c: Context) => merchant.smartro.apiBase ?? `${new URL(c.req.url).origin}/pg/smartro`;

  app.post('/smartro/return/:moid', async (c) => {
    const order = orderByGatewayId(ctx.state, c.req.param('moid'));
    if (order?.gateway !== 'smartro') return c.text('This payment is not for an order of this service.', 400);
    if (isPaid(order)) return finish(c, order, 'already-paid');
    const fields = await c.req.parseBody();
    const Tid = text(fields, 'Tid');
    const TrAuthKey = text(fields, 'TrAuthKey');
    if (Tid === '' || TrAuthKey === '') return finish(c, order, 'declined');
    const answer = await postJson(
      options.transport,
      `${smartroApi(c)}/payment/approval/urlCallApproval.do`,
      { Tid, TrAuthKey },
      {},
      merchant.approvalTimeoutMs,
    );
    if (answer === null) {
      // No answer within the read timeout: cancel what may have been approved (net cancel).
      await postJson(
        options.transport,
        `${smartroApi(c)}/payment/cancel/cancelApproval.do`,
        { Tid, Mid: merchant.smartro.mid, Moid: order.printGroupUuid, CancelAmt: String(order.totalPrice) },
        {},
        merchant.approvalTimeoutMs,
      );
      return finish(c, order, 'no-answer');
    }
    // The approval must be for this order and its amount, or the service records nothing.
    const matches = answer.Moid === c.req.param('moid') && Number(answer.Amt) === order.totalPrice;
    if (answer.ResultCode === '3001' && matches) {
      return finish(c, order, record(order, order.totalPrice) ? 'paid' : 'declined');
    }
    return finish(c, order, isPaid(order) ? 'already-paid' : 'declined');
  });

  app.on(['GET', 'POST'], '/smartro/stop/:moid', (c) => {
    const order = orderByGatewayId(ctx.state, c.req.param('moid'));
    if (order?.gateway !== 'smartro') return c.text('This payment is not for an order of this service.', 400);
    if (isPaid(order)) return finish(c, order, 'already-paid');
    return unpaid(c, order, false);
  });

  return app;
}
