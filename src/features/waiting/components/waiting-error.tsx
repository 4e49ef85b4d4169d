import { Trans } from '@lingui/react/macro';
import { describeApiError } from '../../../api/errors.ts';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
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
        <LoadFailure
          error={error}
          className="waiting-error"
          offlineClassName="waiting-offline"
          onRetry={onRetry}
          notFound={<Trans>There is no waiting list at this address. Please check the link or QR code.</Trans>}
        />
      </div>
    </main>
  );
}
