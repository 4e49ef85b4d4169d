import { useState } from 'react';
import type { ShopWaitingInfo } from '../../../api/contract/entities.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { effectiveWaitingStatus, initialWaitingView } from '../waiting-status.ts';
import type { WaitingTicket } from '../waiting-tickets.atoms.ts';
import { WaitingRegister } from './waiting-register.tsx';
import { WaitingStatusView } from './waiting-status-view.tsx';
import { WaitingTicketNotice } from './waiting-ticket-notice.tsx';
import './waiting.css';

export interface WaitingScreenProps {
  shopSeq: number;
  info: ShopWaitingInfo;
  /** A registration this device already holds for the shop, if any. */
  ticket: WaitingTicket | null;
  onRegistered: (waitingUuid: string) => void;
  onOpenTicket: (waitingUuid: string) => void;
}

/**
 * The waiting page. Without a manual choice it opens on registration when waiting is AVAILABLE
 * within opening hours, else on the status (outside the hours the status is CLOSED).
 */
export function WaitingScreen({ shopSeq, info, ticket, onRegistered, onOpenTicket }: WaitingScreenProps) {
  const now = useNow();
  const [chosen, setChosen] = useState<'register' | 'status' | null>(null);
  const status = effectiveWaitingStatus(info, now);
  const view = chosen ?? initialWaitingView(info, now);
  return (
    <main className="waiting-page">
      <h1 className="waiting-shop-title">{info.shopName}</h1>
      {ticket && <WaitingTicketNotice ticket={ticket} onOpen={() => onOpenTicket(ticket.waitingUuid)} />}
      {view === 'register' && status === 'AVAILABLE' ? (
        <WaitingRegister
          shopSeq={shopSeq}
          info={info}
          onCancel={() => setChosen('status')}
          onRegistered={onRegistered}
        />
      ) : (
        <WaitingStatusView status={status} onRegister={() => setChosen('register')} />
      )}
    </main>
  );
}
