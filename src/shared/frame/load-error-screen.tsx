import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { useOnline } from '../lib/use-online.ts';
import { IconOffline, IconRefresh } from '../ui/icons.tsx';
import { useScreenFileRecovery } from './use-screen-file-recovery.ts';

/**
 * A whole screen that could not load: what did not come, why in the diner's words, and a retry
 * that runs the route's loading again. The retry also runs by itself when the connection comes
 * back: a diner who walked out of a dead zone should not have to find the button.
 */
export function LoadErrorScreen({
  error,
  offline,
  title,
  reason,
}: {
  error: unknown;
  offline: boolean;
  title: ReactNode;
  reason: ReactNode;
}) {
  const router = useRouter();
  const recovering = useScreenFileRecovery(error);
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    void router.invalidate();
  }, [online, router]);
  // A screen file that failed is fetched again (or a waiting version taken) before any error shows.
  if (recovering) return <main className="screen-pending" aria-busy="true" />;
  return (
    <main className="screen-message">
      {offline ? <IconOffline className="screen-message-icon" /> : <IconRefresh className="screen-message-icon" />}
      <h1>{title}</h1>
      <p>{reason}</p>
      <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
