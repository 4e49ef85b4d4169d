/**
 * Times of day as the order service sends them: HHmm text (spec section 9). Internally a time is
 * minutes since midnight. `now` is always passed in and read in the device's local time, which
 * for a diner at the table is the shop's time.
 */

export const MINUTES_PER_DAY = 24 * 60;

/**
 * '0930' → 570. Also takes '930' and '09:30', since hand-entered shop settings drift;
 * '2400' is the end of the day (1440). Anything else → null.
 */
export function parseHHmm(raw: string | null | undefined): number | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(raw?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** HHmm → 'HH:MM' for display ('0930' → '09:30'); '' when the value is missing or malformed. */
export function formatHHmm(raw: string | null | undefined): string {
  const minutes = parseHHmm(raw);
  if (minutes === null) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function minutesOfDay(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}

/** Weekday as the order service numbers it: 1–7 with Sunday = 1. */
export function weekdayNumber(now: Date): number {
  return now.getDay() + 1;
}

/**
 * Whether `now` falls within the daily hours open–close, both ends included (spec section 4,
 * waiting rule). Open at or after close wraps past midnight: `time >= open || time <= close`.
 * A missing or unreadable time, or open equal to close, means open 24 hours.
 * The group page's "not orderable time" uses the same rule.
 */
export function isWithinOpeningHours(
  openTime: string | null | undefined,
  closeTime: string | null | undefined,
  now: Date,
): boolean {
  const open = parseHHmm(openTime);
  const close = parseHHmm(closeTime);
  if (open === null || close === null || open === close) return true;
  const time = minutesOfDay(now);
  return open < close ? time >= open && time <= close : time >= open || time <= close;
}
