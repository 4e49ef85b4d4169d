import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { parseTimestamp } from '../../../api/contract/timestamp.ts';
import { localeTag } from '../../../shared/i18n/locales.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { orderLogAtom } from '../cart.atoms.ts';
import { recentPaidOrder } from '../recent-paid.ts';

/**
 * On an empty cart: the table's order paid a moment ago, with the way to its result page, for a
 * diner who paid and never got back from the gateway (recent-paid.ts).
 */
export function RecentPaidNotice({ shopSeq, tableNum }: { shopSeq: number; tableNum: number }) {
  const log = useAtomValue(orderLogAtom);
  const now = useNow();
  const locale = useUiLocale();
  const paid = recentPaidOrder(log, { shopSeq, tableNum }, now);
  if (!paid) return null;
  const at = parseTimestamp(paid.insDate);
  const time = at ? new Intl.DateTimeFormat(localeTag(locale), { timeStyle: 'short' }).format(at) : paid.insDate;
  return (
    <div role="status" className="cart-paid-notice">
      <p className="cart-paid-notice-text">
        <Trans>Your order of {time} was paid.</Trans>
      </p>
      <Link to="/payment/receipt/$printGroupUuid" params={{ printGroupUuid: paid.printGroupUuid }} className="btn">
        <Trans>See the paid order</Trans>
      </Link>
    </div>
  );
}
