import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { activateLocale, catalogMissingAtom } from '../i18n/i18n.ts';

/**
 * Said while the diner's language could not be loaded and the app shows another: the menu works,
 * and "Try again" asks for the language once more. A browser may keep a failed file as failed for
 * the page's life, so a second failure loads the page anew.
 */
export function CatalogNotice() {
  const missing = useAtomValue(catalogMissingAtom);
  const [trying, setTrying] = useState(false);
  const retry = async () => {
    if (!missing) return;
    setTrying(true);
    try {
      if ((await activateLocale(missing)) !== missing) window.location.reload();
    } finally {
      setTrying(false);
    }
  };
  return (
    <div role="status" className="app-notices-slot">
      {missing && (
        <div className="app-notice app-notice-catalog">
          <p className="app-notice-text">
            <Trans>Your language could not be loaded, so the app is shown in another language for now.</Trans>
          </p>
          <div className="app-notice-actions">
            <button type="button" className="btn app-notice-btn" disabled={trying} onClick={() => void retry()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
