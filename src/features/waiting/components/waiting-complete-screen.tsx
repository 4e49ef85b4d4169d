import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { WaitingRegistration } from '../../../api/contract/entities.ts';
import { IconBack } from '../../../shared/ui/icons.tsx';
import { useBackgroundWatch } from '../use-background-watch.ts';
import { useWaitingDetail } from '../use-waiting-detail.ts';
import { useWaitingWatch } from '../use-waiting-watch.ts';
import type { WaitingAlert } from '../waiting-alert.ts';
import { alertText } from '../waiting-alert-messages.ts';
import { notifyWaitingAlert } from '../waiting-alert-notify.ts';
import { updateTicket } from '../waiting-tickets.atoms.ts';
import { CancelDoneDialog, CancelledRegistration, RegistrationView } from './waiting-registration-view.tsx';
import './waiting.css';

export interface WaitingCompleteScreenProps {
  waitingUuid: string;
  onBack: () => void;
}

/** A registration: place in line, number, party, notes and the cancel button. */
export function WaitingCompleteScreen({ waitingUuid, onBack }: WaitingCompleteScreenProps) {
  const { t, i18n } = useLingui();
  const { detail, loading, reload, refresh, shopSeq, alertOn } = useWaitingDetail(waitingUuid);
  // Set once the cancel call succeeded: from then on the page shows the cancelled state, even if
  // the reload after it fails or the connection drops (no stale position, no cancel button).
  const [cancelled, setCancelled] = useState<WaitingRegistration | null>(null);
  const cancelledByDiner = useRef(false);
  const [doneOpen, setDoneOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shown = detail && detail.kind !== 'failed' ? detail : null;
  const onAlert = (alert: NonNullable<WaitingAlert>, registration: WaitingRegistration) => {
    // The diner's own cancel is answered by the done dialog, not by an alert.
    if (cancelledByDiner.current) return;
    const text = alertText(i18n, alert, registration);
    setAnnouncement(`${text.title}. ${text.body}`);
    if (alertOn) notifyWaitingAlert(text, waitingUuid);
  };
  useWaitingWatch({
    registration: cancelled ? null : (shown?.registration ?? null),
    seenAt: shown?.seenAt ?? null,
    refresh,
    alertOn,
    onAlert,
  });
  // The diner's own cancel ends the watch as the shop's would: the cancelled registration is its last answer.
  useBackgroundWatch([
    { waitingUuid, registration: cancelled ?? shown?.registration ?? null, seenAt: shown?.seenAt ?? 0, alertOn },
  ]);
  const onCancelled = (registration: WaitingRegistration) => {
    const marked = { ...registration, waitingStatus: 'CANCEL' };
    cancelledByDiner.current = true;
    setCancelled(marked);
    setDoneOpen(true);
    void updateTicket(waitingUuid, marked, Date.now(), shopSeq ?? undefined);
  };
  return (
    <>
      <header className="waiting-top">
        <button type="button" className="waiting-icon-btn" onClick={onBack} aria-label={t`Back`}>
          <IconBack />
        </button>
        <h1 className="waiting-top-title">
          <Trans>Waiting registration</Trans>
        </h1>
      </header>
      <main className="waiting-page" aria-busy={loading}>
        {cancelled && <CancelledRegistration registration={cancelled} />}
        {!cancelled && detail === null && loading && (
          <p className="waiting-note" role="status">
            <Trans>Loading the waiting details…</Trans>
          </p>
        )}
        {!cancelled && detail?.kind === 'failed' && (
          <LoadFailure offline={detail.offline} onRetry={reload} retrying={loading} />
        )}
        {!cancelled && detail && detail.kind !== 'failed' && (
          <RegistrationView
            waitingUuid={waitingUuid}
            detail={detail}
            registration={detail.registration}
            loading={loading}
            reload={reload}
            onCancelled={onCancelled}
            alertOn={alertOn}
          />
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <CancelDoneDialog open={doneOpen} onClose={() => setDoneOpen(false)} />
      </main>
    </>
  );
}

function LoadFailure({ offline, onRetry, retrying }: { offline: boolean; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="waiting-card">
      <p className="waiting-error" role="alert">
        <Trans>Could not load detail information.</Trans>
      </p>
      {offline && (
        <p className="waiting-offline">
          <Trans>No connection. Please check your network and try again.</Trans>
        </p>
      )}
      <button type="button" className="btn btn-primary btn-block" onClick={onRetry} disabled={retrying}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
