import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type AlertPermission, alertPermission, requestAlertPermission } from '../../../shared/sw/notify.ts';
import { usePeriodicChecksAllowed } from '../use-background-watch.ts';
import { setTicketAlert } from '../waiting-tickets.atoms.ts';

/**
 * The diner's switch for the near-turn alert. Permission is asked only here, from the diner's own
 * tap; a refusal leaves the switch off and says how to allow it. The alert runs while the app is
 * open (the page refreshes the registration). Where the browser also wakes the worker now and then
 * (Periodic Background Sync: Chromium, installed app) it checks with the app closed too; anywhere
 * else the hint says plainly that the alert works while the app is open, and the chat
 * notification of the shop is the one that reaches a closed app.
 */
export function WaitingAlertSwitch({ waitingUuid, alertOn }: { waitingUuid: string; alertOn: boolean }) {
  const hintId = useId();
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  const [asking, setAsking] = useState(false);
  const blocked = permission === 'denied' || permission === 'unsupported';
  const inBackground = usePeriodicChecksAllowed() === true;

  const toggle = async () => {
    if (alertOn) {
      await setTicketAlert(waitingUuid, false);
      return;
    }
    setAsking(true);
    const answer = await requestAlertPermission();
    setPermission(answer);
    setAsking(false);
    if (answer === 'granted') await setTicketAlert(waitingUuid, true);
  };

  return (
    <div className="waiting-alert">
      <label className="waiting-alert-switch">
        <input
          type="checkbox"
          checked={alertOn && permission === 'granted'}
          disabled={asking || (blocked && !alertOn)}
          onChange={() => void toggle()}
          aria-describedby={hintId}
        />
        <span>
          <Trans>Alert me when my turn is near</Trans>
        </span>
      </label>
      <p id={hintId} className="waiting-alert-hint">
        {permission === 'unsupported' && <Trans>This browser cannot show notifications.</Trans>}
        {permission === 'denied' && (
          <Trans>
            Notifications are blocked for this site. Allow them in your browser's settings to get the alert.
          </Trans>
        )}
        {!blocked && !inBackground && (
          <Trans>
            While this app is open, we tell you when 3 or fewer parties are ahead of you, and when your turn comes.
          </Trans>
        )}
        {!blocked && inBackground && (
          <Trans>
            We tell you when 3 or fewer parties are ahead of you, and when your turn comes. With the app closed, your
            phone checks now and then, as often as it allows.
          </Trans>
        )}
      </p>
    </div>
  );
}
