import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Category, ShopInfo, TableInfo } from '../../../api/contract/entities.ts';
import type { TableCartOrderRef } from '../../../api/contract/table-cart.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { CartChangesNotice, cartAgainstMenu, cartAtomFor, cartTotal } from '../../cart/public.ts';
import { paymentWayFor } from '../../shop/public.ts';
import { loadGatewayScript } from '../gateway.ts';
import { checkPaymentFields, hasProblems, orderKindOf } from '../payment-order.ts';
import { gatewayCodeFor, gatewayScriptFor, minimumAmountShortfall, needsSignature } from '../payment-rules.ts';
import { AwayFields } from './away-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { usePayAction } from './use-pay-action.ts';
import { usePaymentForm } from './use-payment-form.ts';
import '../../../shared/ui/page-parts.css';
import './payment.css';

export interface PaymentScreenProps {
  shopSeq: number;
  tableNum: number;
  shop: ShopInfo;
  table: TableInfo;
  /** Shop info loaded with status success and table info there: the gateway script may load. */
  storesReady: boolean;
  /** The table token orders are placed with. */
  token: string | null;
  /** The service judged the table session live (ordering is allowed). */
  sessionLive: boolean;
  onRecheckSession: () => void;
  /** The shop's menu as the screen has it (null before it is known): the order is judged against it. */
  categories: readonly Category[] | null;
  /** The service refused the order because the menu moved: ask for the menu again. */
  onMenuChanged: () => void;
  /** GET /phone's id, from the address. */
  phoneUuid?: string;
  /** On a table with one shared cart: the cart's version to order, and what to do when it is refused. */
  sharedCart?: SharedCartOrdering;
}

export interface SharedCartOrdering {
  /** The version this phone shows; null while one of its edits is still unsent. */
  orderRef: () => Promise<TableCartOrderRef | null>;
  /** The service refused the shared cart's order (`table_cart_*`), or it could not be sent yet (`unsent`). */
  onRefused: (code: string) => void;
}

/** The payment page: what is paid for, what a delivery or takeout order needs, and the pay button. */
export function PaymentScreen(props: PaymentScreenProps) {
  const { shopSeq, tableNum, shop, table, storesReady, token, sessionLive, onRecheckSession, phoneUuid } = props;
  const { categories, onMenuChanged } = props;
  const { t } = useLingui();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const online = useOnline();
  const cart = useAtomValue(cartAtomFor(shopSeq, tableNum));
  const { fields, update } = usePaymentForm(shopSeq, tableNum, phoneUuid);
  const [showProblems, setShowProblems] = useState(false);
  const { starting, offlineFailure, start } = usePayAction(
    shopSeq,
    tableNum,
    onMenuChanged,
    props.sharedCart?.onRefused,
  );
  // What is ordered and paid: the lines today's menu still has, at today's prices.
  const judged = cartAgainstMenu(cart.lines, categories);
  const lines = judged.orderable;

  const kind = orderKindOf(table);
  const gatewayCode = gatewayCodeFor(shop, table);
  const scriptGateway = gatewayScriptFor(gatewayCode);
  // A gateway the app cannot open a card window for: no order from this page (see PaymentWay).
  const unsupported = paymentWayFor(shop, table) === 'unsupported';
  const total = cartTotal(lines);
  const shortfall = minimumAmountShortfall(total, shop, table);
  const problems = checkPaymentFields(kind, fields);
  const price = (value: number) => formatPrice(value, shop.globalPayType, locale);
  const amount = price(total);
  const missing = price(shortfall);
  const minimum = price(shop.minimumAmount ?? 0);
  const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };

  // Spec section 4: the gateway's script loads once the shop and the table are known.
  useEffect(() => {
    if (storesReady && scriptGateway) loadGatewayScript(scriptGateway).catch(() => undefined);
  }, [storesReady, scriptGateway]);

  if (cart.lines.length === 0) {
    return (
      <main className="page payment-page payment-empty">
        <p className="payment-empty-text">
          <Trans>Your cart is empty.</Trans>
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void navigate({ to: '/list/$shopSeq/$tableNum', params })}
        >
          <Trans>Go to menu</Trans>
        </button>
      </main>
    );
  }

  const blockedReason = unsupported
    ? t`Card payment for this table is not available on this page, so the order cannot be sent from here. Please order from the staff.`
    : !online
      ? t`You are offline. Paying needs a connection; what you entered is kept.`
      : !sessionLive
        ? t`Your table could not be confirmed, so ordering is paused.`
        : lines.length === 0
          ? t`Nothing in your cart can be ordered today. Please go back to the menu.`
          : shortfall > 0
            ? t`Add ${missing} more to reach the delivery minimum of ${minimum}.`
            : null;

  const pay = () => {
    if (blockedReason || !token) return;
    if (hasProblems(problems)) {
      setShowProblems(true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.payment-page [aria-invalid="true"]')?.focus());
      return;
    }
    const { sharedCart } = props;
    if (!sharedCart) {
      void start({ token, lines, kind, fields, gatewayCode, scriptGateway });
      return;
    }
    void sharedCart.orderRef().then((tableCart) => {
      if (tableCart) void start({ token, lines, kind, fields, gatewayCode, scriptGateway, tableCart });
      else sharedCart.onRefused('unsent');
    });
  };

  return (
    <main className="page payment-page">
      <CartChangesNotice priceChanges={judged.priceChanges} unavailable={judged.unavailable} />
      <OrderSummary lines={lines} locale={locale} payType={shop.globalPayType} />
      {kind !== 'dine-in' && !unsupported && (
        <AwayFields kind={kind} fields={fields} problems={problems} showProblems={showProblems} onChange={update} />
      )}
      <section className="card" aria-labelledby="payment-amount-title">
        <h2 id="payment-amount-title" className="card-title">
          <Trans>Payment</Trans>
        </h2>
        <dl className="summary-list">
          <div className="summary-total">
            <dt>
              <Trans>Amount to pay</Trans>
            </dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        {!unsupported && (
          <p className="notice">
            {gatewayCode ? (
              <Trans>You pay by card in the payment window that opens next.</Trans>
            ) : (
              <Trans>This shop takes payment at the counter. Your order goes to the kitchen now.</Trans>
            )}
          </p>
        )}
        {needsSignature(total, shop.globalPayType) && (
          <p className="notice">
            <Trans>Card payments of 50,000 won or more may need your signature.</Trans>
          </p>
        )}
      </section>
      {offlineFailure && (
        <p className="notice notice-danger" role="alert">
          <Trans>The connection is too weak to start the payment. Nothing was charged; please try again.</Trans>
        </p>
      )}
      <div className="bottom-bar" data-action-bar>
        {blockedReason && (
          <p className="notice notice-warn payment-blocked" id="payment-blocked" role="status">
            {blockedReason}
          </p>
        )}
        {!sessionLive && online && !unsupported && (
          <button type="button" className="btn btn-block" onClick={onRecheckSession}>
            <Trans>Check again</Trans>
          </button>
        )}
        {starting && (
          <p className="notice" role="status">
            <Trans>Starting the payment. Please do not close this page.</Trans>
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={blockedReason !== null || starting}
          aria-describedby={blockedReason ? 'payment-blocked' : undefined}
          onClick={pay}
        >
          {gatewayCode ? t`Pay ${amount}` : t`Order ${amount}`}
        </button>
      </div>
    </main>
  );
}
