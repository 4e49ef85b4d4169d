import { useLingui } from '@lingui/react/macro';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { type KeptCall, shownCalls } from '../staff-calls.ts';
import { REASON_WORDS, shopClockTime } from './staff-call-words.ts';

/**
 * What became of the table's calls, under the navbar: waiting for the signal, called at a time,
 * answered at a time, or not sent. A live region, so a screen reader hears each change.
 */
export function StaffCallNotice({ calls }: { calls: readonly KeptCall[] }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const now = useNow(15_000).getTime();
  const shown = shownCalls(calls, now);
  return (
    <div className="staff-call-notice" role="status">
      {shown.length > 0 && (
        <ul>
          {shown.map((call) => {
            const reason = i18n._(REASON_WORDS[call.reason]);
            const asked = shopClockTime(call.requestedAt);
            let text: string;
            if (call.status === 'answered') {
              const answered = shopClockTime(call.answeredAt ?? call.settledAt ?? call.requestedAt);
              text = t`${reason}: staff answered at ${answered}.`;
            } else if (call.status === 'sent') text = t`${reason}: staff called at ${asked}.`;
            else if (call.status === 'refused') text = t`${reason}: the call could not be sent. Please try again.`;
            else if (call.status === 'covered')
              text = t`${reason}: someone at your table asked for this a moment ago, so the staff already know.`;
            else if (online) text = t`${reason}: sending your call from ${asked}…`;
            else
              text = t`${reason}: waiting for the signal. Your call from ${asked} goes out as soon as you are back online.`;
            return (
              <li key={call.key} className={`staff-call-${call.status}`} data-reason={call.reason}>
                {text}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
