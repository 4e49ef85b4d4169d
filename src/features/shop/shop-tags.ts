/**
 * The tags under the menu home's header (spec section 2): the table name (not for delivery), the
 * minimum order (delivery only), the business hours (hidden when open equals close) and each
 * break time with its days. Times are 'HH:MM'; a break with unreadable or equal times is left out.
 */
import type { BreakTime, ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { plainLabel } from '../../shared/lib/plain-text.ts';
import { formatHHmm } from '../../shared/lib/time-of-day.ts';
import { breakTimeDays, showsBusinessHours } from './opening-hours.ts';

export type ShopTag =
  | { kind: 'table'; name: string }
  | { kind: 'minimum'; amount: number }
  | { kind: 'hours'; open: string; close: string }
  | { kind: 'break'; id: number; days: 'everyDay' | number[]; start: string; end: string };

export interface ShopTagInput {
  shop: Pick<ShopInfo, 'openTime' | 'closeTime' | 'minimumAmount'>;
  table: Pick<TableInfo, 'tableName' | 'delivery'> | null | undefined;
  breakTimes: readonly BreakTime[];
}

export function shopTags({ shop, table, breakTimes }: ShopTagInput): ShopTag[] {
  const tags: ShopTag[] = [];
  const tableName = plainLabel(table?.tableName);
  if (table && !table.delivery && tableName) tags.push({ kind: 'table', name: tableName });
  if (table?.delivery && (shop.minimumAmount ?? 0) > 0) tags.push({ kind: 'minimum', amount: shop.minimumAmount ?? 0 });
  if (showsBusinessHours(shop.openTime, shop.closeTime)) {
    tags.push({ kind: 'hours', open: formatHHmm(shop.openTime), close: formatHHmm(shop.closeTime) });
  }
  for (const b of breakTimes) {
    const start = formatHHmm(b.startTime);
    const end = formatHHmm(b.endTime);
    const days = breakTimeDays(b);
    if (!start || !end || start === end || days.length === 0) continue;
    tags.push({ kind: 'break', id: b.shopBreakTimeSeq, days, start, end });
  }
  return tags;
}

/** A Sunday, so that day n (1–7, Sunday = 1) is this date plus n − 1 days. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/**
 * Weekday numbers as short names joined the locale's way, e.g. `[2, 4]` in 'en' → 'Mon, Wed',
 * in 'ko' → '월 및 수'.
 */
export function weekdayList(days: readonly number[], localeTag: string): string {
  const names = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  const list = new Intl.ListFormat(localeTag, { style: 'narrow', type: 'conjunction' });
  return list.format(days.map((d) => names.format(SUNDAY + (d - 1) * DAY_MS)));
}
