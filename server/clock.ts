/**
 * Wall-clock readings in the restaurants' time zone. The service runs anywhere (a laptop in UTC, CI),
 * but order times, daily waiting numbers and gateway timestamps are Korean local time.
 */
const SEOUL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface SeoulTime {
  /** YYYYMMDD */
  date: string;
  /** HHmm */
  hhmm: string;
  /** YYYYMMDDHHmmss, the gateways' trdDtm format. */
  stamp: string;
}

export function seoulTime(at: Date): SeoulTime {
  const parts: Record<string, string> = {};
  for (const part of SEOUL.formatToParts(at)) parts[part.type] = part.value;
  const date = `${parts.year}${parts.month}${parts.day}`;
  const hhmm = `${parts.hour}${parts.minute}`;
  return { date, hhmm, stamp: `${date}${hhmm}${parts.second}` };
}
