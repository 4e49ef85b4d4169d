/**
 * What a browser on the app's origin needs from the service's CORS answers. The app sends
 * `Authorization` (four calls), `Idempotency-Key` (four calls) and JSON bodies, so most calls are
 * preflighted; the check asks every path the same way, as a service answering all of them alike does.
 */

export const PREFLIGHT_HEADERS = ['authorization', 'idempotency-key', 'content-type'] as const;

/** Methods a browser never asks permission for (the Fetch standard's CORS-safelisted methods). */
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

/** Whether an answer lets a page on `origin` read it; a problem or null. */
export function answerOriginProblem(headers: Headers, origin: string): string | null {
  const allowed = headers.get('access-control-allow-origin');
  if (allowed === origin || allowed === '*') return null;
  return allowed === null
    ? `no Access-Control-Allow-Origin (the browser hides the answer from ${origin})`
    : `Access-Control-Allow-Origin is ${allowed}, not ${origin}`;
}

/** What is wrong with a preflight's answer, or null. */
export function preflightProblem(response: Response, origin: string, method: string): string | null {
  if (response.status < 200 || response.status > 299) return `preflight answered ${response.status}, not 2xx`;
  const originProblem = answerOriginProblem(response.headers, origin);
  if (originProblem) return `preflight has ${originProblem}`;
  const methods = listOf(response.headers.get('access-control-allow-methods'));
  if (!SAFELISTED_METHODS.has(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*')) {
    return `preflight: Access-Control-Allow-Methods lacks ${method}`;
  }
  const headers = listOf(response.headers.get('access-control-allow-headers'));
  // A wildcard never stands for Authorization: it must be named.
  const missing = PREFLIGHT_HEADERS.filter(
    (header) => !headers.includes(header) && (header === 'authorization' || !headers.includes('*')),
  );
  return missing.length > 0 ? `preflight: Access-Control-Allow-Headers lacks ${missing.join(', ')}` : null;
}
