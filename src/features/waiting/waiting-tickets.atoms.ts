/**
 * The diner's waiting registrations, remembered on the device (IndexedDB) so that coming back to
 * the app, even without a connection, shows the last known position and number with the time it
 * was seen. Each ticket is refreshed whenever its detail loads.
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import { type WaitingRegistration, WaitingRegistrationSchema } from '../../api/contract/other-entities.ts';
import { atomWithIdb, loadIdbAtom } from '../../shared/state/idb-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { store } from '../../shared/state/store.ts';
import { isRegistrationCancelled } from './waiting-status.ts';

export const WaitingTicketSchema = v.object({
  waitingUuid: v.string(),
  /** 0 when unknown: a complete page opened from a link, never registered on this device. */
  shopSeq: v.number(),
  shopName: v.string(),
  /** The last detail seen; null until the first detail load after registering. */
  registration: v.nullable(WaitingRegistrationSchema),
  /** ms since epoch when `registration` was last loaded. */
  seenAt: v.number(),
  /** ms since epoch of the registration. */
  registeredAt: v.number(),
  /** The diner asked to be alerted when the turn is near (a notification while the app runs). */
  alertOn: v.optional(v.boolean()),
});
export type WaitingTicket = v.InferOutput<typeof WaitingTicketSchema>;

/** Tickets kept at most; older ones drop off so the list never grows without end. */
export const MAX_TICKETS = 20;

export const waitingTicketsAtom = atomWithIdb<WaitingTicket[]>(
  STORAGE_KEYS.idb.waitingTickets,
  [],
  v.array(WaitingTicketSchema),
);

/**
 * A waiting list lives for a day (numbers start over each day): a ticket older than this is
 * history, not a place in line.
 */
export const TICKET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Tickets not cancelled and registered within the last day, newest first. A ticket whose detail
 * never loaded counts as active.
 */
export function activeTickets(tickets: readonly WaitingTicket[], now: number = Date.now()): WaitingTicket[] {
  return tickets
    .filter((ticket) => ticket.registration === null || !isRegistrationCancelled(ticket.registration))
    .filter((ticket) => now - ticket.registeredAt < TICKET_LIFETIME_MS)
    .sort((a, b) => b.registeredAt - a.registeredAt);
}

/** The active tickets as an async atom (resolves once IndexedDB has answered). */
export const activeWaitingTicketsAtom = atom(async (get) => activeTickets(await get(waitingTicketsAtom), Date.now()));

/** Waits for the stored tickets, e.g. in a route loader. */
export function loadWaitingTickets(): Promise<WaitingTicket[]> {
  return loadIdbAtom(store, waitingTicketsAtom);
}

/** Remembers a new registration (replacing one with the same id), newest first. */
export async function rememberTicket(ticket: WaitingTicket): Promise<void> {
  await store.set(waitingTicketsAtom, (prev) =>
    [ticket, ...prev.filter((t) => t.waitingUuid !== ticket.waitingUuid)].slice(0, MAX_TICKETS),
  );
}

/**
 * Stores a freshly loaded detail. An unknown id is remembered too (a complete page opened from a
 * shared link), with the registration time unknown, taken as now.
 */
export async function updateTicket(
  waitingUuid: string,
  registration: WaitingRegistration,
  seenAt: number,
  shopSeq?: number,
): Promise<void> {
  await store.set(waitingTicketsAtom, (prev) => {
    const known = prev.find((t) => t.waitingUuid === waitingUuid);
    if (!known) {
      const fresh: WaitingTicket = {
        waitingUuid,
        shopSeq: shopSeq ?? 0,
        shopName: registration.shopName,
        registration,
        seenAt,
        registeredAt: seenAt,
      };
      return [fresh, ...prev].slice(0, MAX_TICKETS);
    }
    return prev.map((t) =>
      t.waitingUuid === waitingUuid ? { ...t, shopName: registration.shopName, registration, seenAt } : t,
    );
  });
}

/** Switches the near-turn alert of a remembered registration. */
export async function setTicketAlert(waitingUuid: string, alertOn: boolean): Promise<void> {
  await store.set(waitingTicketsAtom, (prev) =>
    prev.map((t) => (t.waitingUuid === waitingUuid ? { ...t, alertOn } : t)),
  );
}

export async function forgetTicket(waitingUuid: string): Promise<void> {
  await store.set(waitingTicketsAtom, (prev) => prev.filter((t) => t.waitingUuid !== waitingUuid));
}
