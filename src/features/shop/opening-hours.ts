/**
 * Business-open check (spec sections 4 and 9). The shop is open when now is within its daily
 * hours (which may wrap past midnight; missing or equal times mean 24 hours), not inside a break
 * time that applies today, and, for a delivery table, when the shop takes deliveries.
 */
import type { BreakTime, ShopInfo } from '../../api/contract/entities.ts';
import { isWithinOpeningHours, minutesOfDay, parseHHmm, weekdayNumber } from '../../shared/lib/time-of-day.ts';

export type BusinessState = { open: true } | { open: false; reason: 'deliveryOff' | 'hours' | 'breakTime' };

type BreakDays = Pick<BreakTime, 'dayOfWeek' | 'dayOfWeekList'>;

/**
 * The weekdays of a break, or 'everyDay'. `dayOfWeek` 0 means every day and wins; otherwise
 * `dayOfWeekList`, when present, lists the weekdays (1–7, Sunday = 1), else `dayOfWeek` is the one.
 */
function daysOf(breakTime: BreakDays): 'everyDay' | readonly number[] {
  if (breakTime.dayOfWeek === 0) return 'everyDay';
  const days = breakTime.dayOfWeekList?.length ? breakTime.dayOfWeekList : [breakTime.dayOfWeek];
  return days.includes(0) ? 'everyDay' : days;
}

export function breakAppliesOn(breakTime: BreakDays, weekday: number): boolean {
  const days = daysOf(breakTime);
  return days === 'everyDay' || days.includes(weekday);
}

const previousWeekday = (weekday: number) => (weekday === 1 ? 7 : weekday - 1);

/**
 * Whether `now` is inside this break. Start is included and end is not: a break 15:00–17:00
 * ends as the clock reaches 17:00. A break that wraps past midnight belongs to the day it starts
 * on, so its part after midnight checks the previous weekday. Equal or unreadable times: no break.
 */
export function isInBreak(breakTime: BreakTime, now: Date): boolean {
  const start = parseHHmm(breakTime.startTime);
  const end = parseHHmm(breakTime.endTime);
  if (start === null || end === null || start === end) return false;
  const time = minutesOfDay(now);
  const today = weekdayNumber(now);
  if (start < end) return time >= start && time < end && breakAppliesOn(breakTime, today);
  if (time >= start) return breakAppliesOn(breakTime, today);
  return time < end && breakAppliesOn(breakTime, previousWeekday(today));
}

/** The break the shop is in now, if any (for the toast or a tag highlight). */
export function activeBreak(breakTimes: readonly BreakTime[], now: Date): BreakTime | null {
  return breakTimes.find((b) => isInBreak(b, now)) ?? null;
}

export interface BusinessInput {
  shop: Pick<ShopInfo, 'openTime' | 'closeTime' | 'isDeliveryUse'>;
  breakTimes: readonly BreakTime[];
  /** The table is a delivery table (table info `delivery`). */
  isDeliveryTable: boolean;
  now: Date;
}

/** Why a menu tap shows the not-business-time toast, or that it may open. */
export function businessState({ shop, breakTimes, isDeliveryTable, now }: BusinessInput): BusinessState {
  if (isDeliveryTable && !shop.isDeliveryUse) return { open: false, reason: 'deliveryOff' };
  if (!isWithinOpeningHours(shop.openTime, shop.closeTime, now)) return { open: false, reason: 'hours' };
  if (activeBreak(breakTimes, now)) return { open: false, reason: 'breakTime' };
  return { open: true };
}

export function isBusinessOpen(input: BusinessInput): boolean {
  return businessState(input).open;
}

/** The business-hours tag is hidden when open equals close (a 24-hour shop) or a time is missing. */
export function showsBusinessHours(openTime: string | null | undefined, closeTime: string | null | undefined): boolean {
  const open = parseHHmm(openTime);
  const close = parseHHmm(closeTime);
  return open !== null && close !== null && open !== close;
}

/** The days of a break-time tag: every day (0, or all seven), or the weekdays (1–7, Sunday = 1) in order. */
export function breakTimeDays(breakTime: BreakDays): 'everyDay' | number[] {
  const days = daysOf(breakTime);
  if (days === 'everyDay') return days;
  const weekdays = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  return weekdays.length === 7 ? 'everyDay' : weekdays;
}
