import { useEffect, useRef } from 'react';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import { setAppBadge } from '../../shared/sw/notify.ts';
import { useVisibleRefresh } from './use-visible-refresh.ts';
import { nextRefreshDelay, type WaitingAlert, waitingAlert, waitingBadge } from './waiting-alert.ts';

interface WatchOptions {
  /** The registration on screen, or null before anything is known. */
  registration: WaitingRegistration | null;
  /** When `registration` was loaded (ms); a new value means a new answer from the service. */
  seenAt: number | null;
  /** A background load that leaves the screen as it is until the answer comes. */
  refresh: () => Promise<void>;
  alertOn: boolean;
  /** Called once per change worth telling (see waiting-alert.ts), whether or not the alert is on. */
  onAlert: (alert: NonNullable<WaitingAlert>, registration: WaitingRegistration) => void;
}

/**
 * Keeps a waiting registration current while the diner looks at it: refreshes on a timer while the
 * page is visible (paused when hidden, since a hidden page cannot show anything), at once when
 * the page comes back to the front or the connection returns, and reports each change worth
 * telling. The first registration it sees is the baseline (the one kept on the phone from the
 * last visit), so reopening the app tells what changed meanwhile, and nothing twice.
 */
export function useWaitingWatch({ registration, seenAt, refresh, alertOn, onAlert }: WatchOptions): void {
  const baseline = useRef<{ registration: WaitingRegistration; seenAt: number } | null>(null);
  const onAlertRef = useRef(onAlert);
  onAlertRef.current = onAlert;

  useEffect(() => {
    if (!registration || seenAt === null) return;
    const before = baseline.current;
    if (before && before.seenAt === seenAt) return;
    baseline.current = { registration, seenAt };
    if (!before) return;
    const alert = waitingAlert(before.registration, registration);
    if (alert) onAlertRef.current(alert, registration);
  }, [registration, seenAt]);

  useEffect(() => {
    setAppBadge(alertOn ? waitingBadge(registration) : 0);
  }, [alertOn, registration]);

  useVisibleRefresh(refresh, nextRefreshDelay(registration), seenAt);
}
