/**
 * The notifications the diner asked for, as both the page (src/shared/sw/notify.ts) and the
 * worker show them: one shape, one tag per registration (a newer one replaces the older instead
 * of piling up) and one place a tap opens (the worker's `notificationclick`).
 */
import type { AlertText } from './waiting-alert-rule.ts';

export interface AppNotification {
  title: string;
  body: string;
  /** One notification per tag: a newer one replaces the older instead of piling up. */
  tag: string;
  /** Where a tap on the notification takes the diner. */
  url: string;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The options `showNotification` (or `new Notification`) takes for one of our notifications. */
export function notificationOptions({ body, tag, url }: AppNotification): NotificationOptions {
  return { body, tag, data: { url }, icon: NOTIFICATION_ICON };
}

/** A waiting alert as a notification: a tap on it opens the registration. */
export function waitingNotification(text: AlertText, waitingUuid: string): AppNotification {
  return { ...text, tag: `waiting-${waitingUuid}`, url: `/waiting/complete/${encodeURIComponent(waitingUuid)}` };
}

/** What the Badging API adds to `navigator`, on a page and in a worker alike. */
export interface BadgingTarget {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the installed app's badge (0 clears it) where the browser has the Badging API; never throws. */
export async function showAppBadge(target: BadgingTarget, count: number): Promise<void> {
  await (count > 0 ? target.setAppBadge?.(count) : target.clearAppBadge?.())?.catch(() => undefined);
}
