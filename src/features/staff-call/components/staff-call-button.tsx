import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { StaffCallReason } from '../../../api/contract/staff-call.ts';
import { useStaffCalls } from '../use-staff-calls.ts';
import { IconBell } from './staff-call-icons.tsx';
import { StaffCallNotice } from './staff-call-notice.tsx';
import './staff-call.css';
import { withWholeCatalog } from '../../../shared/i18n/i18n.ts';

const StaffCallSheet = lazy(() => withWholeCatalog(import('./staff-call-sheet.tsx')));

export interface StaffCallButtonProps {
  shopSeq: number;
  tableNum: number;
}

/** The bell, the notice of the table's calls under the navbar, and the sheet (loaded on first open). */
export default function StaffCallButton({ shopSeq, tableNum }: StaffCallButtonProps) {
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
