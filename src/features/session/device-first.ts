/**
 * The device-first rules of the table screens: what the phone may show before the network answers,
 * what it may order on, and when it says that the menu on screen is not confirmed. Browsing may run
 * ahead of the session check; ordering may not.
 *
 * - A screen the phone holds data for renders at once from it, unless the phone already knows the
 *   session is over ('expired') or the check failed on the service's side ('error').
 * - Nothing stored (a first visit): the screen waits for the network, but no longer than
 *   `WEAK_CONNECTION_MS` before it says the connection is too weak.
 * - Paying or ordering needs a 'live' verdict for this table and token younger than
 *   `LIVE_VERDICT_MAX_AGE_MS`; a verdict about another table or token counts as none
 *   (`verdictStanding`).
 * - The freshness line shows when the menu was last confirmed once that is over a minute ago and
 *   the network has not confirmed it on this page.
 */
import type { SessionVerdict } from './session-verdict.ts';
import { type StandingVerdict, type VerdictQuestion, verdictIsAbout, verdictStanding } from './verdict-standing.ts';

export { LIVE_VERDICT_MAX_AGE_MS } from './verdict-standing.ts';

/** How long a payment screen waits for a fresh check before it shows with pay disabled. */
export const ORDER_CHECK_WAIT_MS = 2_500;

/** A first visit with no answer after this tells the diner the connection is too weak. */
export const WEAK_CONNECTION_MS = 4_000;

/** A menu confirmed longer ago than this, and not since, shows "menu as of …". */
export const FRESHNESS_LINE_AFTER_MS = 60_000;

/** A table, and the token this tab holds for it now. */
export type Table = VerdictQuestion;

export interface Verdict extends StandingVerdict {
  verdict: SessionVerdict;
}

export type ScreenPlan =
  /** Show what the phone holds now; the network refreshes it in place. */
  | 'render'
  /** Nothing stored: wait for the network (within `WEAK_CONNECTION_MS`). */
  | 'wait'
  /** The session is over: the expired page. */
  | 'expired'
  /** The check failed on the service's side: the error page. */
  | 'error';

const isFor = verdictIsAbout<Verdict>;

/** What a table screen does before any call answers. */
export function planTableScreen(session: Verdict | null, table: Table, hasStoredData: boolean): ScreenPlan {
  if (isFor(session, table) && session.verdict === 'expired') return 'expired';
  if (isFor(session, table) && session.verdict === 'error') return 'error';
  return hasStoredData ? 'render' : 'wait';
}

/** Whether the diner may pay or order now: a live verdict for this table and token, young enough. */
export function mayOrder(session: Verdict | null, table: Table, now: number): boolean {
  return session?.verdict === 'live' && verdictStanding(session, table, now) === 'current';
}

/** Whether the diner may add to the cart: the cart is their own, only a session known over stops it. */
export function mayAddToCart(session: Verdict | null, table: Table): boolean {
  return !(isFor(session, table) && session.verdict === 'expired');
}

/** Whether the screens should ask the service again: anything but a young live verdict. */
export function needsCheck(session: Verdict | null, table: Table, now: number): boolean {
  return !mayOrder(session, table, now);
}

export interface MenuConfirmation {
  /** ms since epoch when the service last gave this menu. */
  confirmedAt: number;
  /** The service gave it on this page (not a stored copy). */
  live: boolean;
}

/** The time to show in "menu as of …", or null when the line stays hidden. */
export function freshnessLineAt(menu: MenuConfirmation | null, now: number): number | null {
  if (!menu || menu.live) return null;
  return now - menu.confirmedAt > FRESHNESS_LINE_AFTER_MS ? menu.confirmedAt : null;
}
