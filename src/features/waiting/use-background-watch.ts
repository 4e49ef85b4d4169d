import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import { periodicChecksAllowed, periodicSyncPermission } from '../../shared/sw/periodic-sync.ts';
import { stopWatchingInBackground, watchInBackground } from './waiting-alert-background.ts';

export interface WatchedRegistration {
  waitingUuid: string;
  /** The registration as last seen, or null while nothing is known. */
  registration: WaitingRegistration | null;
  seenAt: number;
  alertOn: boolean;
}

/**
 * Hands the registrations on screen to the worker's background check: each one whose alert is on
 * is watched with its newest answer and the words of the current language, each one switched off
 * or finished is dropped.
 */
export function useBackgroundWatch(watched: readonly WatchedRegistration[]): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // One key for what matters, so a re-render with the same answers writes nothing.
  const key = JSON.stringify([locale, watched]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `watched` and the language.
  useEffect(() => {
    for (const { waitingUuid, registration, seenAt, alertOn } of watched) {
      if (alertOn && registration) void watchInBackground(i18n, waitingUuid, registration, seenAt);
      else if (!alertOn) void stopWatchingInBackground(waitingUuid);
    }
  }, [key]);
}

/**
 * Whether the alert also runs with the app closed: true only where the browser has Periodic
 * Background Sync and allows it to this app; null until known. Asked again when a worker takes
 * the page (on a first visit it starts after the page) and when the permission changes (the app
 * installed while open).
 */
export function usePeriodicChecksAllowed(): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () =>
      void periodicChecksAllowed().then((answer) => {
        if (live) setAllowed(answer);
      });
    ask();
    const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    workers?.addEventListener('controllerchange', ask);
    let permission: PermissionStatus | null = null;
    void periodicSyncPermission().then((status) => {
      if (!live || !status) return;
      permission = status;
      status.addEventListener('change', ask);
    });
    return () => {
      live = false;
      workers?.removeEventListener('controllerchange', ask);
      permission?.removeEventListener('change', ask);
    };
  }, []);
  return allowed;
}
