import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import type { Category, PayType } from '../../../api/contract/entities.ts';
import { lineMenuName } from '../../../shared/i18n/line-names.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { cartAtomFor } from '../cart.atoms.ts';
import { type CartLine, type CartResult, cartQuantity, cartTotal } from '../cart.ts';
import { editCartLine, removeCartLine, setCartLineQuantity } from '../cart-actions.ts';
import { cartAgainstMenu } from '../cart-against-menu.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartChangesNotice } from './line-against-menu.tsx';
import { RecentPaidNotice } from './recent-paid-notice.tsx';
import { RequestDialog } from './request-dialog.tsx';
import '../../../shared/ui/page-parts.css';
import './cart.css';

export const MENU_MAX_QUANTITY = msg`You can order up to 99 of one menu.`;

export interface CartScreenProps {
  shopSeq: number;
  tableNum: number;
  payType: PayType;
  /** The delivery minimum, when the table has one; null otherwise. */
  minimumAmount: number | null;
  /** What is still missing to reach the minimum (0 when the order may go ahead). */
  shortfallFor: (total: number) => number;
  /** The table pays by card (else the order is paid at the counter). */
  paysByCard: boolean;
  /** The shop's menu as the screen has it (null before it is known): the cart is judged against it. */
  categories: readonly Category[] | null;
  onPay: () => void;
  onGoToMenu: () => void;
  /** Shown above the lines (a table's shared cart says whose it is). */
  header?: ReactNode;
  /** A note under a line's name (who added it to a shared cart). */
  lineNote?: (line: CartLine) => ReactNode;
}

function refusedAlert(result: CartResult): void {
  if (!result.ok && result.reason === 'maxQuantity') showAlert({ message: MENU_MAX_QUANTITY });
}

/** The cart of one table: lines, quantities, requests, the total and the way to pay. */
export function CartScreen(props: CartScreenProps) {
  const { shopSeq, tableNum, payType, minimumAmount, shortfallFor, paysByCard, categories, onPay, onGoToMenu } = props;
  const { header, lineNote } = props;
  const { t } = useLingui();
  const locale = useUiLocale();
  const cart = useAtomValue(cartAtomFor(shopSeq, tableNum));
  const [editing, setEditing] = useState<string | null>(null);
  const price = (value: number) => formatPrice(value, payType, locale);

  if (cart.lines.length === 0) {
    return (
      <main className="page cart-empty">
        {header}
        <RecentPaidNotice shopSeq={shopSeq} tableNum={tableNum} />
        <p className="cart-empty-text">
          <Trans>Your cart is empty.</Trans>
        </p>
        <p className="cart-empty-hint">
          <Trans>Choose something from the menu to add it here.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onGoToMenu}>
          <Trans>Go to menu</Trans>
        </button>
      </main>
    );
  }

  // Totals and the pay button follow what can be ordered today, at today's prices.
  const judged = cartAgainstMenu(cart.lines, categories);
  const total = cartTotal(judged.orderable);
  const shortfall = shortfallFor(total);
  const editingLine = cart.lines.find((l) => l.lineId === editing) ?? null;
  const count = formatQuantity(cartQuantity(judged.orderable), locale);
  const nothingToOrder = judged.orderable.length === 0;
  const amount = price(total);
  const minimum = minimumAmount !== null && minimumAmount > 0 ? price(minimumAmount) : null;
  const missing = price(shortfall);

  return (
    <main className="page cart-page">
      {header}
      <CartChangesNotice priceChanges={judged.priceChanges} unavailable={judged.unavailable} />
      <ul className="cart-lines">
        {judged.lines.map((one) => {
          const line = one.line;
          return (
            <CartLineItem
              key={line.lineId}
              judged={one}
              locale={locale}
              payType={payType}
              note={lineNote?.(line)}
              onQuantity={(quantity) =>
                void setCartLineQuantity(shopSeq, tableNum, line.lineId, quantity).then(refusedAlert)
              }
              onRemove={() => void removeCartLine(shopSeq, tableNum, line.lineId)}
              onEditRequest={() => setEditing(line.lineId)}
            />
          );
        })}
      </ul>
      <button type="button" className="btn btn-block cart-more" onClick={onGoToMenu}>
        <Trans>Add more menus</Trans>
      </button>
      <section className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="visually-hidden">
          <Trans>Order total</Trans>
        </h2>
        <dl className="summary-list">
          <div>
            <dt>
              <Trans>Items</Trans>
            </dt>
            <dd>{count}</dd>
          </div>
          <div className="summary-total">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        {minimum && (
          <p className={shortfall > 0 ? 'notice notice-warn' : 'notice'} id="cart-minimum">
            <Trans>The minimum order amount for delivery is {minimum}.</Trans>{' '}
            {shortfall > 0 && <Trans>Add {missing} more to order.</Trans>}
          </p>
        )}
      </section>
      <div className="bottom-bar" data-action-bar>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={shortfall > 0 || nothingToOrder}
          aria-describedby={shortfall > 0 ? 'cart-minimum' : undefined}
          onClick={onPay}
        >
          {paysByCard ? t`Pay ${amount}` : t`Order ${amount}`}
        </button>
      </div>
      <RequestDialog
        open={editingLine !== null}
        menuName={editingLine ? lineMenuName(editingLine, locale) : ''}
        initial={editingLine?.requestText ?? ''}
        onClose={() => setEditing(null)}
        onSave={(text) => {
          if (editingLine) void editCartLine(shopSeq, tableNum, editingLine.lineId, { requestText: text });
          setEditing(null);
        }}
      />
    </main>
  );
}
