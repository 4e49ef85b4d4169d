/**
 * The staff call as this phone keeps it, and the rules the bell and its sheet follow. Pure: the
 * clock comes in as `now` (ms since epoch).
 *
 * A call's life: `queued` (in the outbox, not yet answered by the service: offline, or the service
 * busy) → `sent` (the service has it) → `answered` (staff marked it), or `refused` (the service
 * turned it down for good), or `covered` (another phone of the table asked for the same within the
 * minute, so the staff already know). The screen shows a call until `SHOWN_FOR_MS` after the service got it,
 * or after it was refused; a queued call stays shown however long the signal takes.
 */
import type { StaffCall, StaffCallReason } from '../../api/contract/staff-call.ts';
import { staffCallWait } from '../../api/contract/staff-call-limit.ts';
import { messageKey } from '../../worker-contract/outbox.ts';

export type KeptCallStatus = 'queued' | 'sent' | 'answered' | 'refused' | 'covered';

export interface KeptCall {
  /** The outbox entry's idempotency key. */
  key: string;
  reason: StaffCallReason;
  /** ms since epoch: the tap. */
  requestedAt: number;
  status: KeptCallStatus;
  /** When this phone learnt the service had it (or refused it). */
  settledAt?: number;
  answeredAt?: number;
}

/** How often the table's calls are looked at while one waits for the signal or for the staff. */
export const STAFF_CALL_POLL_MS = 4_000;

/** How long a sent or answered call stays on the screen. */
export const SHOWN_FOR_MS = 5 * 60_000;

/** One tap, one message: the same table, reason and moment is the same call on every retry. */
export function staffCallKey(shopSeq: number, tableNum: number, reason: StaffCallReason, requestedAt: number): string {
  return messageKey(['staffCall', String(shopSeq), String(tableNum), reason, String(requestedAt)]);
}

export function isShown(call: KeptCall, now: number): boolean {
  if (call.status === 'queued') return true;
  return now - (call.settledAt ?? call.requestedAt) < SHOWN_FOR_MS;
}

/** The calls the screen shows, newest first. */
export function shownCalls(calls: readonly KeptCall[], now: number): KeptCall[] {
  return calls.filter((call) => isShown(call, now)).sort((a, b) => b.requestedAt - a.requestedAt);
}

/** ms before `reason` may be asked for again from this phone (0: now). A refused or covered call does not count. */
export function reasonWait(calls: readonly KeptCall[], reason: StaffCallReason, now: number): number {
  const earlier = calls
    .filter((call) => call.status !== 'refused' && call.status !== 'covered')
    .map((call) => ({ reason: call.reason, at: call.requestedAt }));
  return staffCallWait(earlier, reason, now);
}

/** Whether the service should be asked for the table's state: a call it has that staff have not answered. */
export function awaitsAnswer(calls: readonly KeptCall[], now: number): boolean {
  return calls.some((call) => call.status === 'sent' && isShown(call, now));
}

/** The service's record of a kept call: the same reason and moment (the body it was sent with). */
function serviceCallOf(call: KeptCall, service: readonly StaffCall[]): StaffCall | undefined {
  const requestedAt = new Date(call.requestedAt).toISOString();
  return service.find((candidate) => candidate.reason === call.reason && candidate.requestedAt === requestedAt);
}

/**
 * The kept calls after the service's answer to `GET /staff/call`: a call it lists is sent (or
 * answered), whoever delivered it; a call it does not list keeps what the phone knew.
 */
export function withServiceState(calls: readonly KeptCall[], service: readonly StaffCall[], now: number): KeptCall[] {
  return calls.map((call) => {
    if (call.status === 'refused' || call.status === 'covered' || call.status === 'answered') return call;
    const found = serviceCallOf(call, service);
    if (!found) return call;
    const settledAt = call.status === 'queued' ? now : (call.settledAt ?? now);
    if (found.status === 'answered') {
      const answeredAt = found.answeredAt ? Date.parse(found.answeredAt) : now;
      return { ...call, status: 'answered', settledAt, answeredAt: Number.isNaN(answeredAt) ? now : answeredAt };
    }
    return { ...call, status: 'sent', settledAt };
  });
}

/** Calls older than this are forgotten by the phone (kept in the tab's storage until then). */
const KEPT_FOR_MS = 60 * 60_000;

/** The kept list without calls nobody needs any more, so the tab's storage stays small. */
export function pruneCalls(calls: readonly KeptCall[], now: number): KeptCall[] {
  return calls.filter((call) => call.status === 'queued' || now - call.requestedAt < KEPT_FOR_MS);
}
