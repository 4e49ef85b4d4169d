/** Sends one call of the contract to a service as the app would, with the headers a browser adds. */
import { CALLS, type CallName, fillPath, IDEMPOTENCY_HEADER } from '../../src/api/contract/calls.ts';

export interface ProbeTarget {
  /** The API base, as the app's VITE_API_BASE: calls are paths under it. */
  api: string;
  token: string;
  /** Sent as `Origin`, as a browser on the app's origin would; null sends none. */
  origin: string | null;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface CallRequest {
  query?: Record<string, string | number>;
  path?: Record<string, string | number>;
  body?: unknown;
  idempotencyKey?: string;
  /** Overrides the table token (a deliberately wrong one). */
  token?: string;
}

export function callUrl(api: string, name: CallName, request: CallRequest = {}): URL {
  const url = new URL(
    `${api.replace(/\/*$/, '/')}${fillPath(CALLS[name].path, request.path ?? {}).replace(/^\/+/, '')}`,
  );
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
  return url;
}

/** The call's answer, or the reason no answer came, as text. */
export async function sendCall(
  target: ProbeTarget,
  name: CallName,
  request: CallRequest = {},
): Promise<Response | string> {
  const spec = CALLS[name];
  const headers: Record<string, string> = {
    accept: spec.response.kind === 'json' ? 'application/json' : 'text/plain, */*',
  };
  if (target.origin) headers.origin = target.origin;
  if (spec.bearer) headers.authorization = `Bearer ${request.token ?? target.token}`;
  if (request.idempotencyKey) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await target.fetch(callUrl(target.api, name, request), {
      method: spec.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    return `no answer (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
  }
}

/** The browser's question before a call from another origin. */
export async function sendPreflight(
  target: ProbeTarget & { origin: string },
  name: CallName,
  request: CallRequest = {},
): Promise<Response | string> {
  try {
    return await target.fetch(callUrl(target.api, name, request), {
      method: 'OPTIONS',
      headers: {
        origin: target.origin,
        'access-control-request-method': CALLS[name].method,
        'access-control-request-headers': 'authorization, idempotency-key, content-type',
      },
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    return `no answer to the preflight (${error instanceof Error ? error.message : String(error)})`;
  }
}
