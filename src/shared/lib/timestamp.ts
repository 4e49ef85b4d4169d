/**
 * The order log's timestamps: YYYYMMDDHHmmss in local time (spec section 3: insDate, trdDtm).
 * Fixed-width digits, so they sort as text.
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
