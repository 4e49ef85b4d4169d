/**
 * The staff-call limit, one rule for the service (which refuses a sooner call with 429) and the
 * app (which disables the reason and says for how long): one call per reason per table within
 * `STAFF_CALL_INTERVAL_MS`. Other reasons stay free: asking for water does not hold up the bill.
 */
import { STAFF_CALL_INTERVAL_MS, type StaffCallReason } from './staff-call.ts';

export interface EarlierCall {
  reason: StaffCallReason;
  /** ms since epoch: the service counts from when it received the call, the app from the tap. */
  at: number;
}

/** The service's error code for a call within the interval (429, with `Retry-After`). */
export const STAFF_CALL_TOO_SOON = 'staff_call_too_soon';

/**
 * How long, in ms, before `reason` may be asked for again (0: now). A call made "in the future"
 * (a phone whose clock runs ahead) counts as made now, so it can never lock a reason for longer
 * than one interval.
 *
 * @example staffCallWait([{ reason: 'water', at: 1_000 }], 'water', 31_000) // 30_000
 */
export function staffCallWait(earlier: readonly EarlierCall[], reason: StaffCallReason, now: number): number {
  let wait = 0;
  for (const call of earlier) {
    if (call.reason !== reason) continue;
    const since = Math.max(0, now - call.at);
    wait = Math.max(wait, STAFF_CALL_INTERVAL_MS - since);
  }
  return Math.max(0, wait);
}
