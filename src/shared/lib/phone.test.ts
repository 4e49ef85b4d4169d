import { describe, expect, it } from 'vitest';
import {
  checkDeliveryPhone,
  formatPhone,
  isDeliveryPhone,
  isMobilePhone,
  PHONE_MAX_DIGITS,
  phoneDigits,
} from './phone.ts';

describe('phoneDigits', () => {
  it.each([
    ['keeps digits', '01012345678', '01012345678'],
    ['drops hyphens and spaces', '010-1234 5678', '01012345678'],
    ['drops letters and symbols', 'tel:+82)010a', '82010'],
    ['drops digits beyond 11', '010123456789999', '01012345678'],
    ['empty stays empty', '', ''],
  ])('%s', (_rule, raw, expected) => {
    expect(phoneDigits(raw)).toBe(expected);
    expect(phoneDigits(raw).length).toBeLessThanOrEqual(PHONE_MAX_DIGITS);
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['010123', '010-123'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['010123456', '010-1234-56'],
    ['0101234567', '010-1234-567'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010-123-4567', '010-1234-567'],
    ['0 1 0 a b 1 2', '010-12'],
  ])('formats 3-4-4 while typing, hyphens never moving: %j → %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it('never moves a hyphen already shown as digits are added', () => {
    const digits = '01012345678';
    for (let n = 1; n < digits.length; n += 1) {
      const shown = formatPhone(digits.slice(0, n));
      const next = formatPhone(digits.slice(0, n + 1));
      expect(next.startsWith(shown)).toBe(true);
    }
  });

  it.each([
    ['0111234567', '011-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010123456', '010-1234-56'],
  ])('a number left complete is written 3-3-4 only at 10 digits: %j → %j', (raw, expected) => {
    expect(formatPhone(raw, true)).toBe(expected);
  });
});

describe('isMobilePhone', () => {
  it.each([
    ['010-1234-5678', true],
    ['011-123-4567', true],
    ['019-1234-5678', true],
    ['01012345678', true],
    ['010 1234 5678', true],
    ['010-123-456', false],
    ['020-1234-5678', false],
    ['110-1234-5678', false],
    ['010-12345-6789', false],
    ['010-1234-567', false],
    ['0101-234-5678', false],
    ['010-1234-5678a', false],
    ['+8210-1234-5678', false],
    ['', false],
  ])('matches 01x-xxx(x)-xxxx: %j → %s', (raw, expected) => {
    expect(isMobilePhone(raw)).toBe(expected);
  });
});

describe('isDeliveryPhone', () => {
  it.each([
    ['01012345678', true],
    ['0101234567', true],
    ['010-1234-5678', true],
    ['010123456', false],
    ['010123456789', false],
    ['01112345678', false],
    ['0212345678', false],
    ['', false],
  ])('starts with 010 and has 10 or 11 digits: %j → %s', (raw, expected) => {
    expect(isDeliveryPhone(raw)).toBe(expected);
  });
});

describe('checkDeliveryPhone', () => {
  it.each([
    ['010-1234-5678', { ok: true, digits: '01012345678' }],
    ['011-123-4567', { ok: false, reason: 'invalidDeliveryPhone' }],
  ])('returns the digits or a message key: %j', (raw, expected) => {
    expect(checkDeliveryPhone(raw)).toEqual(expected);
  });
});
