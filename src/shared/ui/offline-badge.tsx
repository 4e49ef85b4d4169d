import { Trans } from '@lingui/react/macro';
import { useUiLocale } from '../i18n/use-ui-locale.ts';
import { useCachedSince } from '../lib/data-freshness.ts';
import { useOnline } from '../lib/use-online.ts';
import { IconOffline } from './icons.tsx';
import { formatSavedTime } from './saved-time.ts';
import './offline-badge.css';

export interface OfflineBadgeProps {
  /** Contract call names whose data the screen shows (e.g. `['shopInfo', 'category']`). */
  calls?: readonly string[];
  /** For data the screen itself kept on the device (a waiting ticket's `seenAt`, ms since epoch). */
  since?: number | null;
}

/**
 * A quiet note that the screen shows saved data, and from when: shown when the service worker
 * answered one of `calls` from its cache, or the screen passes its own `since`, or there is no
 * network at all. Renders nothing when everything on screen is fresh.
 */
export function OfflineBadge({ calls = [], since = null }: OfflineBadgeProps) {
  const online = useOnline();
  const cachedSince = useCachedSince(calls);
  const locale = useUiLocale();
  const times = [cachedSince, since].filter((t): t is number => t !== null);
  const at = times.length > 0 ? Math.min(...times) : null;
  if (online && at === null) return null;
  const time = at === null ? '' : formatSavedTime(at, Date.now(), locale);
  return (
    <p className="offline-badge" role="status">
      <IconOffline width={16} height={16} />
      {at === null ? <Trans>Offline</Trans> : <Trans>Saved data from {time}</Trans>}
    </p>
  );
}
