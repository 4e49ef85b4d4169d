import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { StaffCallReason } from '../../../api/contract/staff-call.ts';
import { currentToken } from '../../session/public.ts';
import { tableInfoAtom } from '../../shop/public.ts';
import { offersStaffCall } from '../staff-calls.ts';
import { useStaffCalls } from '../use-staff-calls.ts';
import { IconBell } from './staff-call-icons.tsx';
import { StaffCallNotice } from './staff-call-notice.tsx';
import './staff-call.css';

const StaffCallSheet = lazy(() => import('./staff-call-sheet.tsx'));

export interface StaffCallBellProps {
  shopSeq: number;
  tableNum: number;
}

/**
 * The navbar's bell, on a dine-in table whose service offers the staff call (the table's info
 * says so); anywhere else nothing at all, as the spec's app. Its sheet is loaded on first open.
 */
export function StaffCallBell({ shopSeq, tableNum }: StaffCallBellProps) {
  const table = useAtomValue(tableInfoAtom);
  const enabled = offersStaffCall(table) && currentToken() !== null;
  if (!enabled) return null;
  return <Bell shopSeq={shopSeq} tableNum={tableNum} />;
}

function Bell({ shopSeq, tableNum }: StaffCallBellProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { calls, call } = useStaffCalls(shopSeq, tableNum, true);
  const onCall = (reason: StaffCallReason) => {
    setOpen(false);
    void call(reason);
  };
  return (
    <>
      <button
        type="button"
        className="icon-btn staff-call-bell"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t`Call staff`}
      >
        <IconBell />
      </button>
      <StaffCallNotice calls={calls} />
      {opened && (
        <Suspense fallback={null}>
          <StaffCallSheet open={open} calls={calls} onCall={onCall} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
