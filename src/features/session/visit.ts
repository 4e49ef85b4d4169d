import { newIdempotencyKey } from '../../api/client.ts';
import { afterPageLoad } from '../../shared/lib/after-page-load.ts';
import { parseShopTableParams } from '../../shared/lib/route-params.ts';
import { enqueueMessage, flushNow, outboxEntry } from '../../shared/outbox/page-outbox.ts';
import { writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import type { OutboxEntry } from '../../worker-contract/outbox.ts';
import { rememberLastTable } from './last-table.ts';

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
 * start page and record the visit (of a real table address only). The record goes into the
 * outbox here, on the entry route, before the redirect: from then on it survives an offline
 * phone, a dropped signal, a tab closed a moment after the scan (the page sends it with
 * keepalive as it goes, and the next start sends anything still kept) and a browser with no
 * service worker. The send itself waits for the page to load, so the menu's own calls and code go
 * first, and no longer than `VISIT_RECORD_WAIT_MS`.
 */
export function recordVisit({ shopSeq, tableNum, token, path }: Visit, now: number = Date.now()): void {
  if (token) writeSession(STORAGE_KEYS.session.token, token);
  const table = parseShopTableParams({ shopSeq, tableNum });
  if (!table.ok) return;
  rememberLastTable({ ...table.value, token: token ?? null, visitedAt: now }).catch((error: unknown) => {
    console.warn('last table not kept', error);
  });
  const kept = keepVisitRecord(path, newIdempotencyKey(), now);
  afterPageLoad(() => void kept.then(() => flushNow()), VISIT_RECORD_WAIT_MS);
}

/** Puts the visit record in the outbox under its own key (one visit, one key, however often sent). */
export async function keepVisitRecord(
  path: string,
  idempotencyKey: string,
  now: number,
  enqueue: (entry: OutboxEntry) => Promise<unknown> = enqueueMessage,
): Promise<void> {
  try {
    await enqueue(await outboxEntry('history', { url: path }, idempotencyKey, now));
  } catch (error) {
    console.warn('visit not recorded', error);
  }
}
