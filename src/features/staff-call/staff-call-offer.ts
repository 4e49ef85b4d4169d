/**
 * Whether the navbar has a bell at all: a module of its own, so a menu without the staff call
 * carries none of the call's rules (staff-calls.ts) or its outbox keys.
 */
import type { TableInfo } from '../../api/contract/entities.ts';

/** Whether a table's service offers the staff call: a dine-in table that advertises it. */
export function offersStaffCall(
  table: Pick<TableInfo, 'delivery' | 'takeOut' | 'extensions'> | null | undefined,
): boolean {
  if (!table || table.delivery || table.takeOut === true) return false;
  return table.extensions?.staffCall === true;
}
