/**
 * Korean mobile numbers as typed by a diner (spec section 5): the waiting list's phone step and
 * the phone asked for at payment. The field keeps digits only, at most 11, and shows hyphens.
 */

export const PHONE_MAX_DIGITS = 11;

/** Digits of what was typed, extra digits beyond 11 dropped: '010-1234-56789' → '01012345678'. */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * Hyphens as the diner types, 3-4-4 (spec section 5), each hyphen placed once and never moved:
 * 3 digits, then 3-rest up to 7, then 3-4-rest. '0101234' → '010-1234', '01012345678' →
 * '010-1234-5678'. Only a number left `complete` at 10 digits is written 3-3-4 ('011-123-4567'):
 * that is decided when the diner leaves the field, not while the next digit may still come.
 */
export function formatPhone(raw: string, complete = false): string {
  const d = phoneDigits(raw);
  if (complete && d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/**
 * Digits of a number written as bare digits or as three groups split by hyphens or spaces
 * (3-3-4 or 3-4-4); null for anything else, so '010-1234-567' is not read as ten good digits.
 */
function writtenDigits(raw: string): string | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return text;
  const groups = /^(\d{3})[-\s](\d{3,4})[-\s](\d{4})$/.exec(text);
  return groups ? groups.slice(1).join('') : null;
}

/** The waiting rule `01x-xxx(x)-xxxx`: 01, one digit, 3 or 4 digits, 4 digits. */
export function isMobilePhone(raw: string): boolean {
  return /^01\d{8,9}$/.test(writtenDigits(raw) ?? '');
}

/** The payment-time rule: starts with 010 and has 10 or 11 digits. */
export function isDeliveryPhone(raw: string): boolean {
  return /^010\d{7,8}$/.test(writtenDigits(raw) ?? '');
}

/** The payment-time check with its message key, for the screen to translate. */
export function checkDeliveryPhone(
  raw: string,
): { ok: true; digits: string } | { ok: false; reason: 'invalidDeliveryPhone' } {
  return isDeliveryPhone(raw) ? { ok: true, digits: phoneDigits(raw) } : { ok: false, reason: 'invalidDeliveryPhone' };
}
