/**
 * Notifications and the app badge, for alerts the diner asked for. A notification goes through the
 * service worker's registration (`showNotification`): Android's Chrome refuses `new Notification()`
 * on a page, and a worker-shown notification can bring the app back when tapped. Without a worker
 * (an in-app browser, a private window) the page's own `Notification` is the fallback where the
 * browser allows it.
 *
 * https://developer.mozilla.org/en-US/docs/Web/API/ServiceWorkerRegistration/showNotification
 * https://developer.mozilla.org/en-US/docs/Web/API/Badging_API
 */
import { type AppNotification, notificationOptions, showAppBadge } from '../../worker-contract/app-notification.ts';
import { activeRegistration } from './active-registration.ts';

export type AlertPermission = 'granted' | 'denied' | 'default' | 'unsupported';

export function alertPermission(): AlertPermission {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/** Asks for permission; only ever called from the diner's own tap on the alert switch. */
export async function requestAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** Shows a notification; false when the browser cannot or may not. */
export async function showAppNotification(notification: AppNotification): Promise<boolean> {
  if (alertPermission() !== 'granted') return false;
  const options = notificationOptions(notification);
  const { title } = notification;
  const registration = await activeRegistration();
  try {
    if (registration) {
      await registration.showNotification(title, options);
      return true;
    }
    new Notification(title, options);
    return true;
  } catch {
    return false;
  }
}

/** Sets the installed app's badge (0 clears it) where the browser has the Badging API. */
export function setAppBadge(count: number): void {
  void showAppBadge(navigator, count);
}
