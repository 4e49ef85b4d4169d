import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online.ts';
import { IconOffline } from './icons.tsx';
import './offline-badge.css';

export interface OfflineReasonProps {
  /** Give the disabled control `aria-describedby={id}`, so the reason is read with it. */
  id: string;
  className?: string;
}

/**
 * Why an action that needs the network (pay, order, register or cancel waiting, cancel an
 * order, send a receipt) is disabled: one wording everywhere. Renders nothing while online.
 *
 * @example
 *   const online = useOnline();
 *   <button disabled={!online} aria-describedby="pay-offline">Pay</button>
 *   <OfflineReason id="pay-offline" />
 */
export function OfflineReason({ id, className }: OfflineReasonProps) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className={`offline-reason ${className ?? ''}`}>
      <IconOffline width={16} height={16} />
      <Trans>You're offline. This needs a connection.</Trans>
    </p>
  );
}
