/**
 * Wall-clock readings in the restaurants' time zone. The service runs anywhere (a laptop in UTC, CI),
 * but order times, daily waiting numbers and gateway timestamps are Korean local time.
 */
import { shopTimestamp } from '../src/api/contract/timestamp.ts';

export interface SeoulTime {
  /** YYYYMMDD */
  date: string;
  /** HHmm */
  hhmm: string;
  /** YYYYMMDDHHmmss, the gateways' trdDtm format. */
  stamp: string;
}

export function seoulTime(at: Date): SeoulTime {
  // The app reads these times on the same clock (src/api/contract/timestamp.ts).
  const stamp = shopTimestamp(at);
  return { date: stamp.slice(0, 8), hhmm: stamp.slice(8, 12), stamp };
}
