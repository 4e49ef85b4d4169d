import { Trans } from '@lingui/react/macro';
import { describeApiError } from '../../../api/errors.ts';
import './group.css';

/** The group page when its data did not come: an unknown group, no connection, or a failure. */
export function GroupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = describeApiError(error);
  return (
    <main className="group-page">
      <h1 className="group-name">
        {reason === 'notFound' ? <Trans>Group not found</Trans> : <Trans>Could not load the group</Trans>}
      </h1>
      <p className="group-message" role="alert">
        {reason === 'notFound' ? (
          <Trans>There is no shop group at this address. Please check the link or QR code.</Trans>
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
    </main>
  );
}
