/**
 * The near-turn waiting alert: when a refreshed registration deserves the diner's attention, and
 * how often the page asks. The diner is told once per change that matters: the position reaching
 * `NEAR_TURN` or moving up within it, and any change of status (entered, called, cancelled by the
 * shop). A refresh that changes nothing, or a position that moves back, tells nothing.
 */
import type { WaitingRegistration } from '../../api/contract/entities.ts';

/** The position from which the diner is alerted: 3 or fewer parties ahead of the door. */
export const NEAR_TURN = 3;

/** How often the page refreshes a waiting registration while visible, far from the turn and near it. */
export const REFRESH_FAR_MS = 30_000;
export const REFRESH_NEAR_MS = 15_000;

type Seen = Pick<WaitingRegistration, 'waitingOrder' | 'waitingStatus'>;

export type WaitingAlert = { kind: 'nearTurn'; position: number } | { kind: 'statusChanged'; status: string } | null;

const STILL_WAITING = 'WAITING';

function isWaiting(registration: Seen): boolean {
  return registration.waitingStatus === STILL_WAITING;
}

/** What to tell the diner after a refresh from `before` (null: the first answer of this page) to `after`. */
export function waitingAlert(before: Seen | null, after: Seen): WaitingAlert {
  if (before && before.waitingStatus !== after.waitingStatus)
    return { kind: 'statusChanged', status: after.waitingStatus };
  if (!isWaiting(after) || after.waitingOrder < 1 || after.waitingOrder > NEAR_TURN) return null;
  if (before && isWaiting(before) && before.waitingOrder >= 1 && before.waitingOrder <= after.waitingOrder) return null;
  return { kind: 'nearTurn', position: after.waitingOrder };
}

/** The delay before the next refresh, or null to stop: a finished registration needs no more. */
export function nextRefreshDelay(registration: Seen | null): number | null {
  if (!registration) return REFRESH_FAR_MS;
  if (!isWaiting(registration)) return null;
  return registration.waitingOrder >= 1 && registration.waitingOrder <= NEAR_TURN ? REFRESH_NEAR_MS : REFRESH_FAR_MS;
}

/** The app badge: the position while near the turn, else nothing (0 clears it). */
export function waitingBadge(registration: Seen | null): number {
  if (!registration || !isWaiting(registration)) return 0;
  return registration.waitingOrder >= 1 && registration.waitingOrder <= NEAR_TURN ? registration.waitingOrder : 0;
}
