/**
 * Who may use the control endpoints (`/__demo/*`): they reset the service, mint table tokens and
 * list live table links, so a web page the diner happens to have open elsewhere must not reach them.
 *
 * - Host: only a loopback name or an IP address. DNS rebinding (a hostile site's own name
 *   re-pointed at 127.0.0.1) always arrives with that site's name in Host; an address cannot be
 *   rebound.
 * - Origin / Sec-Fetch-Site: a browser names the page that sent a request; only our own origin
 *   (or no browser page at all: curl, the tests, the bench) may send one.
 * - JSON only: a cross-site form or `fetch(…, { mode: 'no-cors' })` can send text/plain without
 *   asking first; `application/json` makes the browser ask (CORS preflight), and we never say yes.
 * - The one exception, the staff page's own form (`FORM_PATHS`): a form post of ours must name our
 *   origin (browsers send `Origin` on every form post) and carry the page's token (staff-page.ts).
 * See the Fetch standard's "CORS-safelisted request-header" and OWASP's CSRF prevention sheet.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './http.ts';

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.']);

/** Controls a page of the service posts a form to (the staff page's answer button). */
const FORM_PATHS = new Set(['/__demo/staff/answer']);

function isOwnForm(path: string, contentType: string, origin: string | undefined, ownOrigin: string): boolean {
  return (
    FORM_PATHS.has(path) && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType) && origin === ownOrigin
  );
}

/** Whether a Host header's name is loopback or a literal IP address (which DNS rebinding cannot use). */
export function isTrustedHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  if (/^\[[0-9a-f:.]+\]$/.test(name)) return true;
  return /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name);
}

/** Whether an address is loopback only (the default bind), as opposed to reachable from the network. */
export function isLoopbackBind(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || /^127\./.test(host) || host === '::1' || host === '[::1]';
}

export function controlGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    if (!isTrustedHost(host)) {
      return c.json(
        errorBody('forbidden_host', `Controls answer only on localhost or an IP address, not ${host}.`),
        403,
      );
    }
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if ((origin && origin !== `${url.protocol}//${host}`) || (site && site !== 'same-origin' && site !== 'none')) {
      return c.json(errorBody('forbidden_origin', 'Controls do not answer other sites.'), 403);
    }
    const contentType = c.req.header('content-type') ?? '';
    if (
      c.req.method === 'POST' &&
      !/^application\/json\s*(;|$)/i.test(contentType) &&
      !isOwnForm(url.pathname, contentType, origin, `${url.protocol}//${host}`)
    ) {
      return c.json(errorBody('unsupported_media_type', 'Controls take JSON (Content-Type: application/json).'), 415);
    }
    await next();
  };
}
