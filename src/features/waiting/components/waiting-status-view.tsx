import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { WaitingStatus } from '../../../api/contract/entities.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { waitingStatusAction } from '../waiting-status.ts';
import { WaitingStatusIcon } from './waiting-status-icon.tsx';

export interface WaitingStatusViewProps {
  status: WaitingStatus;
  onRegister: () => void;
}

const ENTER_NOW = msg`Please come in and let the staff at the entrance know you are here.`;

function Headline({ status }: { status: WaitingStatus }) {
  switch (status) {
    case 'IMMEDIATE':
      return <Trans>You can enter right away</Trans>;
    case 'AVAILABLE':
      return <Trans>Waiting registration is open</Trans>;
    case 'UNAVAILABLE':
      return <Trans>Waiting is not possible right now</Trans>;
    case 'CLOSED':
      return <Trans>Waiting is closed</Trans>;
  }
}

function Description({ status }: { status: WaitingStatus }) {
  switch (status) {
    case 'IMMEDIATE':
      return <Trans>There is no one waiting. Come on in.</Trans>;
    case 'AVAILABLE':
      return <Trans>Register with your phone number and we will let you know when it is your turn.</Trans>;
    case 'UNAVAILABLE':
      return <Trans>The restaurant cannot take waiting registrations at the moment. Please try again later.</Trans>;
    case 'CLOSED':
      return <Trans>The waiting list is closed for now. Please check the opening hours.</Trans>;
  }
}

/** The shop's waiting status (the page heads it with the shop name): a picture, a headline, a description and, where it applies, a button. */
export function WaitingStatusView({ status, onRegister }: WaitingStatusViewProps) {
  const action = waitingStatusAction(status);
  return (
    <section className="waiting-card waiting-status" aria-labelledby="waiting-status-headline">
      <WaitingStatusIcon status={status} />
      <h2 id="waiting-status-headline" className="waiting-headline">
        <Headline status={status} />
      </h2>
      <p className="waiting-description">
        <Description status={status} />
      </p>
      {action === 'enterNow' && (
        <button type="button" className="btn btn-primary btn-block" onClick={() => showAlert({ message: ENTER_NOW })}>
          <Trans>Enter now</Trans>
        </button>
      )}
      {action === 'register' && (
        <button type="button" className="btn btn-primary btn-block" onClick={onRegister}>
          <Trans>Register for waiting</Trans>
        </button>
      )}
    </section>
  );
}
