/**
 * Waiting status rules (spec sections 2 and 4). Outside its opening hours a shop's waiting is
 * CLOSED whatever the server says; the hours rule is the shared one (overnight wrap, missing or
 * equal times = 24 hours).
 */
import type { ShopWaitingInfo, WaitingRegistration, WaitingStatus } from '../../api/contract/entities.ts';
import { isWithinOpeningHours } from '../../shared/lib/time-of-day.ts';

type WaitingHours = Pick<ShopWaitingInfo, 'waitingStatus' | 'openTime' | 'closeTime'>;

export function effectiveWaitingStatus(info: WaitingHours, now: Date): WaitingStatus {
  return isWithinOpeningHours(info.openTime, info.closeTime, now) ? info.waitingStatus : 'CLOSED';
}

/**
 * Which view the waiting page opens on without a manual choice: registration when waiting is
 * AVAILABLE within opening hours, otherwise the status view.
 */
export function initialWaitingView(info: WaitingHours, now: Date): 'register' | 'status' {
  return effectiveWaitingStatus(info, now) === 'AVAILABLE' ? 'register' : 'status';
}

/** The status view's button: IMMEDIATE 'enter now', AVAILABLE 'register for waiting', else none. */
export function waitingStatusAction(status: WaitingStatus): 'enterNow' | 'register' | null {
  if (status === 'IMMEDIATE') return 'enterNow';
  if (status === 'AVAILABLE') return 'register';
  return null;
}

/** Teams already waiting, shown on the INTRO step; 0 when the server leaves it out. */
export function waitingTeams(info: Pick<ShopWaitingInfo, 'waitingCount'>): number {
  return info.waitingCount ?? 0;
}

/** CANCEL is the one registration status the spec names: the page then shows only 'waiting cancelled'. */
export function isRegistrationCancelled(registration: Pick<WaitingRegistration, 'waitingStatus'>): boolean {
  return registration.waitingStatus === 'CANCEL';
}

export function registrationHeadcount(registration: Pick<WaitingRegistration, 'adultCount' | 'kidCount'>): number {
  return registration.adultCount + registration.kidCount;
}
