/** What other features may use of the waiting list: the tickets kept on this phone and their watch (the start page). */
export { useTicketsWatch } from './use-tickets-watch.ts';
export { activeTickets, type WaitingTicket, waitingTicketsAtom } from './waiting-tickets.atoms.ts';
