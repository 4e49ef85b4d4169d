import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { persistenceUnavailableAtom } from '../state/idb-storage.ts';
import { readSession, writeSession } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';

/**
 * Said once per visit when this browser cannot keep anything (IndexedDB missing or refused, as in
 * some private modes): the cart and orders work, but only until the page is closed.
 */
export function PersistenceNotice() {
  const unavailable = useAtomValue(persistenceUnavailableAtom);
  const [dismissed, setDismissed] = useState(() => readSession(STORAGE_KEYS.session.persistenceNoticeShown) === 'true');
  const shown = unavailable && !dismissed;
  return (
    <div role="status" className="app-notices-slot">
      {shown && (
        <div className="app-notice app-notice-persistence">
          <p className="app-notice-text">
            <Trans>
              This browser can't save your cart and orders on this phone. They are kept until you close this page.
            </Trans>
          </p>
          <div className="app-notice-actions">
            <button
              type="button"
              className="btn app-notice-btn"
              onClick={() => {
                writeSession(STORAGE_KEYS.session.persistenceNoticeShown, 'true');
                setDismissed(true);
              }}
            >
              <Trans>OK</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
