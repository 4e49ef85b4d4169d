import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Category, PayType } from '../../../api/contract/entities.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { afterNextPaint } from '../../../shared/lib/after-next-paint.ts';
import { opensNewTab } from '../../../shared/lib/opens-new-tab.ts';
import { IconCart } from '../../../shared/ui/icons.tsx';
import { isAddsSecondTap } from '../added-to-cart.ts';
import { type CartLine, cartQuantity, cartTotal } from '../cart.ts';
import { cartAgainstMenu } from '../cart-against-menu.ts';
import './cart-bar.css';

export interface CartBarShownProps {
  shopSeq: number;
  tableNum: number;
  payType: PayType;
  /** The menu on screen: the bar counts what can be ordered from it today, at today's prices. */
  categories: readonly Category[] | null;
  lines: readonly CartLine[];
}

/** The bar itself, for a cart that holds something: how many, how much, go. */
export default function CartBarShown({ shopSeq, tableNum, payType, categories, lines }: CartBarShownProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const { orderable } = cartAgainstMenu(lines, categories);
  const count = cartQuantity(orderable);
  const total = formatPrice(cartTotal(orderable), payType, locale);
  const navigate = useNavigate();
  const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };
  return (
    <div className="foot-bar cart-bar" data-action-bar>
      <Link
        to="/cart/$shopSeq/$tableNum"
        params={params}
        className="cart-bar-link"
        onClick={(event) => {
          if (isAddsSecondTap()) {
            event.preventDefault();
            return;
          }
          if (opensNewTab(event)) return;
          // The cart replaces the whole menu: rendered inside the tap, that held the tap's frame
          // back for a hundred milliseconds and more on a slow phone. The bar answers in the tap's
          // own frame, and the cart opens in a task after it.
          event.preventDefault();
          const link = event.currentTarget;
          link.dataset.opening = '';
          afterNextPaint(() => {
            void navigate({ to: '/cart/$shopSeq/$tableNum', params }).finally(() => {
              delete link.dataset.opening;
            });
          });
        }}
      >
        {/* Named by what it shows, in reading order; the bare count is said as "n items". */}
        <span className="cart-bar-count" aria-hidden="true">
          <IconCart />
          <span>{count}</span>
        </span>
        <span className="cart-bar-label">{t`View cart`}</span>
        <span className="visually-hidden">{plural(count, { one: '# item', other: '# items' })}</span>
        <span className="cart-bar-total">{total}</span>
      </Link>
    </div>
  );
}
