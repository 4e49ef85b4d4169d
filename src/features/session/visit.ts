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
 * start page and record the visit. The record is fire-and-forget: a diner is never held at the
 * door by a slow visit log, and an offline post is queued and replayed by the service worker.
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
  afterPageLoad(() => {
    postHistory(path).catch((error: unknown) => {
      console.warn('visit not recorded', error);
    });
  }, VISIT_RECORD_WAIT_MS);
}
