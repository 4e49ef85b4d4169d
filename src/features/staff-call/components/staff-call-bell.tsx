import { lazy, Suspense } from 'react';
import { currentToken } from '../../session/public.ts';
import { useTableInfo } from '../../shop/public.ts';
import { offersStaffCall } from '../staff-call-offer.ts';

/** The bell with its notice and sheet: loaded only for a table that offers the staff call. */
const StaffCallButton = lazy(() => import('./staff-call-button.tsx'));

export interface StaffCallBellProps {
  shopSeq: number;
  tableNum: number;
}

/**
 * The navbar's bell, on a dine-in table whose service offers the staff call (the table's info
 * says so); anywhere else nothing at all, as the spec's app, and none of its code is loaded.
 */
export function StaffCallBell({ shopSeq, tableNum }: StaffCallBellProps) {
  const table = useTableInfo(shopSeq, tableNum);
  if (!offersStaffCall(table) || currentToken() === null) return null;
  return (
    <Suspense fallback={null}>
      {/* One table's calls never show on another's screen, even where the navbar stays mounted. */}
      <StaffCallButton key={`${shopSeq}:${tableNum}`} shopSeq={shopSeq} tableNum={tableNum} />
    </Suspense>
  );
}
