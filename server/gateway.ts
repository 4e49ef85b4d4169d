/**
 * The gateway stand-ins under /pg: each gateway's browser script, the card page it leads to, and
 * the approve / decline / cancel posts. Approving settles the order only when it is awaiting
 * payment and the amount is the service's own total; approving an order it already settled
 * returns to the result as "already paid"; anything else is a decline.
 */
import { type Context, Hono } from 'hono';
import type { DemoContext } from './context.ts';
import { cardPageHtml, problemPageHtml } from './gateway/card-page.ts';
import { type CardRequest, FORM_NAMES, readCardRequest, withReason } from './gateway/request.ts';
import { NICE_SCRIPT, SMARTRO_SCRIPT } from './gateway/scripts.ts';
import { settlePayment } from './orders.ts';
import { GATEWAY_CODES, type GatewayCode } from './state.ts';

const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

function gatewayOf(value: string | undefined): GatewayCode | null {
  return GATEWAY_CODES.find((code) => code === value) ?? null;
}

function problem(c: Context, message: string): Response {
  return c.html(problemPageHtml(message), 400, PAGE_HEADERS);
}

async function readForm(c: Context, code: GatewayCode): Promise<CardRequest | string> {
  let fields: Record<string, unknown>;
  try {
    fields = await c.req.parseBody();
  } catch {
    return 'The form could not be read.';
  }
  const result = readCardRequest(code, fields, FORM_NAMES);
  return result.ok ? result.request : result.problem;
}

export function gatewayRoutes(ctx: DemoContext): Hono {
  const app = new Hono();
  const scripts: Record<GatewayCode, string> = { smartro: SMARTRO_SCRIPT, nice: NICE_SCRIPT };

  app.get('/:code/pay.js', (c) => {
    const code = gatewayOf(c.req.param('code'));
    if (!code) return c.notFound();
    return c.body(scripts[code], 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  app.get('/:code/card', (c) => {
    const code = gatewayOf(c.req.param('code'));
    if (!code) return c.notFound();
    const result = readCardRequest(code, c.req.query());
    if (!result.ok) return problem(c, result.problem);
    const order = ctx.state.orders.get(result.request.orderId);
    const shop = order ? ctx.state.shops.get(order.shopSeq) : undefined;
    const merchant = shop?.info.shopName ?? '알 수 없는 가맹점 · Unknown merchant';
    const html = cardPageHtml(code, result.request, merchant, shop?.info.globalPayType ?? 'won');
    return c.html(html, 200, PAGE_HEADERS);
  });

  app.post('/:code/:action{approve|decline|cancel}', async (c) => {
    const code = gatewayOf(c.req.param('code'));
    if (!code) return c.notFound();
    const request = await readForm(c, code);
    if (typeof request === 'string') return problem(c, request);
    const action = c.req.param('action');
    if (action === 'cancel') return c.redirect(request.stopUrl, 303);
    if (action === 'approve') {
      const order = ctx.state.orders.get(request.orderId);
      // A second approval of an order this gateway already settled (a card page left open, the
      // Back button): a gateway answers "already paid" for the same order id and charges nothing,
      // so the diner is sent to the result of the payment that was made, not told it was declined.
      if (order?.gateway === code && order.payment && order.state !== 'CANCEL') {
        return c.redirect(withReason(request.returnUrl, 'already-paid'), 303);
      }
      const outcome =
        order?.gateway === code
          ? settlePayment(ctx.state, request.orderId, request.amount, ctx.now())
          : { ok: false as const, reason: 'order is not paid through this gateway' };
      if (outcome.ok) return c.redirect(request.returnUrl, 303);
    }
    return c.redirect(withReason(request.stopUrl, 'declined'), 303);
  });

  return app;
}
