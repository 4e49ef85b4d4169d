import { Trans, useLingui } from '@lingui/react/macro';
import type { CartNotice } from '../table-cart-rules.ts';
import { dismissNotice } from '../table-cart-sync.ts';
import { guestName } from './guest-name.ts';
import { useTableCart } from './use-table-cart.ts';
import './table-cart.css';

function NoticeText({ notice, you }: { notice: CartNotice; you: number | null }) {
  const { i18n, t } = useLingui();
  const menu = notice.menuName;
  if (notice.outcome === 'lineRemoved') {
    const who = notice.by === null ? t`Someone` : guestName(i18n, notice.by, you);
    return <>{t`${who} removed ${menu} from the table's cart, so your change to it was not kept.`}</>;
  }
  if (notice.outcome === 'lineOrdered')
    return <>{t`${menu} was already ordered, so your change to it was not kept.`}</>;
  return <>{t`Your change to ${menu} was not accepted by the shop.`}</>;
}

/**
 * The shared cart's head on the cart screen: that it is the table's, how many phones share it,
 * who is paying, what of this phone's is still unsent, and what became of edits that did not land.
 */
export function TableCartPanel({ shopSeq, tableNum }: { shopSeq: number; tableNum: number }) {
  const { i18n, t } = useLingui();
  const kept = useTableCart(shopSeq, tableNum);
  if (!kept) return null;
  const you = kept.state?.you ?? null;
  const guests = kept.state?.guests ?? 1;
  const paying = kept.state?.paying;
  const payer = paying && paying.guest !== you ? guestName(i18n, paying.guest, you) : null;
  const unsent = kept.pending.length;
  return (
    <section className="table-cart-panel" aria-labelledby="table-cart-title">
      <h2 id="table-cart-title" className="table-cart-title">
        <Trans>Table cart, shared by everyone at this table</Trans>
      </h2>
      <p className="table-cart-guests" data-testid="table-cart-guests">
        {t`Phones at this table: ${guests}`}
      </p>
      <div aria-live="polite">
        {payer && <p className="notice notice-warn">{t`${payer} is paying for the table's cart.`}</p>}
        {unsent > 0 && (
          <p className="notice">{t`Changes waiting to be sent: ${unsent}. They go as soon as there is a signal.`}</p>
        )}
        {kept.notices.length > 0 && (
          <ul className="table-cart-notices">
            {kept.notices.map((notice) => (
              <li key={notice.id} className="notice notice-warn">
                <span>
                  <NoticeText notice={notice} you={you} />
                </span>
                <button
                  type="button"
                  className="link-btn"
                  onClick={() => void dismissNotice(shopSeq, tableNum, notice.id)}
                >
                  <Trans>OK</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
