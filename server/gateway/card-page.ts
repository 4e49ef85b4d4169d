/**
 * The stand-in card window: plain server-rendered HTML in Korean and English, every value escaped,
 * buttons that post the payment back to the stand-in (approve, decline, and on a page-redirect
 * window a cancel; a layer window is closed by its own close button instead).
 */
import type { PayType } from '../../src/api/contract/entities.ts';
import { orderByGatewayId } from '../orders.ts';
import type { DemoState, GatewayCode } from '../state.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function formatAmount(amount: number, payType: PayType): string {
  if (payType === 'usd') return `$${(amount / 100).toFixed(2)}`;
  if (payType === 'vnd') return `${amount.toLocaleString('vi-VN')} ₫`;
  return `${amount.toLocaleString('ko-KR')}원`;
}

const GATEWAY_NAMES: Record<GatewayCode, string> = { smartro: 'SMARTRO', nice: 'NICEPAY' };

export const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f4f4f5;color:#18181b}
  main{max-width:420px;margin:0 auto;padding:24px 16px}
  .brand{font-weight:700;color:#52525b;letter-spacing:.04em;font-size:14px}
  h1{font-size:22px;margin:8px 0 20px}
  dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
  dt{font-size:13px;color:#71717a}dd{margin:2px 0 12px;font-size:16px;word-break:break-all}dd:last-child{margin-bottom:0}
  .amount{font-size:24px;font-weight:700;color:#ea580c}
  form{margin:0 0 10px}button{width:100%;min-height:48px;border:0;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer}
  .approve{background:#ea580c;color:#fff}.decline{background:#e4e4e7;color:#18181b}.cancel{background:transparent;color:#52525b;text-decoration:underline}
  p.note{font-size:12px;color:#71717a;text-align:center}
`;

export type CardAction = 'approve' | 'decline' | 'cancel';

const LABELS: Record<CardAction, string> = {
  approve: '승인 · Approve',
  decline: '거절 · Decline',
  cancel: '결제 취소 · Cancel',
};

export interface CardPage {
  code: GatewayCode;
  merchant: string;
  payType: PayType;
  goodsName: string;
  orderId: string;
  amount: number;
  /** Posted back with every button, under these names. */
  hidden: Record<string, string>;
  actions: readonly CardAction[];
  /** A layer window's forms answer in the top page (the merchant's), a page window's in itself. */
  target: '_self' | '_top';
}

function form(page: CardPage, action: CardAction): string {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const target = page.target === '_top' && action !== 'cancel' ? ' target="_top"' : '';
  return `<form method="post" action="/pg/${page.code}/${action}"${target}>${hidden}<button type="submit" class="${action}">${LABELS[action]}</button></form>`;
}

export function cardPageHtml(page: CardPage): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>카드 결제 · Card payment</title>
<!-- An icon of its own: without one a browser asks for /favicon.ico, which the policy refuses. -->
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${GATEWAY_NAMES[page.code]} · 데모 결제창 / demo checkout</div>
<h1>카드 결제 <span lang="en">· Card payment</span></h1>
<dl>
<dt>가맹점 · Merchant</dt><dd>${escapeHtml(page.merchant)}</dd>
<dt>상품명 · Item</dt><dd>${escapeHtml(page.goodsName)}</dd>
<dt>주문번호 · Order</dt><dd>${escapeHtml(page.orderId)}</dd>
<dt>결제 금액 · Amount</dt><dd class="amount">${escapeHtml(formatAmount(page.amount, page.payType))}</dd>
</dl>
${page.actions.map((action) => form(page, action)).join('\n')}
<p class="note">실제 카드로 결제되지 않습니다. · No real card is charged.</p>
</main>
</body>
</html>`;
}

export function problemPageHtml(problem: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>결제 요청 오류 · Payment request error</title><style>${STYLE}</style></head>
<body><main><h1>결제 요청이 올바르지 않습니다 <span lang="en">· Bad payment request</span></h1>
<p>${escapeHtml(problem)}</p></main></body></html>`;
}

export interface CardWindow {
  code: GatewayCode;
  orderId: string;
  goodsName: string;
  amount: number;
  hidden: Record<string, string>;
  channel: 'pc' | 'mobile';
  /** Where a PC layer's approve and decline answer: NICEPAY's in the top page, Smartro's in the frame. */
  pcTarget: '_self' | '_top';
}

/** The card window for an order the service knows (its shop's name and currency), on a PC or a phone. */
export function cardWindowHtml(state: DemoState, window: CardWindow): string {
  const order = orderByGatewayId(state, window.orderId);
  const shop = order ? state.shops.get(order.shopSeq) : undefined;
  const pc = window.channel === 'pc';
  return cardPageHtml({
    code: window.code,
    merchant: shop?.info.shopName ?? '알 수 없는 가맹점 · Unknown merchant',
    payType: shop?.info.globalPayType ?? 'won',
    goodsName: window.goodsName,
    orderId: window.orderId,
    amount: window.amount,
    hidden: window.hidden,
    // On a PC the layer's own close button ends the payment; a phone's page has a cancel button.
    actions: pc ? ['approve', 'decline'] : ['approve', 'decline', 'cancel'],
    target: pc ? window.pcTarget : '_self',
  });
}
