import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../shared/lib/phone.ts';
import {
  asksPartySize,
  checkParty,
  checkPhoneStep,
  INITIAL_PARTY,
  initialParty,
  MAX_PARTY,
  nextStep,
  type Party,
  type PartyCounting,
  partyControls,
  previousStep,
  registrationSteps,
  showsBackArrow,
  stepParty,
  type WaitingStep,
} from './waiting-input.ts';

const KIDS_ONLY: PartyCounting = { useAdult: false, useKid: true };
const ADULTS_ONLY: PartyCounting = { useAdult: true, useKid: false };
const NO_COUNTERS: PartyCounting = { useAdult: false, useKid: false };

describe('checkPhoneStep', () => {
  it.each<[string, string, boolean, ReturnType<typeof checkPhoneStep>]>([
    ['an 11-digit number with consent passes', '010-1234-5678', true, { ok: true, digits: '01012345678' }],
    ['a 10-digit number with consent passes', '011-123-4567', true, { ok: true, digits: '0111234567' }],
    [
      'the field as typed (formatted on input) passes',
      formatPhone('01098765432'),
      true,
      { ok: true, digits: '01098765432' },
    ],
    ['an incomplete number is invalid', '010-1234-567', true, { ok: false, reason: 'invalidPhone' }],
    ['a number not starting with 01 is invalid', '021-234-5678', true, { ok: false, reason: 'invalidPhone' }],
    ['an empty number is invalid', '', true, { ok: false, reason: 'invalidPhone' }],
    ['consent is required', '010-1234-5678', false, { ok: false, reason: 'consentRequired' }],
    ['the phone is reported before consent', '010', false, { ok: false, reason: 'invalidPhone' }],
  ])('%s', (_rule, phone, consent, expected) => {
    expect(checkPhoneStep(phone, consent)).toEqual(expected);
  });
});

describe('partyControls', () => {
  it.each<[string, Party, Partial<ReturnType<typeof partyControls>>]>([
    [
      'the initial party: one adult, no kids',
      INITIAL_PARTY,
      { canAddAdult: true, canRemoveAdult: false, canAddKid: true, canRemoveKid: false, canConfirm: true },
    ],
    ['7 people can still grow', { adults: 4, kids: 3 }, { canAddAdult: true, canAddKid: true, canConfirm: true }],
    [
      'plus buttons are disabled at 8 exactly',
      { adults: 5, kids: 3 },
      { canAddAdult: false, canAddKid: false, canRemoveAdult: true, canRemoveKid: true, canConfirm: true },
    ],
    [
      '8 adults: plus disabled, confirm allowed',
      { adults: 8, kids: 0 },
      { canAddAdult: false, canAddKid: false, canConfirm: true },
    ],
    ['adults cannot go below 1', { adults: 1, kids: 2 }, { canRemoveAdult: false, canRemoveKid: true }],
    ['confirm is disabled below 1 person', { adults: 0, kids: 0 }, { canConfirm: false }],
    ['confirm is disabled above 8', { adults: 6, kids: 3 }, { canConfirm: false, canAddAdult: false }],
  ])('%s', (_rule, party, expected) => {
    expect(partyControls(party)).toMatchObject(expected);
  });
});

describe('stepParty', () => {
  it.each<[string, Party, 'adults' | 'kids', 1 | -1, Party]>([
    ['adds an adult', { adults: 1, kids: 0 }, 'adults', 1, { adults: 2, kids: 0 }],
    ['adds a kid', { adults: 1, kids: 0 }, 'kids', 1, { adults: 1, kids: 1 }],
    ['reaches 8 exactly', { adults: 4, kids: 3 }, 'kids', 1, { adults: 4, kids: 4 }],
    ['does not pass 8', { adults: 4, kids: 4 }, 'adults', 1, { adults: 4, kids: 4 }],
    ['keeps at least one adult', { adults: 1, kids: 2 }, 'adults', -1, { adults: 1, kids: 2 }],
    ['keeps kids at zero or more', { adults: 2, kids: 0 }, 'kids', -1, { adults: 2, kids: 0 }],
    ['removes a kid', { adults: 2, kids: 1 }, 'kids', -1, { adults: 2, kids: 0 }],
  ])('%s', (_rule, party, who, delta, expected) => {
    expect(stepParty(party, who, delta)).toEqual(expected);
  });

  it('never leaves the limits however often it is pressed', () => {
    let party = INITIAL_PARTY;
    for (let i = 0; i < 20; i++) party = stepParty(party, i % 2 ? 'kids' : 'adults', 1);
    expect(party.adults + party.kids).toBe(MAX_PARTY);
  });
});

