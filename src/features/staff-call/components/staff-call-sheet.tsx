import { Trans, useLingui } from '@lingui/react/macro';
import { STAFF_CALL_REASONS, type StaffCallReason } from '../../../api/contract/staff-call.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { type KeptCall, reasonWait } from '../staff-calls.ts';
import { ReasonIcon } from './staff-call-icons.tsx';
import { REASON_WORDS } from './staff-call-words.ts';
import './staff-call.css';

export interface StaffCallSheetProps {
  open: boolean;
  calls: readonly KeptCall[];
  onCall: (reason: StaffCallReason) => void;
  onClose: () => void;
}

/** The reasons, one tap each; a reason asked for within the minute is disabled and says until when. */
export default function StaffCallSheet({ open, calls, onCall, onClose }: StaffCallSheetProps) {
  const { i18n, t } = useLingui();
  // Ticks only while the sheet is open, so a disabled reason comes back by itself.
  const now = useNow(1_000).getTime();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="sheet"
      className="staff-call-sheet"
      title={<Trans>What can we bring you?</Trans>}
      actions={
        <button type="button" className="btn btn-block" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <p className="staff-call-lead">
        <Trans>One tap calls the staff to your table.</Trans>
      </p>
      <ul className="staff-call-reasons">
        {STAFF_CALL_REASONS.map((reason) => {
          const seconds = Math.ceil(reasonWait(calls, reason, now) / 1000);
          const hintId = `staff-call-wait-${reason}`;
          return (
            <li key={reason}>
              <button
                type="button"
                className="staff-call-reason"
                disabled={seconds > 0}
                aria-describedby={seconds > 0 ? hintId : undefined}
                onClick={() => onCall(reason)}
              >
                <ReasonIcon reason={reason} />
                <span className="staff-call-reason-words">{i18n._(REASON_WORDS[reason])}</span>
              </button>
              {seconds > 0 && (
                <p id={hintId} className="staff-call-wait">
                  {t`Just asked for. You can ask again in ${seconds} s.`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
