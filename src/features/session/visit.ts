import { newIdempotencyKey } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { afterPageLoad } from '../../shared/lib/after-page-load.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { rememberLastTable } from './last-table.ts';
import { postHistory } from './session.api.ts';

export const VISIT_RECORD_WAIT_MS = 3_000;

export interface Visit {
  shopSeq: string;
  tableNum: string;
  token: string | undefined;
  /** The visited path; the token stays out of the service's visit log. */
  path: string;
}

/**
 * The QR entry's side effects: keep the table token for the session, remember the table for the
 * start page and record the visit (of a real table address only). The record is fire-and-forget:
 * a diner is never held at the door by a slow visit log, and an offline post is queued and
 * replayed by the service worker, or, before the worker is in, sent again once back online.
 * It is sent once the page has loaded, so the menu's own calls and code go first, and no later
 * than `VISIT_RECORD_WAIT_MS` after the scan, so a slow picture cannot hold it back or lose it.
 */
export function recordVisit({ shopSeq, tableNum, token, path }: Visit, now: number = Date.now()): void {
  if (token) writeSession(STORAGE_KEYS.session.token, token);
  const table = parseShopTableParams({ shopSeq, tableNum });
  if (table.ok) {
    rememberLastTable({ ...table.value, token: token ?? null, visitedAt: now }).catch((error: unknown) => {
      console.warn('last table not kept', error);
    });
  }
  if (!table.ok) return;
  afterPageLoad(() => void sendVisitRecord(path), VISIT_RECORD_WAIT_MS);
}

/**
 * Posts the visit record. Offline on a first visit no service worker is there yet to queue it, so
 * it goes again, with the same idempotency key, each time the connection comes back; the key lets
 * the service drop a copy that did arrive after all.
 */
export async function sendVisitRecord(
  path: string,
  send: (url: string, idempotencyKey: string) => Promise<void> = postHistory,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<void> {
  try {
    await send(path, idempotencyKey);
  } catch (error) {
    if (isApiError(error) && error.kind === 'offline' && !navigator.onLine) {
      window.addEventListener('online', () => void sendVisitRecord(path, send, idempotencyKey), { once: true });
      return;
    }
    console.warn('visit not recorded', error);
  }
}
