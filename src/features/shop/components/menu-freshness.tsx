import { Trans } from '@lingui/react/macro';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { formatSavedTime } from '../../../shared/ui/saved-time.ts';
import { freshnessLineAt } from '../../session/public.ts';
import { useMenuConfirmation } from '../shop-data.ts';
import './menu-freshness.css';

/**
 * "Menu as of 12:41": shown while the menu on screen is the phone's copy, over a minute old, and
 * the service has not confirmed it on this page; gone as soon as it has.
 */
export function MenuFreshness({ shopSeq, tableNum }: { shopSeq: number; tableNum: number }) {
  const confirmation = useMenuConfirmation(shopSeq, tableNum);
  const now = useNow(15_000).getTime();
  const locale = useUiLocale();
  const at = freshnessLineAt(confirmation, now);
  if (at === null) return null;
  const time = formatSavedTime(at, now, locale);
  return (
    <p className="menu-freshness" role="status">
      <Trans>Menu as of {time}</Trans>
    </p>
  );
}
