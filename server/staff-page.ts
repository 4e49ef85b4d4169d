/**
 * The demo's staff page (`/__demo/staff`): every table's staff calls, newest first, each waiting
 * one with an "answer" button, so a person can try the bell with a phone-sized window beside it.
 * Plain server-rendered HTML, every value escaped, no script: it reloads itself every few seconds
 * (`<meta http-equiv="refresh">`), and its buttons are forms that carry a token only this service
 * can make (the controls' other protections apply too: see control-guard.ts).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { StaffCallReason } from '../src/api/contract/staff-call.ts';
import { escapeHtml } from './gateway/card-page.ts';
import type { SeedShop } from './seed/types.ts';
import type { StaffCallRecord } from './staff-calls.ts';
import { tableOf } from './state.ts';

const REASON_NAMES: Record<StaffCallReason, string> = {
  water: '물 · Water',
  cutlery: '수저·식기 · Cutlery',
  napkins: '냅킨 · Napkins',
  bill: '계산서 · The bill',
  staff: '직원 호출 · A member of staff',
};

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f4f4f5;color:#18181b}
  main{max-width:640px;margin:0 auto;padding:16px}
  h1{font-size:22px;margin:8px 0 4px}p.note{font-size:13px;color:#52525b;margin:0 0 16px}
  ul{list-style:none;margin:0;padding:0}
  li{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 10px;display:flex;gap:12px;align-items:center;justify-content:space-between;box-shadow:0 1px 2px rgba(0,0,0,.06)}
  li.answered{opacity:.7}
  .what{font-size:17px;font-weight:600}.when{font-size:13px;color:#52525b}
  li.cart{display:block}ul.lines{margin:8px 0 0;padding:0}ul.lines li{box-shadow:none;padding:4px 0;margin:0;border-radius:0;display:block}
  .by{font-size:13px;color:#52525b}li.gone{color:#71717a;text-decoration:line-through}h2{font-size:18px;margin:24px 0 8px}
  form{margin:0}button{min-height:48px;min-width:96px;border:0;border-radius:10px;font-size:16px;font-weight:600;background:#c2410c;color:#fff;cursor:pointer}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: the demo services' strict one, plus its style and its own forms. */
export const STAFF_PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** The token the page's forms carry: made from the service's secret, so no other site can make one. */
export function staffFormToken(secret: string): string {
  return createHmac('sha256', secret).update('staff-page-form').digest('base64url');
}

export function isStaffFormToken(value: unknown, secret: string): boolean {
  if (typeof value !== 'string') return false;
  const expected = Buffer.from(staffFormToken(secret));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** HH:mm:ss on the shops' clock (Korean time), as the app shows times. */
function seoulClock(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

function tableName(shops: ReadonlyMap<number, SeedShop>, call: StaffCallRecord): string {
  const shop = shops.get(call.shopSeq);
  const table = shop ? tableOf(shop, call.tableNum) : undefined;
  return `${shop?.info.shopName ?? call.shopSeq} · ${table?.tableName ?? call.tableNum}`;
}

function callItem(call: StaffCallRecord, shops: ReadonlyMap<number, SeedShop>, token: string): string {
  const what = `<div><div class="what">${escapeHtml(tableName(shops, call))} — ${escapeHtml(REASON_NAMES[call.reason])}</div>`;
  const when = call.answeredAt
    ? `<div class="when">${seoulClock(call.receivedAt)} · 응답함 / answered ${seoulClock(call.answeredAt)}</div></div>`
    : `<div class="when">${seoulClock(call.receivedAt)} · 기다리는 중 / waiting</div></div>`;
  const action = call.answeredAt
    ? ''
    : `<form method="post" action="/__demo/staff/answer"><input type="hidden" name="callId" value="${escapeHtml(call.callId)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">응답 · Answer</button></form>`;
  return `<li class="${call.answeredAt ? 'answered' : 'waiting'}" data-call-id="${escapeHtml(call.callId)}">${what}${when}${action}</li>`;
}

export function staffPageHtml(
  calls: readonly StaffCallRecord[],
  shops: ReadonlyMap<number, SeedShop>,
  secret: string,
  /** The shared carts' section (table-cart-page.ts), already escaped. */
  carts = '',
): string {
  const token = staffFormToken(secret);
  const list = calls.length
    ? `<ul>${calls.map((call) => callItem(call, shops, token)).join('')}</ul>`
    : '<p>아직 호출이 없어요. · No calls yet.</p>';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>직원 화면 · Staff calls and table carts (demo)</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>직원 호출 <span lang="en">· Staff calls</span></h1>
<p class="note">데모 서비스의 직원 화면: 5초마다 새로 고칩니다. · The demo service's staff screen; it reloads every 5 s.</p>
${list}
${carts}
</main>
</body>
</html>`;
}
