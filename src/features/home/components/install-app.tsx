import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { installOfferAtom, promptInstall } from '../../../shared/sw/install.ts';

/** "Install the app" where the browser offers it; on iOS, how to add it to the home screen. */
export function InstallApp() {
  const offer = useAtomValue(installOfferAtom);
  if (offer !== 'prompt' && offer !== 'ios-hint') return null;
  return (
    <section className="home-card home-install" aria-labelledby="home-install-title">
      <h2 id="home-install-title" className="home-card-title">
        <Trans>Keep it on your home screen</Trans>
      </h2>
      {offer === 'prompt' ? (
        <>
          <p className="home-card-text">
            <Trans>Open your orders and waiting tickets in one tap, even without a connection.</Trans>
          </p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => void promptInstall()}>
            <Trans>Install app</Trans>
          </button>
        </>
      ) : (
        <p className="home-card-text">
          <Trans>Tap the Share button, then “Add to Home Screen”.</Trans>
        </p>
      )}
    </section>
  );
}
