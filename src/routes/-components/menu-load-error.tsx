import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeApiError } from '../../api/errors.ts';
import { useOnline } from '../../shared/lib/use-online.ts';
import { LoadErrorScreen } from './load-error-screen.tsx';

/**
 * A menu screen whose data could not be loaded: say why in the diner's words and offer a retry.
 * No answer at all while the phone says it is online is a dropped connection, not "offline".
 */
export function MenuLoadError({ error }: ErrorComponentProps) {
  const online = useOnline();
  const unanswered = describeApiError(error) === 'offline';
  return (
    <LoadErrorScreen
      error={error}
      offline={!online}
      title={<Trans>The menu could not be loaded</Trans>}
      reason={
        !online ? (
          <Trans>You are offline and this menu is not saved on this phone yet. Connect and try again.</Trans>
        ) : unanswered ? (
          <Trans>The connection dropped before the menu arrived. Please try again.</Trans>
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )
      }
    />
  );
}
