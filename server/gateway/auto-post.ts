/**
 * How a gateway hands its result to the merchant: an HTML form of named fields that submits
 * itself to the merchant's address (a browser form POST, `application/x-www-form-urlencoded`:
 * NICEPAY api/payment-window-server.md "응답 명세"; Smartro module.do "스마트로페이의 응답은 POST입니다").
 * The one inline script is allowed by its hash; without scripts the diner presses the button.
 */
import { createHash } from 'node:crypto';
import { escapeHtml, STYLE } from './card-page.ts';

const SUBMIT = 'document.getElementById("result").submit();';
const SUBMIT_HASH = `'sha256-${createHash('sha256').update(SUBMIT, 'utf8').digest('base64')}'`;

export function autoPostHtml(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>결제 결과 전송 · Sending the result</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main><h1>가맹점으로 돌아갑니다 <span lang="en">· Returning to the shop</span></h1>
<form id="result" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit" class="approve">계속 · Continue</button></form>
</main><script>${SUBMIT}</script></body></html>`;
}

/** The policy for that page: only its own script, and the form may go only to the merchant's origin. */
export function autoPostPolicy(action: string): string {
  const origin = new URL(action).origin;
  return `default-src 'none'; script-src ${SUBMIT_HASH}; style-src 'unsafe-inline'; img-src data:; form-action ${origin}; base-uri 'none'; frame-ancestors 'self'`;
}
