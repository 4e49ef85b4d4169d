/**
 * The order log's timestamps: YYYYMMDDHHmmss (spec section 3: insDate, trdDtm). Fixed-width
 * digits, so they sort as text. They are wall-clock readings of the shop's time zone, the one the
 * order service stamps its payment times in, never the phone's: the same order shows the same
 * time on the result page, in the history and on the start page, wherever the phone is set.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `new Date(2025, 0, 2, 3, 4, 5)` → '20250102030405'. */
export function formatTimestamp(now: Date): string {
  return (
    pad(now.getFullYear(), 4) +
    pad(now.getMonth() + 1) +
    pad(now.getDate()) +
    pad(now.getHours()) +
    pad(now.getMinutes()) +
    pad(now.getSeconds())
  );
}

const TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** '20250102030405' → '2025-01-02 03:04' (24-hour); the raw text when it is not a timestamp. */
export function timestampHeader(stamp: string): string {
  const m = TIMESTAMP.exec(stamp);
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}` : stamp;
}

/** The timestamp as a local Date, for `Intl` display; null when it is not a timestamp. */
export function parseTimestamp(stamp: string): Date | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** The order service's (and so the shops') time zone: it stamps trdDtm in Korean time. */
export const SHOP_TIME_ZONE = 'Asia/Seoul';

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads the zone's
 * data, tens of milliseconds on a slow phone, and the menu detail (which imports this module for
 * the cart) would pay it in the diner's first tap on a menu.
 */
let shopClock: Intl.DateTimeFormat | null = null;

function theShopClock(): Intl.DateTimeFormat {
  shopClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return shopClock;
}

/** `now` as a timestamp of the shop's wall clock, e.g. 2026-11-25T06:58:57Z → '20261125155857'. */
export function shopTimestamp(now: Date): string {
  const parts: Record<string, string> = {};
  for (const part of theShopClock().formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** A timestamp as an HTML `datetime` value (a local date and time, no zone): '2026-11-25T15:58:57'. */
export function timestampDatetime(stamp: string): string | undefined {
  const m = TIMESTAMP.exec(stamp);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}` : undefined;
}
