/**
 * What the session check means for the table screens (spec sections 2, 6, 8), with the offline
 * case the spec does not know: no network is not an expired session. With no connection the
 * diner keeps the last answer the check gave for this token, for a while, and browses from the
 * caches with ordering disabled.
 */
import type { ApiErrorKind } from '../../api/errors.ts';

export type SessionVerdict =
  /** The service said the session is live. */
  | 'live'
  /** The service said false: the expired page. */
  | 'expired'
  /** The check failed with an HTTP error: the error page (spec section 8). */
  | 'error'
  /** No network; the last answer for this token was live (or there was none): browse, don't order. */
  | 'offline';

export interface LastSessionAnswer {
  live: boolean;
  shopSeq: number;
  tableNum: number;
  /** ms since epoch. */
  checkedAt: number;
}

/** How long a kept "live" answer stands in for the check while offline. */
export const OFFLINE_SESSION_GRACE_MS = 12 * 60 * 60 * 1000;

export function verdictFromAnswer(live: boolean): SessionVerdict {
  return live ? 'live' : 'expired';
}

export function verdictFromFailure(
  kind: ApiErrorKind,
  last: LastSessionAnswer | null,
  table: { shopSeq: number; tableNum: number },
  now: number,
): SessionVerdict {
  if (kind !== 'offline' && kind !== 'timeout') return 'error';
  const lastIsForThisTable = last && last.shopSeq === table.shopSeq && last.tableNum === table.tableNum;
  if (lastIsForThisTable && !last.live) return 'expired';
  if (lastIsForThisTable && now - last.checkedAt > OFFLINE_SESSION_GRACE_MS) return 'expired';
  return 'offline';
}

/**
 * The verdict a screen may browse on before this page's check answers: the last answer kept for
 * this token. A kept 'live' is reported as live with its old time, so it never lets the diner pay
 * (`device-first.ts`); a kept 'false', or a 'live' past the grace, is over. Nothing kept: 'offline'
 * (not known yet: browse, don't order).
 */
export function verdictFromKept(
  last: LastSessionAnswer | null,
  table: { shopSeq: number; tableNum: number },
  now: number,
): { verdict: SessionVerdict; checkedAt?: number } {
  if (!last || last.shopSeq !== table.shopSeq || last.tableNum !== table.tableNum) return { verdict: 'offline' };
  if (!last.live || now - last.checkedAt > OFFLINE_SESSION_GRACE_MS)
    return { verdict: 'expired', checkedAt: last.checkedAt };
  return { verdict: 'live', checkedAt: last.checkedAt };
}
