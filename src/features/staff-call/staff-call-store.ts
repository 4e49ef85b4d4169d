/**
 * The staff calls this tab made, per table, in session storage: a reload (offline too) shows the
 * same confirmation, and the tab's session is the table visit the calls belong to. The sends
 * themselves are in the outbox (IndexedDB), which delivers them whatever happens to this record.
 */
import * as v from 'valibot';
import { STAFF_CALL_REASONS } from '../../api/contract/staff-call.ts';
import { sessionArea } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import type { KeptCall } from './staff-calls.ts';

const KeptCallSchema = v.object({
  key: v.string(),
  reason: v.picklist(STAFF_CALL_REASONS),
  requestedAt: v.number(),
  status: v.picklist(['queued', 'sent', 'answered', 'refused', 'covered']),
  settledAt: v.optional(v.number()),
  answeredAt: v.optional(v.number()),
});
const KeptSchema = v.record(v.string(), v.array(KeptCallSchema));

function tableKey(shopSeq: number, tableNum: number): string {
  return `${shopSeq}:${tableNum}`;
}

function readAll(): Record<string, KeptCall[]> {
  return sessionArea.getJson(STORAGE_KEYS.session.staffCalls, KeptSchema) ?? {};
}

export function readKeptCalls(shopSeq: number, tableNum: number): KeptCall[] {
  return readAll()[tableKey(shopSeq, tableNum)] ?? [];
}

export function writeKeptCalls(shopSeq: number, tableNum: number, calls: readonly KeptCall[]): void {
  const all = readAll();
  if (calls.length) all[tableKey(shopSeq, tableNum)] = [...calls];
  else delete all[tableKey(shopSeq, tableNum)];
  sessionArea.setJson(STORAGE_KEYS.session.staffCalls, all);
}
