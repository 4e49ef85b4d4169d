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
 * Hyphens as the diner types: 3 digits, then 3-rest, then 3-3-rest up to 10 digits (3-3-4),
 * and 3-4-4 at 11. '0101234' → '010-123-4', '01012345678' → '010-1234-5678'.
 */
export function formatPhone(raw: string): string {
  const d = phoneDigits(raw);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length <= 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
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