describe('checkParty', () => {
  it.each<[string, Party, ReturnType<typeof checkParty>]>([
    ['one adult is a party', { adults: 1, kids: 0 }, { ok: true }],
    ['8 exactly is allowed', { adults: 2, kids: 6 }, { ok: true }],
    ['9 is too many', { adults: 3, kids: 6 }, { ok: false, reason: 'maxParty' }],
    ['kids alone are not allowed: adults minimum 1', { adults: 0, kids: 2 }, { ok: false, reason: 'minAdults' }],
    ['negative kids are refused', { adults: 1, kids: -1 }, { ok: false, reason: 'minKids' }],
    ['a part of an adult is refused', { adults: 1.5, kids: 0 }, { ok: false, reason: 'minAdults' }],
    ['a kids count that is no number is refused', { adults: 1, kids: Number.NaN }, { ok: false, reason: 'minKids' }],
  ])('%s', (_rule, party, expected) => {
    expect(checkParty(party)).toEqual(expected);
  });
});

describe('counters the shop does not use', () => {
  it.each<[string, PartyCounting, Party]>([
    ['both counters: one adult, no kids', { useAdult: true, useKid: true }, { adults: 1, kids: 0 }],
    ['adults only: one adult', ADULTS_ONLY, { adults: 1, kids: 0 }],
    ['kids only: one kid and no adult', KIDS_ONLY, { adults: 0, kids: 1 }],
    ['no counters: nobody counted', NO_COUNTERS, { adults: 0, kids: 0 }],
  ])('the party starts at %s', (_rule, counting, expected) => {
    expect(initialParty(counting)).toEqual(expected);
    expect(checkParty(initialParty(counting), counting)).toEqual({ ok: true });
  });

  it.each<[string, PartyCounting, Party, ReturnType<typeof checkParty>]>([
    ['kids only: kids alone are a party', KIDS_ONLY, { adults: 0, kids: 3 }, { ok: true }],
    ['kids only: an adult is not counted', KIDS_ONLY, { adults: 1, kids: 2 }, { ok: false, reason: 'notCounted' }],
    ['kids only: at least one kid', KIDS_ONLY, { adults: 0, kids: 0 }, { ok: false, reason: 'minKids' }],
    ['kids only: at most 8', KIDS_ONLY, { adults: 0, kids: 9 }, { ok: false, reason: 'maxParty' }],
    ['adults only: a kid is not counted', ADULTS_ONLY, { adults: 2, kids: 1 }, { ok: false, reason: 'notCounted' }],
    ['no counters: 0 and 0', NO_COUNTERS, { adults: 0, kids: 0 }, { ok: true }],
    [
      'no counters: a default adult is refused',
      NO_COUNTERS,
      { adults: 1, kids: 0 },
      { ok: false, reason: 'notCounted' },
    ],
  ])('%s', (_rule, counting, party, expected) => {
    expect(checkParty(party, counting)).toEqual(expected);
  });

  it('kids only: the kid counter stops at 1, and there is no adult counter to press', () => {
    expect(partyControls({ adults: 0, kids: 1 }, KIDS_ONLY)).toEqual({
      canAddAdult: false,
      canRemoveAdult: false,
      canAddKid: true,
      canRemoveKid: false,
      canConfirm: true,
    });
    expect(stepParty({ adults: 0, kids: 1 }, 'adults', 1, KIDS_ONLY)).toEqual({ adults: 0, kids: 1 });
    expect(stepParty({ adults: 0, kids: 1 }, 'kids', -1, KIDS_ONLY)).toEqual({ adults: 0, kids: 1 });
    expect(stepParty({ adults: 0, kids: 7 }, 'kids', 1, KIDS_ONLY)).toEqual({ adults: 0, kids: 8 });
  });

  it('no counters: no PEOPLE step, and PHONE confirms', () => {
    expect(asksPartySize(NO_COUNTERS)).toBe(false);
    const steps = registrationSteps(NO_COUNTERS);
    expect(steps).toEqual(['INTRO', 'PHONE', 'COMPLETE']);
    expect(nextStep('INTRO', steps)).toBe('PHONE');
    expect(nextStep('PHONE', steps)).toBe('submit');
    expect(previousStep('PHONE', steps)).toBe('INTRO');
  });

  it.each([KIDS_ONLY, ADULTS_ONLY])('one counter still asks the party size (%o)', (counting) => {
    expect(registrationSteps(counting)).toEqual(['INTRO', 'PHONE', 'PEOPLE', 'COMPLETE']);
  });
});

describe('register steps', () => {
  it.each<[WaitingStep, boolean, WaitingStep | 'cancel', WaitingStep | 'submit']>([
    ['INTRO', false, 'cancel', 'PHONE'],
    ['PHONE', true, 'INTRO', 'PEOPLE'],
    ['PEOPLE', true, 'PHONE', 'submit'],
  ])('%s: back arrow %s, back → %s, next → %s', (step, arrow, back, next) => {
    expect(showsBackArrow(step)).toBe(arrow);
    expect(previousStep(step)).toBe(back);
    expect(nextStep(step)).toBe(next);
  });
});
