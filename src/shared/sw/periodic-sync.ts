/**
 * Periodic Background Sync from the page: whether this browser will wake the worker on its own,
 * and the tag that asks it to. Chromium only, and there only for an installed app (the
 * `periodic-background-sync` permission is granted on install, refused otherwise); how often the
 * event really comes is the browser's call (site engagement), never shorter than `minInterval`.
 * Every step fails quietly: without it the app checks while it is open, and says so.
 *
 * https://developer.mozilla.org/en-US/docs/Web/API/Web_Periodic_Background_Synchronization_API
 * https://wicg.github.io/periodic-background-sync/
 */
import { activeRegistration } from './active-registration.ts';

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

type WithPeriodicSync = ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager };

async function periodicSyncManager(): Promise<PeriodicSyncManager | null> {
  const registration = (await activeRegistration()) as WithPeriodicSync | null;
  return registration?.periodicSync ?? null;
}

/** The `periodic-background-sync` permission, to read or to follow; null where there is none. */
export async function periodicSyncPermission(): Promise<PermissionStatus | null> {
  try {
    // Not in TypeScript's PermissionName list: a Chromium permission of its own.
    return await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
  } catch {
    return null;
  }
}

/** Whether the browser has Periodic Background Sync and lets this app use it (installed, allowed). */
export async function periodicChecksAllowed(): Promise<boolean> {
  if (!(await periodicSyncManager())) return false;
  return (await periodicSyncPermission())?.state === 'granted';
}

/** Asks the browser to wake the worker with `tag` now and then; false when it will not. */
export async function registerPeriodicCheck(tag: string, minInterval: number): Promise<boolean> {
  const manager = await periodicSyncManager();
  if (!manager || !(await periodicChecksAllowed())) return false;
  try {
    await manager.register(tag, { minInterval });
    return true;
  } catch {
    return false;
  }
}

export async function unregisterPeriodicCheck(tag: string): Promise<void> {
  try {
    await (await periodicSyncManager())?.unregister(tag);
  } catch {
    // Nothing registered, or no worker: nothing to stop.
  }
}
