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

/**
 * The party the PEOPLE step starts with. A counter the shop does not use (useAdult, useKid)
 * is hidden and keeps this value: one adult, no kids.
 */
export const INITIAL_PARTY: Party = { adults: MIN_ADULTS, kids: MIN_KIDS };

export const partySize = (party: Party) => party.adults + party.kids;

export interface PartyControls {
  canAddAdult: boolean;
  canRemoveAdult: boolean;
  canAddKid: boolean;
  canRemoveKid: boolean;
  canConfirm: boolean;
}

/** Which buttons are enabled: plus stops at 8 in total, minus at 1 adult and 0 kids. */
export function partyControls(party: Party): PartyControls {
  const size = partySize(party);
  return {
    canAddAdult: size < MAX_PARTY,
    canRemoveAdult: party.adults > MIN_ADULTS,
    canAddKid: size < MAX_PARTY,
    canRemoveKid: party.kids > MIN_KIDS,
    canConfirm: size >= 1 && size <= MAX_PARTY && party.adults >= MIN_ADULTS && party.kids >= MIN_KIDS,
  };
}

/** One press of a counter; a press the rules block leaves the party as it is (same object). */
export function stepParty(party: Party, who: 'adults' | 'kids', delta: 1 | -1): Party {
  const controls = partyControls(party);
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

export type PartyCheck = { ok: true } | { ok: false; reason: 'minAdults' | 'minKids' | 'emptyParty' | 'maxParty' };

export function checkParty(party: Party): PartyCheck {
  if (!Number.isInteger(party.adults) || party.adults < MIN_ADULTS) return { ok: false, reason: 'minAdults' };
  if (!Number.isInteger(party.kids) || party.kids < MIN_KIDS) return { ok: false, reason: 'minKids' };
  const size = partySize(party);
  if (size < 1) return { ok: false, reason: 'emptyParty' };
  if (size > MAX_PARTY) return { ok: false, reason: 'maxParty' };
  return { ok: true };
}

export const WAITING_STEPS = ['INTRO', 'PHONE', 'PEOPLE', 'COMPLETE'] as const;
export type WaitingStep = (typeof WAITING_STEPS)[number];

/** The back arrow shows after the first step. */
export const showsBackArrow = (step: WaitingStep) => step !== 'INTRO';

/** Back from INTRO cancels the registration; otherwise it goes one step back. */
export function previousStep(step: WaitingStep): WaitingStep | 'cancel' {
  const index = WAITING_STEPS.indexOf(step);
  return index <= 0 ? 'cancel' : (WAITING_STEPS[index - 1] ?? 'cancel');
}

/** PEOPLE's button is 'confirm waiting' and submits instead of moving on. */
export function nextStep(step: WaitingStep): WaitingStep | 'submit' {
  if (step === 'PEOPLE') return 'submit';
  const index = WAITING_STEPS.indexOf(step);
  return WAITING_STEPS[index + 1] ?? 'submit';
}
