/**
 * How often the page asks for a waiting registration while it is open. The alert's rule itself
 * (when a change deserves telling, the badge) is shared with the worker's background check and
 * lives in the contract (src/worker-contract/waiting-alert-rule.ts); it is re-exported here for
 * the feature's own use.
 */
import {
  isStillWaiting,
  NEAR_TURN,
  type WaitingAlert,
  type WaitingSeen,
  waitingAlert,
  waitingBadge,
} from '../../worker-contract/waiting-alert-rule.ts';

export { NEAR_TURN, type WaitingAlert, waitingAlert, waitingBadge };

/** How often the page refreshes a waiting registration while visible, far from the turn and near it. */
export const REFRESH_FAR_MS = 30_000;
export const REFRESH_NEAR_MS = 15_000;

/** The delay before the next refresh, or null to stop: a finished registration needs no more. */
export function nextRefreshDelay(registration: WaitingSeen | null): number | null {
  if (!registration) return REFRESH_FAR_MS;
  if (!isStillWaiting(registration)) return null;
  return registration.waitingOrder >= 1 && registration.waitingOrder <= NEAR_TURN ? REFRESH_NEAR_MS : REFRESH_FAR_MS;
}
