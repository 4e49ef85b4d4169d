import { request } from '../../shared/request.ts';

/**
 * Whether the table session is still live: the service's own true or false.
 *
 * The spec's "returns false on error" is narrowed on purpose: every failure throws its
 * `ApiError` instead. An HTTP failure sends the diner to /error (spec section 8), while an
 * offline or timed-out check must not read as "expired": the caller tells "no network" from
 * "session over" by the error's kind and may fall back on the last answer it kept.
 */
export function checkSession(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<boolean> {
  return request('sessionCheck', { query: { shopSeq, tableNum }, signal });
}
