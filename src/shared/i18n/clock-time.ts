/**
 * A moment's time of day in the diner's language, 24-hour, for "as of 14:05" notes beside data
 * kept on the device. One formatter per locale.
 */
import { localeTag, type UiLocale } from './locales.ts';

const formatters = new Map<UiLocale, Intl.DateTimeFormat>();

/** @example formatClockTime(new Date(2025, 0, 1, 9, 5).getTime(), 'ko') // '09:05' */
export function formatClockTime(ms: number, uiLocale: UiLocale): string {
  let formatter = formatters.get(uiLocale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag(uiLocale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(uiLocale, formatter);
  }
  return formatter.format(ms);
}
