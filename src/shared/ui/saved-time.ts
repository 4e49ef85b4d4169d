/**
 * When saved data is from: the time of day for today's data, the date as well for older data.
 * Intl in the diner's language, 24-hour.
 */
import { formatClockTime } from '../i18n/clock-time.ts';
import { localeTag, type UiLocale } from '../i18n/locales.ts';

function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * @example formatSavedTime(todayAt0905, now, 'ko') // '09:05'
 * @example formatSavedTime(lastMonday, now, 'en') // 'Nov 17 09:05'
 */
export function formatSavedTime(at: number, now: number, locale: UiLocale): string {
  if (sameDay(at, now)) return formatClockTime(at, locale);
  const day = new Intl.DateTimeFormat(localeTag(locale), { month: 'short', day: 'numeric' }).format(at);
  return `${day} ${formatClockTime(at, locale)}`;
}
