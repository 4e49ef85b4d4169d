import { OUTBOX_CALLS, type OutboxEntry } from './outbox.ts';

/** Whether a stored value is a well-formed entry (a shape from an older build is not). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    entry.key !== '' &&
    (OUTBOX_CALLS as readonly unknown[]).includes(entry.call) &&
    typeof entry.url === 'string' &&
    typeof entry.createdAt === 'number' &&
    (entry.bearer === undefined || (typeof entry.bearer === 'string' && entry.bearer !== '')) &&
    'body' in entry
  );
}
