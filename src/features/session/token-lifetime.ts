/**
 * How long a table token stays on the device. The token is the table's key to ordering; it must
 * not outlive the visit: "continue ordering" on the start page hours later would order for
 * whoever sits at that table now, and every kept token is one more for a stranger holding the
 * phone. The device keeps what the diner needs (shop, table, their orders) and drops the token
 * once the visit is over: after the same 12 hours an offline start trusts the last session check
 * for, or at once when the service says the session has ended.
 */
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import type { LastTable } from './last-table.ts';
import { OFFLINE_SESSION_GRACE_MS } from './session-verdict.ts';

/** After this long a visit is over, and its token with it. */
export const TOKEN_KEEP_MS = OFFLINE_SESSION_GRACE_MS;

/** The prefix of the per-token session-check keys. */
export const SESSION_CHECK_PREFIX = STORAGE_KEYS.idb.sessionCheck('');

/** The last table's token, while its visit lasts; null afterwards (and for a visit in the future). */
export function usableToken(table: LastTable, now: number): string | null {
  const age = now - table.visitedAt;
  return table.token && age >= 0 && age <= TOKEN_KEEP_MS ? table.token : null;
}

/** The last table without its token once the visit is over; the same object when nothing changes. */
export function withoutStaleToken(table: LastTable, now: number): LastTable {
  return table.token !== null && usableToken(table, now) === null ? { ...table, token: null } : table;
}

/**
 * The session-check keys to remove: those whose answer is older than the visit, or unreadable.
 * @example staleSessionChecks([['table-order:v1:session-check:abc', { checkedAt: 0 }]], 13 * 3600e3)
 */
export function staleSessionChecks(entries: readonly [IDBValidKey, unknown][], now: number): string[] {
  return entries.flatMap(([key, value]) => {
    if (typeof key !== 'string' || !key.startsWith(SESSION_CHECK_PREFIX)) return [];
    const checkedAt =
      typeof value === 'object' && value !== null && 'checkedAt' in value ? Number(value.checkedAt) : Number.NaN;
    const age = now - checkedAt;
    return Number.isFinite(age) && age >= 0 && age <= TOKEN_KEEP_MS ? [] : [key];
  });
}
