import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeApiError } from '../../../api/errors.ts';
import { LoadErrorScreen } from '../../../shared/frame/load-error-screen.tsx';
import { useOnline } from '../../../shared/lib/use-online.ts';

/**
 * A menu screen whose data could not be loaded: say why in the diner's words and offer a retry.
 * No answer at all while the phone says it is online is a dropped connection, not "offline"; an
 * answer too slow to wait for is a weak connection.
 */
export function MenuLoadError({ error }: ErrorComponentProps) {
  const online = useOnline();
  const kind = describeApiError(error);
  const unanswered = kind === 'offline';
  // No answer within the weak-connection bound (table-guard.ts): said within seconds, not after the client's timeout.
  const weak = kind === 'timeout';
  return (
    <LoadErrorScreen
      error={error}
      offline={!online}
      title={<Trans>The menu could not be loaded</Trans>}
      reason={
        !online ? (
          <Trans>You are offline and this menu is not saved on this phone yet. Connect and try again.</Trans>
        ) : weak ? (
          <Trans>The connection is too weak to load the menu. Move to where the signal is better and try again.</Trans>
        ) : unanswered ? (
          <Trans>The connection dropped before the menu arrived. Please try again.</Trans>
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )
      }
    />
  );
}
