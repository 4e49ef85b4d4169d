import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describeApiError } from '../../api/errors.ts';

export interface LoadFailureProps {
  error: unknown;
  /** What to say when the service does not know the address (a bad link or QR code). */
  notFound: ReactNode;
  onRetry: () => void;
  className?: string;
  offlineClassName?: string;
}

/**
 * Why a page's data did not come, in the diner's words, with a retry unless retrying cannot help
 * (an address the service does not know).
 */
export function LoadFailure({ error, notFound, onRetry, className, offlineClassName }: LoadFailureProps) {
  const reason = describeApiError(error);
  return (
    <>
      <p className={reason === 'offline' ? (offlineClassName ?? className) : className} role="alert">
        {reason === 'notFound' ? (
          notFound
        ) : reason === 'offline' ? (
          <Trans>No connection. Please check your network and try again.</Trans>
        ) : (
          <Trans>Something went wrong while loading. Please try again.</Trans>
        )}
      </p>
      {reason !== 'notFound' && (
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </>
  );
}
