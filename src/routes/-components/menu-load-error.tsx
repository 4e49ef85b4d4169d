import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { describeApiError } from '../../api/errors.ts';
import { IconOffline, IconRefresh } from '../../shared/ui/icons.tsx';
import './menu-home.css';

/** A menu screen whose data could not be loaded: say why in the diner's words and offer a retry. */
export function MenuLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = describeApiError(error) === 'offline';
  return (
    <main className="screen-message">
      {offline ? <IconOffline className="screen-message-icon" /> : <IconRefresh className="screen-message-icon" />}
      <h1>
        <Trans>The menu could not be loaded</Trans>
      </h1>
      <p>
        {offline ? (
          <Trans>You are offline and this menu is not saved on this phone yet. Connect and try again.</Trans>
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
