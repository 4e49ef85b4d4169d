/**
 * Waiting registration input (spec section 5): the PHONE step (number and consent) and the
 * PEOPLE step (adults and kids). Failures are message keys; screens translate them. The phone
 * field itself formats with `formatPhone` from shared/lib/phone (3-4-4, at most 11 digits).
 */
import { isMobilePhone, phoneDigits } from '../../shared/lib/phone.ts';

export const MAX_PARTY = 8;
export const MIN_ADULTS = 1;
export const MIN_KIDS = 0;

export type PhoneStepCheck = { ok: true; digits: string } | { ok: false; reason: 'invalidPhone' | 'consentRequired' };

/**
 * The PHONE step's next button is enabled only when this is ok. The phone is checked first:
 * it is the field the diner is typing in.
 */
export function checkPhoneStep(phone: string, consent: boolean): PhoneStepCheck {
  if (!isMobilePhone(phone)) return { ok: false, reason: 'invalidPhone' };
  if (!consent) return { ok: false, reason: 'consentRequired' };
  return { ok: true, digits: phoneDigits(phone) };
}

export interface Party {
  adults: number;
  kids: number;
}

/** Which counters the shop's waiting list uses (shop waiting info's useAdult and useKid). */
export interface PartyCounting {
  useAdult: boolean;
  useKid: boolean;
}

/** Spec section 2: the adult counter when useAdult, the kid counter when useKid. */
export const ADULTS_AND_KIDS: PartyCounting = { useAdult: true, useKid: true };

/** A shop that uses neither counter does not ask the party size: there is nothing to enter. */
export const asksPartySize = (counting: PartyCounting) => counting.useAdult || counting.useKid;

/**
 * The lowest each counter may go. Spec section 5 gives adults 1 and kids 0 for a shop counting
 * both; a count the shop does not use stays 0 (the diner gave none), and a shop counting kids
 * alone needs one kid, since a party is at least one person.
 */
export function partyMinimums(counting: PartyCounting): Party {
  return {
    adults: counting.useAdult ? MIN_ADULTS : 0,
    kids: counting.useKid && !counting.useAdult ? 1 : MIN_KIDS,
  };
}

/** The party the PEOPLE step starts with: each counter at its minimum. */
export const initialParty = (counting: PartyCounting): Party => partyMinimums(counting);

/** The party of a shop counting adults and kids, before the diner changes it: one adult, no kids. */
export const INITIAL_PARTY: Party = initialParty(ADULTS_AND_KIDS);

export const partySize = (party: Party) => party.adults + party.kids;

export interface PartyControls {
  canAddAdult: boolean;
  canRemoveAdult: boolean;
  canAddKid: boolean;
  canRemoveKid: boolean;
  canConfirm: boolean;
}

/**
 * Which buttons are enabled: plus stops at 8 in total, minus at each counter's minimum; a
 * counter the shop does not use has neither. Confirm needs a valid party (checkParty).
 */
export function partyControls(party: Party, counting: PartyCounting = ADULTS_AND_KIDS): PartyControls {
  const size = partySize(party);
  const min = partyMinimums(counting);
  return {
    canAddAdult: counting.useAdult && size < MAX_PARTY,
    canRemoveAdult: counting.useAdult && party.adults > min.adults,
    canAddKid: counting.useKid && size < MAX_PARTY,
    canRemoveKid: counting.useKid && party.kids > min.kids,
    canConfirm: checkParty(party, counting).ok,
  };
}

/** One press of a counter; a press the rules block leaves the party as it is (same object). */
export function stepParty(
  party: Party,
  who: 'adults' | 'kids',
  delta: 1 | -1,
  counting: PartyCounting = ADULTS_AND_KIDS,
): Party {
  const controls = partyControls(party, counting);
  const allowed =
    who === 'adults'
      ? delta > 0
        ? controls.canAddAdult
        : controls.canRemoveAdult
      : delta > 0
        ? controls.canAddKid
        : controls.canRemoveKid;
  return allowed ? { ...party, [who]: party[who] + delta } : party;
}

export type PartyCheck =
  | { ok: true }
  | { ok: false; reason: 'minAdults' | 'minKids' | 'emptyParty' | 'maxParty' | 'notCounted' };

/**
 * The party as it will be sent. A shop without counters gets 0 and 0 (no size was asked); a
 * count the shop does not use must be 0, so what is sent is only what the diner chose.
 */
export function checkParty(party: Party, counting: PartyCounting = ADULTS_AND_KIDS): PartyCheck {
  if (!Number.isInteger(party.adults)) return { ok: false, reason: 'minAdults' };
  if (!Number.isInteger(party.kids)) return { ok: false, reason: 'minKids' };
  if ((!counting.useAdult && party.adults !== 0) || (!counting.useKid && party.kids !== 0)) {
    return { ok: false, reason: 'notCounted' };
  }
  if (!asksPartySize(counting)) return { ok: true };
  const min = partyMinimums(counting);
  if (party.adults < min.adults) return { ok: false, reason: 'minAdults' };
  if (party.kids < min.kids) return { ok: false, reason: 'minKids' };
  const size = partySize(party);
  if (size < 1) return { ok: false, reason: 'emptyParty' };
  if (size > MAX_PARTY) return { ok: false, reason: 'maxParty' };
  return { ok: true };
}

export const WAITING_STEPS = ['INTRO', 'PHONE', 'PEOPLE', 'COMPLETE'] as const;
export type WaitingStep = (typeof WAITING_STEPS)[number];

/** The steps a shop's registration has: PEOPLE only where the party size is asked. */
export function registrationSteps(counting: PartyCounting): readonly WaitingStep[] {
  return asksPartySize(counting) ? WAITING_STEPS : WAITING_STEPS.filter((step) => step !== 'PEOPLE');
}

/** The back arrow shows after the first step. */
export const showsBackArrow = (step: WaitingStep) => step !== 'INTRO';

/** Back from INTRO cancels the registration; otherwise it goes one step back. */
export function previousStep(step: WaitingStep, steps: readonly WaitingStep[] = WAITING_STEPS): WaitingStep | 'cancel' {
  const index = steps.indexOf(step);
  return index <= 0 ? 'cancel' : (steps[index - 1] ?? 'cancel');
}

/** The last step before COMPLETE has the 'confirm waiting' button: it submits instead of moving on. */
export function nextStep(step: WaitingStep, steps: readonly WaitingStep[] = WAITING_STEPS): WaitingStep | 'submit' {
  const following = steps[steps.indexOf(step) + 1];
  return following === undefined || following === 'COMPLETE' ? 'submit' : following;
}
