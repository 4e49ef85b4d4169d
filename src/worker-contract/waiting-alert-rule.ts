/**
 * The near-turn waiting alert's rule, shared by the page (which checks while it is open) and the
 * worker (which checks in the background, see waiting-watch.ts), so the two tell the diner the
 * same things. The diner is told once per change that matters: the position reaching `NEAR_TURN`
 * or moving up within it, and any change of status (entered, called, cancelled by the shop). A
 * check that changes nothing, or a position that moves back, tells nothing.
 */

/** The position from which the diner is alerted: 3 or fewer parties ahead of the door. */
export const NEAR_TURN = 3;

/** What the rule reads of a registration (the detail call's `waitingOrder` and `waitingStatus`). */
export interface WaitingSeen {
  waitingOrder: number;
  waitingStatus: string;
}

export type WaitingAlert = { kind: 'nearTurn'; position: number } | { kind: 'statusChanged'; status: string } | null;

const STILL_WAITING = 'WAITING';

/** Whether the registration is still in the line: anything else (entered, cancelled) is finished. */
export function isStillWaiting(registration: WaitingSeen): boolean {
  return registration.waitingStatus === STILL_WAITING;
}

/** What to tell the diner after a check from `before` (null: nothing seen yet) to `after`. */
export function waitingAlert(before: WaitingSeen | null, after: WaitingSeen): WaitingAlert {
  if (before && before.waitingStatus !== after.waitingStatus)
    return { kind: 'statusChanged', status: after.waitingStatus };
  if (!isStillWaiting(after) || after.waitingOrder < 1 || after.waitingOrder > NEAR_TURN) return null;
  if (before && isStillWaiting(before) && before.waitingOrder >= 1 && before.waitingOrder <= after.waitingOrder)
    return null;
  return { kind: 'nearTurn', position: after.waitingOrder };
}

/** The app badge: the position while near the turn, else nothing (0 clears it). */
export function waitingBadge(registration: WaitingSeen | null): number {
  if (!registration || !isStillWaiting(registration)) return 0;
  return registration.waitingOrder >= 1 && registration.waitingOrder <= NEAR_TURN ? registration.waitingOrder : 0;
}

/** What an alert says, as a notification and to a screen reader. */
export interface AlertText {
  title: string;
  body: string;
}

/**
 * Which words an alert takes. The page writes the words (it has the diner's language), the worker
 * only picks them: one text per near-turn position, and one per kind of status change.
 */
export type AlertTextKey = `near-${number}` | 'cancelled' | 'turn' | 'changed';

const TURN_STATUSES = new Set(['ENTERED', 'CALL', 'CALLED']);

export function alertTextKey(alert: NonNullable<WaitingAlert>): AlertTextKey {
  if (alert.kind === 'nearTurn') return `near-${alert.position}`;
  if (alert.status === 'CANCEL') return 'cancelled';
  return TURN_STATUSES.has(alert.status) ? 'turn' : 'changed';
}

/** One alert for each text the rule can ask for: what the page writes ahead for the worker. */
export function everyAlertKind(): NonNullable<WaitingAlert>[] {
  const near = Array.from(
    { length: NEAR_TURN },
    (_, i): NonNullable<WaitingAlert> => ({
      kind: 'nearTurn',
      position: i + 1,
    }),
  );
  return [
    ...near,
    { kind: 'statusChanged', status: 'CANCEL' },
    { kind: 'statusChanged', status: 'ENTERED' },
    { kind: 'statusChanged', status: 'UNKNOWN' },
  ];
}
