import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { recogniseInAppBrowser, wayOut } from '../../../shared/lib/in-app-browser.ts';

/**
 * On the result page, after the order is done and never in its way: a diner inside a chat or feed
 * app's browser is offered the phone's own browser, where this order and the next ones stay in the
 * history and the app can be installed. A link where the app has a way out, words where it has none.
 */
export function InAppOffer() {
  const [way] = useState(() => wayOut(recogniseInAppBrowser(navigator.userAgent), window.location.href));
  if (!way) return null;
  return (
    <section className="card in-app-offer" aria-labelledby="in-app-offer-title">
      <h2 id="in-app-offer-title" className="card-title">
        <Trans>Keep your order history</Trans>
      </h2>
      <p className="in-app-offer-text">
        <Trans>
          This page is open in an app's built-in browser, which cannot keep your order history or install the app.
        </Trans>
      </p>
      {way.kind === 'link' ? (
        <a className="btn btn-block" href={way.href}>
          <Trans>Open in my browser</Trans>
        </a>
      ) : (
        <p className="in-app-offer-text">
          <Trans>
            To keep them, open this page in Safari: tap the ⋯ or share button of this browser, then choose to open it in
            Safari.
          </Trans>
        </p>
      )}
    </section>
  );
}
