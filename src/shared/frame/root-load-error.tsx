import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeApiError } from '../../api/errors.ts';
import { useOnline } from '../lib/use-online.ts';
import { LoadErrorScreen } from './load-error-screen.tsx';

/**
 * A screen that could not be opened at all: its code did not arrive (offline before the app was
 * saved on this phone), or something failed that no screen of its own caught. Its words are in the
 * catalog the app starts with, so they are there whenever the app is.
 */
export function RootLoadError({ error }: ErrorComponentProps) {
  const online = useOnline();
  const offline = !online || describeApiError(error) === 'offline';
  return (
    <div className="app">
      <LoadErrorScreen
        error={error}
        offline={offline}
        title={<Trans>This page could not be opened</Trans>}
        reason={
          offline ? (
            <Trans>No connection. Please check your network and try again.</Trans>
          ) : (
            <Trans>Something went wrong while loading. Please try again.</Trans>
          )
        }
      />
    </div>
  );
}
