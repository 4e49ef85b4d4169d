import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../lib/use-online.ts';
import { IconOffline } from '../ui/icons.tsx';

const BACK_ONLINE_MS = 3_000;

/**
 * The app-wide connection line: while offline, that the screens show what is saved on this
 * phone; for a moment after, that the connection is back. The live region is always in the page
 * so both changes are announced.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);
  return (
    <div role="status" className="app-notices-slot">
      {!online && (
        <p className="app-notice app-notice-offline">
          <IconOffline width={18} height={18} />
          <Trans>You're offline. Showing what's saved on this phone.</Trans>
        </p>
      )}
      {online && backOnline && (
        <p className="app-notice app-notice-online">
          <Trans>Back online</Trans>
        </p>
      )}
    </div>
  );
}
