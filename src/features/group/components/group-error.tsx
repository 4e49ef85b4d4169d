import { Trans } from '@lingui/react/macro';
import { describeApiError } from '../../../api/errors.ts';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import './group.css';

/** The group page when its data did not come: an unknown group, no connection, or a failure. */
export function GroupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = describeApiError(error);
  return (
    <main className="group-page">
      <h1 className="group-name">
        {reason === 'notFound' ? <Trans>Group not found</Trans> : <Trans>Could not load the group</Trans>}
      </h1>
      <LoadFailure
        error={error}
        className="group-message"
        onRetry={onRetry}
        notFound={<Trans>There is no shop group at this address. Please check the link or QR code.</Trans>}
      />
    </main>
  );
}
