import { Trans } from '@lingui/react/macro';
import { describeApiError } from '../../../api/errors.ts';
import type { WaitingTicket } from '../waiting-tickets.atoms.ts';
import { WaitingTicketNotice } from './waiting-ticket-notice.tsx';
import './waiting.css';

export interface WaitingErrorProps {
  error: unknown;
  /** The diner's registration at this shop, kept on the device: still reachable offline. */
  ticket: WaitingTicket | null;
  onOpenTicket: (waitingUuid: string) => void;
  onRetry: () => void;
}

/** The waiting page when the shop's waiting info did not come. */
export function WaitingError({ error, ticket, onOpenTicket, onRetry }: WaitingErrorProps) {
  const reason = describeApiError(error);
  return (
    <main className="waiting-page">
      {ticket && <WaitingTicketNotice ticket={ticket} onOpen={() => onOpenTicket(ticket.waitingUuid)} />}
      <div className="waiting-card">
        <h1 className="waiting-headline">
          {reason === 'notFound' ? <Trans>Shop not found</Trans> : <Trans>Could not load the waiting list</Trans>}
        </h1>
        <p className={reason === 'offline' ? 'waiting-offline' : 'waiting-error'} role="alert">
          {reason === 'notFound' ? (
            <Trans>There is no waiting list at this address. Please check the link or QR code.</Trans>
          ) : reason === 'offline' ? (
            <Trans>No connection. Please check your network and try again.</Trans>
          ) : (
            <Trans>Something went wrong while loading. Please try again.</Trans>
          )}
        </p>
        {reason !== 'notFound' && (
          <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </main>
  );
}
