/** The worker's ask for one watched registration's detail: a plain GET with a timeout, never thrown. */
import { fillPath } from '../api/contract/call-spec.ts';
import {
  type DetailAnswer,
  isWaitingSeen,
  WAITING_WATCH_FETCH_TIMEOUT_MS,
  type WaitingWatch,
} from './waiting-watch.ts';

/** How an HTTP answer to the detail call reads as a `DetailAnswer`. */
export async function detailAnswerOf(response: Response): Promise<DetailAnswer> {
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (!response.ok) return { kind: 'failed' };
  try {
    const body: unknown = await response.json();
    return isWaitingSeen(body) ? { kind: 'fresh', seen: body } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export interface AskOptions {
  /** The API base (`/api` or an absolute address) and the app's origin to resolve it against. */
  apiBase: string;
  origin: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Asks the service for a watched registration; the detail call sends no token (spec section 6). */
export async function askWaitingDetail(
  watch: WaitingWatch,
  { apiBase, origin, fetch = globalThis.fetch, timeoutMs = WAITING_WATCH_FETCH_TIMEOUT_MS }: AskOptions,
): Promise<DetailAnswer> {
  let url: URL;
  try {
    url = new URL(`${apiBase.replace(/\/+$/, '')}${fillPath(watch.detail.path, watch.detail.params)}`, origin);
  } catch {
    return { kind: 'gone' };
  }
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await detailAnswerOf(response);
  } catch {
    return { kind: 'failed' };
  }
}
