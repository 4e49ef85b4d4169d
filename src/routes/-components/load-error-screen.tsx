import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { IconOffline, IconRefresh } from '../../shared/ui/icons.tsx';

/**
 * A whole screen that could not load: what did not come, why in the diner's words, and a retry
 * that runs the route's loading again.
 */
export function LoadErrorScreen({ offline, title, reason }: { offline: boolean; title: ReactNode; reason: ReactNode }) {
  const router = useRouter();
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
