import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { acceptUpdate, updateDismissedAtom, updateStateAtom } from '../sw/update.atoms.ts';
import { canOfferUpdate } from '../sw/update-policy.ts';

/**
 * "A new version is available": reload on consent, or later. Never on the payment screens (a
 * reload there could lose the hand-over to the gateway); it appears once the diner leaves them.
 */
export function UpdatePrompt() {
  const state = useAtomValue(updateStateAtom);
  const [dismissed, setDismissed] = useAtom(updateDismissedAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const shown = state !== 'none' && !dismissed && canOfferUpdate(pathname);
  return (
    <div role="status" className="app-notices-slot">
      {shown && (
        <div className="app-notice app-notice-update">
          <p className="app-notice-text">
            <Trans>A new version of the app is available.</Trans>
          </p>
          <div className="app-notice-actions">
            <button type="button" className="btn app-notice-btn" onClick={() => setDismissed(true)}>
              <Trans>Later</Trans>
            </button>
            <button type="button" className="btn btn-primary app-notice-btn" onClick={acceptUpdate}>
              <Trans>Reload</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
