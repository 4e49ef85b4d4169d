import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeApiError } from '../../api/errors.ts';
import { LoadErrorScreen } from './load-error-screen.tsx';

/** A menu screen whose data could not be loaded: say why in the diner's words and offer a retry. */
export function MenuLoadError({ error }: ErrorComponentProps) {
  const offline = describeApiError(error) === 'offline';
  return (
    <LoadErrorScreen
      offline={offline}
      title={<Trans>The menu could not be loaded</Trans>}
      reason={
        offline ? (
          <Trans>You are offline and this menu is not saved on this phone yet. Connect and try again.</Trans>
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )
      }
    />
  );
}
