import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attempt } from '../../api/errors.ts';
import { setAppBadge } from '../../shared/sw/notify.ts';
import { useBackgroundWatch } from './use-background-watch.ts';
import { useVisibleRefresh } from './use-visible-refresh.ts';
import { getWaitingDetail } from './waiting.api.ts';
import { nextRefreshDelay, waitingAlert, waitingBadge } from './waiting-alert.ts';
import { alertText } from './waiting-alert-messages.ts';
import { notifyWaitingAlert } from './waiting-alert-notify.ts';
import { updateTicket, type WaitingTicket } from './waiting-tickets.atoms.ts';

/**
 * The start page's waiting tickets kept current while the app is open, on the complete page's
 * schedule (the nearest turn sets the pace): each answer updates the ticket in place, a change
 * worth telling is returned for a polite announcement, and shown as a notification for the
 * tickets whose alert the diner switched on. Those tickets are handed to the worker's background
 * check too (use-background-watch.ts).
 */
export function useTicketsWatch(tickets: readonly WaitingTicket[]): string {
  const { i18n } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const ticketsRef = useRef(tickets);
  ticketsRef.current = tickets;
  const [round, setRound] = useState(0);

  const refresh = useCallback(async () => {
    const told: string[] = [];
    for (const ticket of ticketsRef.current) {
      const answer = await attempt(getWaitingDetail(ticket.waitingUuid));
      if (!answer.ok) continue;
      const registration = answer.value;
      const alert = waitingAlert(ticket.registration, registration);
      if (alert && ticket.registration) {
        const text = alertText(i18n, alert, registration);
        told.push(`${text.title}. ${text.body}`);
        if (ticket.alertOn) notifyWaitingAlert(text, ticket.waitingUuid);
      }
      await updateTicket(ticket.waitingUuid, registration, Date.now(), ticket.shopSeq || undefined);
    }
    if (told.length > 0) setAnnouncement(told.join(' '));
    setRound((n) => n + 1);
  }, [i18n]);

  const delays = tickets.map((t) => nextRefreshDelay(t.registration)).filter((d): d is number => d !== null);
  useVisibleRefresh(refresh, delays.length > 0 ? Math.min(...delays) : null, round);
  const badge = Math.max(0, ...tickets.filter((t) => t.alertOn).map((t) => waitingBadge(t.registration)));
  useEffect(() => setAppBadge(badge), [badge]);
  useBackgroundWatch(
    tickets.map(({ waitingUuid, registration, seenAt, alertOn }) => ({
      waitingUuid,
      registration,
      seenAt,
      alertOn: alertOn ?? false,
    })),
  );
  return announcement;
}
