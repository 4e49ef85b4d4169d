import { Trans } from '@lingui/react/macro';
import { formatClockTime } from '../../../shared/i18n/clock-time.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { IconChevron } from '../../../shared/ui/icons.tsx';
import type { WaitingTicket } from '../waiting-tickets.atoms.ts';
import { WaitingPosition } from './waiting-position.tsx';

/** "You are already waiting here": the last known place in line, with the time it was seen. */
export function WaitingTicketNotice({ ticket, onOpen }: { ticket: WaitingTicket; onOpen: () => void }) {
  const locale = useUiLocale();
  const registration = ticket.registration;
  const seenAt = formatClockTime(ticket.seenAt, locale);
  const number = registration?.waitingNumber;
  return (
    <button type="button" className="waiting-ticket-notice" onClick={onOpen}>
      <span className="waiting-ticket-notice-text">
        <strong>
          <Trans>You are on the waiting list</Trans>
        </strong>
        {registration && (
          <span>
            <WaitingPosition position={registration.waitingOrder} /> · <Trans>No. {number}</Trans> ·{' '}
            <Trans>as of {seenAt}</Trans>
          </span>
        )}
      </span>
      <IconChevron />
    </button>
  );
}
