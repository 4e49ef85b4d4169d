/**
 * Drops table tokens from the device once their visit is over (token-lifetime.ts): the last
 * table's token after 12 hours or when the service ends its session, and every per-token
 * session-check answer older than that. Storage failures only mean the next start tries again.
 */
import { delMany, getMany, keys } from 'idb-keyval';
import { loadLastTable, rememberLastTable } from './last-table.ts';
import { SESSION_CHECK_PREFIX, staleSessionChecks, withoutStaleToken } from './token-lifetime.ts';

export async function forgetEndedVisits(now: number = Date.now()): Promise<void> {
  try {
    const last = await loadLastTable();
    if (last) {
      const kept = withoutStaleToken(last, now);
      if (kept !== last) await rememberLastTable(kept);
    }
    const checks = (await keys()).filter((key) => typeof key === 'string' && key.startsWith(SESSION_CHECK_PREFIX));
    if (checks.length === 0) return;
    const values = await getMany(checks);
    const stale = staleSessionChecks(
      checks.map((key, index) => [key, values[index]] as [IDBValidKey, unknown]),
      now,
    );
    if (stale.length > 0) await delMany(stale);
  } catch (error) {
    console.warn('ended visits not forgotten', error);
  }
}

/** The service says this token's session has ended: the start page must not bring it back. */
export async function forgetEndedToken(token: string): Promise<void> {
  try {
    const last = await loadLastTable();
    if (last?.token === token) await rememberLastTable({ ...last, token: null });
  } catch (error) {
    console.warn('ended token not forgotten', error);
  }
}
