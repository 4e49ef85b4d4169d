import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WaitingRegistration } from '../../../api/contract/entities.ts';
import { attempt } from '../../../api/errors.ts';
import { formatClockTime } from '../../../shared/i18n/clock-time.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { formatHHmm } from '../../../shared/lib/time-of-day.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { IconOffline, IconRefresh } from '../../../shared/ui/icons.tsx';
import type { WaitingDetail } from '../use-waiting-detail.ts';
import { cancelWaiting } from '../waiting.api.ts';
import { isRegistrationCancelled, registrationHeadcount } from '../waiting-status.ts';
import { WaitingAlertSwitch } from './waiting-alert-switch.tsx';
import { WaitingPosition } from './waiting-position.tsx';
import './waiting.css';

const CANCEL_FAILED = msg`Could not cancel waiting.`;

/** One registration as last seen: place, number, party, notes, hours, and cancelling it. */
export interface RegistrationViewProps {
  waitingUuid: string;
  detail: Exclude<WaitingDetail, { kind: 'failed' }>;
  registration: WaitingRegistration;
  loading: boolean;
  reload: () => Promise<void>;
  /** The cancel call succeeded: the registration is cancelled, whatever a reload says after. */
  onCancelled: (registration: WaitingRegistration) => void;
  alertOn: boolean;
}

export function RegistrationView({
  waitingUuid,
  detail,
  registration,
  loading,
  reload,
  onCancelled,
  alertOn,
}: RegistrationViewProps) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const seenAt = formatClockTime(detail.seenAt, locale);
  const position = registration.waitingOrder;
  const number = registration.waitingNumber;
  const open = formatHHmm(registration.openTime);
  const close = formatHHmm(registration.closeTime);

  const cancel = async () => {
    setCancelling(true);
    const result = await attempt(cancelWaiting(waitingUuid));
    setConfirming(false);
    if (!result.ok) {
      setCancelling(false);
      showAlert({ message: CANCEL_FAILED });
      return;
    }
    setCancelling(false);
    // The cancel call's success is the answer: the reload after it only refreshes what is kept.
    onCancelled(registration);
    void reload();
  };

  if (isRegistrationCancelled(registration)) return <CancelledRegistration registration={registration} />;

  return (
    <section className="waiting-card waiting-complete" aria-labelledby="waiting-shop">
      <h2 id="waiting-shop" className="waiting-complete-shop">
        {registration.shopName}
      </h2>
      <div className="waiting-place">
        <div className="waiting-place-item">
          <span className="waiting-place-label">
            <Trans>My turn</Trans>
          </span>
          <strong className="waiting-place-value">
            {position > 0 ? <WaitingPosition position={position} /> : '—'}
          </strong>
        </div>
        <div className="waiting-place-item">
          <span className="waiting-place-label">
            <Trans>Waiting number</Trans>
          </span>
          <strong className="waiting-place-value">
            <Trans>No. {number}</Trans>
          </strong>
        </div>
      </div>
      <div className="waiting-refresh-row">
        <span className="waiting-seen">{loading ? <Trans>Updating…</Trans> : <Trans>as of {seenAt}</Trans>}</span>
        <button
          type="button"
          className="waiting-refresh"
          onClick={() => void reload()}
          disabled={loading}
          aria-label={t`Refresh the waiting status`}
        >
          <IconRefresh width={18} height={18} />
          <span aria-hidden="true">
            <Trans>Refresh</Trans>
          </span>
        </button>
      </div>
      {detail.kind === 'kept' && (
        <p className="waiting-offline" role="status">
          <IconOffline width={18} height={18} />
          <Trans>You are offline. This is the last known status; it updates when the connection returns.</Trans>
        </p>
      )}
      <WaitingAlertSwitch waitingUuid={waitingUuid} alertOn={alertOn} />
      <p className="waiting-warning">
        <Trans>Please stay nearby. If you do not show up when your number is called, your turn may be skipped.</Trans>
      </p>
      {/* A shop that counts no party size was given none (0 and 0): there is no party to show. */}
      {registrationHeadcount(registration) > 0 && (
        <dl className="waiting-party">
          <div>
            <dt>
              <Trans>Adults</Trans>
            </dt>
            <dd>{registration.adultCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>Kids</Trans>
            </dt>
            <dd>{registration.kidCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{registrationHeadcount(registration)}</dd>
          </div>
        </dl>
      )}
      <ul className="waiting-notes">
        <li>
          <Trans>We may send you a chat notification when your turn is near.</Trans>
        </li>
        <li>
          <Trans>If you do not respond when called, the registration may be cancelled automatically.</Trans>
        </li>
      </ul>
      {open && close && (
        <p className="waiting-hours">
          <Trans>
            Opening hours <time>{open}</time> – <time>{close}</time>
          </Trans>
        </p>
      )}
      {!online && (
        <p className="waiting-offline">
          <Trans>Cancelling needs the network. Please try again when you are back online.</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn btn-block waiting-cancel"
        onClick={() => setConfirming(true)}
        disabled={!online || cancelling}
      >
        <Trans>Cancel waiting</Trans>
      </button>
      <ConfirmDialog
        open={confirming}
        message={<Trans>Do you want to cancel your waiting registration?</Trans>}
        confirmLabel={<Trans>Cancel waiting</Trans>}
        cancelLabel={<Trans>Keep waiting</Trans>}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
        busy={cancelling}
      />
    </section>
  );
}

export function CancelledRegistration({ registration }: { registration: WaitingRegistration }) {
  return (
    <section className="waiting-card waiting-complete" aria-labelledby="waiting-shop">
      <h2 id="waiting-shop" className="waiting-complete-shop">
        {registration.shopName}
      </h2>
      <p className="waiting-cancelled">
        <Trans>Waiting cancelled</Trans>
      </p>
    </section>
  );
}

/** Says the cancel went through; shown by the screen, so no reload can take it away. */
export function CancelDoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t`Waiting cancelled`}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      }
    >
      <p>
        <Trans>Your waiting registration has been cancelled.</Trans>
      </p>
    </Dialog>
  );
}
