/**
 * The detail's additional-service notice (spec section 2: takeout and dine-in show one). Which of
 * the two a table is rests on table info's `takeOut`, a field the spec does not list for table
 * info. A service that leaves it out gets no notice rather than the dine-in one: telling a
 * takeout diner to ask the staff at their table is worse than saying nothing. Orders still go
 * through as the spec's plain table orders; the kitchen sees the table's name.
 */
import type { TableInfo } from '../../api/contract/entities.ts';

export type ServiceNotice = 'dineIn' | 'takeout' | null;

export function serviceNoticeFor(table: Pick<TableInfo, 'delivery' | 'takeOut'> | null): ServiceNotice {
  if (!table || table.delivery) return null;
  if (table.takeOut === true) return 'takeout';
  if (table.takeOut === false) return 'dineIn';
  return null;
}
