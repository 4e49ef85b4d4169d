/**
 * The waiting alert beyond the open app: for each registration whose alert is on, a watch the
 * worker checks on Periodic Background Sync (src/worker-contract/waiting-watch.ts), with the last
 * position this page knew and the alert's words in the diner's language. Off, finished or
 * forgotten, the watch goes, and the periodic sync with the last one. Never throws: without
 * storage or the API the alert still works while the app is open.
 */
import type { I18n } from '@lingui/core';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import { registerPeriodicCheck, unregisterPeriodicCheck } from '../../shared/sw/periodic-sync.ts';
import { isStillWaiting } from '../../worker-contract/waiting-alert-rule.ts';
import {
  newWaitingWatch,
  WAITING_WATCH_MIN_INTERVAL_MS,
  WAITING_WATCH_TAG,
} from '../../worker-contract/waiting-watch.ts';
import { idbWaitingWatchStore as store } from '../../worker-contract/waiting-watch-store.ts';
import { alertTexts } from './waiting-alert-messages.ts';

/**
 * Keeps (or starts) the watch of a registration whose alert is on, and asks for the periodic
 * sync where the browser allows it. A position the worker saw after `seenAt` is kept.
 */
export async function watchInBackground(
  i18n: I18n,
  waitingUuid: string,
  registration: WaitingRegistration,
  seenAt: number,
): Promise<void> {
  if (!isStillWaiting(registration)) return stopWatchingInBackground(waitingUuid);
  try {
    const known = await store.get(waitingUuid);
    const newer = known && known.seenAt > seenAt ? known : null;
    await store.put(
      newWaitingWatch({
        waitingUuid,
        seen: newer?.seen ?? registration,
        seenAt: newer?.seenAt ?? seenAt,
        since: known?.since ?? Date.now(),
        texts: alertTexts(i18n, registration),
      }),
    );
  } catch {
    return;
  }
  await registerPeriodicCheck(WAITING_WATCH_TAG, WAITING_WATCH_MIN_INTERVAL_MS);
}

/** Drops a registration's watch; with none left, the periodic sync too. */
export async function stopWatchingInBackground(waitingUuid: string): Promise<void> {
  try {
    if (!(await store.get(waitingUuid))) return;
    await store.remove(waitingUuid);
    if ((await store.list()).length > 0) return;
  } catch {
    return;
  }
  await unregisterPeriodicCheck(WAITING_WATCH_TAG);
}
