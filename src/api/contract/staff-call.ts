/**
 * The staff-call extension (extensions.ts): a diner at a dine-in table asks for water, cutlery,
 * napkins, the bill or a member of staff, and sees when the staff answered. Only for tables whose
 * info advertises `extensions.staffCall`; the service answers any other table 404.
 */
import * as v from 'valibot';
import { type CallSpec, json } from './call-spec.ts';
import { CALL_PATHS } from './paths.ts';

/** What a diner may ask for, in the order the sheet shows them. */
export const STAFF_CALL_REASONS = ['water', 'cutlery', 'napkins', 'bill', 'staff'] as const;
export type StaffCallReason = (typeof STAFF_CALL_REASONS)[number];

/** One call per reason per table within this long; the service answers a sooner one 429. */
export const STAFF_CALL_INTERVAL_MS = 60_000;

export const StaffCallBodySchema = v.object({
  shopSeq: v.number(),
  tableNum: v.number(),
  reason: v.picklist(STAFF_CALL_REASONS),
  /** When the diner tapped, ISO 8601 in UTC; a call queued offline keeps its first moment. */
  requestedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type StaffCallBody = v.InferOutput<typeof StaffCallBodySchema>;

export const STAFF_CALL_STATUSES = ['waiting', 'answered'] as const;
export type StaffCallStatus = (typeof STAFF_CALL_STATUSES)[number];

export const StaffCallSchema = v.object({
  callId: v.string(),
  reason: v.picklist(STAFF_CALL_REASONS),
  /** The diner's moment, as sent. */
  requestedAt: v.string(),
  /** When the service recorded it (the limit counts from here). */
  receivedAt: v.string(),
  status: v.picklist(STAFF_CALL_STATUSES),
  answeredAt: v.nullish(v.string()),
});
export type StaffCall = v.InferOutput<typeof StaffCallSchema>;

export const StaffCallStateSchema = v.object({ calls: v.array(StaffCallSchema) });
export type StaffCallState = v.InferOutput<typeof StaffCallStateSchema>;

const tableQuery = v.object({ shopSeq: v.number(), tableNum: v.number() });

export const STAFF_CALLS = {
  staffCall: {
    method: 'POST',
    path: CALL_PATHS.staffCall,
    body: StaffCallBodySchema,
    response: json(StaffCallSchema),
    bearer: true,
  },
  staffCallState: {
    method: 'GET',
    path: CALL_PATHS.staffCall,
    query: tableQuery,
    response: json(StaffCallStateSchema),
    bearer: true,
  },
} as const satisfies Record<string, CallSpec>;
