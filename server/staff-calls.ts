/**
 * The staff-call extension's state: each table's calls, each recorded once per Idempotency-Key,
 * at most one per reason per table within the limit (the contract's rule, counted on the
 * service's clock from when it received the earlier call), answered from the staff page.
 */
import { randomUUID } from 'node:crypto';
import type { StaffCall, StaffCallBody } from '../src/api/contract/staff-call.ts';
import { STAFF_CALL_TOO_SOON, staffCallWait } from '../src/api/contract/staff-call-limit.ts';
import { ApiError } from './http.ts';
import type { DemoState, StaffCallRecord } from './state.ts';

export type { StaffCallRecord };

/** Calls the diner's phone and the staff page still list: unanswered ones, and any of the last hour. */
const LISTED_FOR_MS = 60 * 60 * 1000;

export class TooSoon extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, STAFF_CALL_TOO_SOON, `This table asked for that a moment ago; ask again in ${retryAfterSeconds} s.`);
  }
}

function tableKey(shopSeq: number, tableNum: number): string {
  return `${shopSeq}:${tableNum}`;
}

export function callView(record: StaffCallRecord): StaffCall {
  return {
    callId: record.callId,
    reason: record.reason,
    requestedAt: record.requestedAt,
    receivedAt: record.receivedAt.toISOString(),
    status: record.answeredAt ? 'answered' : 'waiting',
    answeredAt: record.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Records a call, or answers a repeat of a key with the call it recorded (`fresh: false`).
 * Throws `TooSoon` when the table asked for the same reason within the limit.
 */
export function recordStaffCall(
  state: DemoState,
  body: StaffCallBody,
  key: string | null,
  now: Date,
): { record: StaffCallRecord; fresh: boolean } {
  const seen = key === null ? undefined : state.staffCallKeys.get(key);
  if (seen) return { record: seen, fresh: false };
  const calls = state.staffCalls.get(tableKey(body.shopSeq, body.tableNum)) ?? [];
  const earlier = calls.map((call) => ({ reason: call.reason, at: call.receivedAt.getTime() }));
  const wait = staffCallWait(earlier, body.reason, now.getTime());
  if (wait > 0) throw new TooSoon(Math.ceil(wait / 1000));
  const record: StaffCallRecord = { callId: randomUUID(), ...body, receivedAt: now, answeredAt: null };
  calls.push(record);
  state.staffCalls.set(tableKey(body.shopSeq, body.tableNum), calls);
  if (key !== null) state.staffCallKeys.set(key, record);
  return { record, fresh: true };
}

/** The table's calls worth showing, oldest first. */
export function listedCalls(state: DemoState, shopSeq: number, tableNum: number, now: Date): StaffCallRecord[] {
  const calls = state.staffCalls.get(tableKey(shopSeq, tableNum)) ?? [];
  return calls.filter((call) => !call.answeredAt || now.getTime() - call.receivedAt.getTime() < LISTED_FOR_MS);
}

/** Every table's listed calls, for the staff page: unanswered first, then the newest. */
export function allListedCalls(state: DemoState, now: Date): StaffCallRecord[] {
  const all = [...state.staffCalls.values()].flat();
  return all
    .filter((call) => !call.answeredAt || now.getTime() - call.receivedAt.getTime() < LISTED_FOR_MS)
    .sort(
      (a, b) =>
        Number(a.answeredAt !== null) - Number(b.answeredAt !== null) ||
        b.receivedAt.getTime() - a.receivedAt.getTime(),
    );
}

/** Marks a call answered (once: a second answer keeps the first time). */
export function answerStaffCall(state: DemoState, callId: string, now: Date): StaffCallRecord {
  for (const calls of state.staffCalls.values()) {
    const call = calls.find((candidate) => candidate.callId === callId);
    if (!call) continue;
    call.answeredAt ??= now;
    return call;
  }
  throw new ApiError(404, 'unknown_staff_call', `There is no staff call ${callId}.`);
}
