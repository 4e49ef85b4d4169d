import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { timestampDatetime } from '../../../api/contract/timestamp.ts';
import { localeTag } from '../../../shared/i18n/locales.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { showToast } from '../../../shared/ui/toast.atoms.ts';
import { cancelForScreen } from '../order-cancel.ts';
import { canCancelOrder, reviewUrlFor } from '../payment-rules.ts';
import { readCustomerPhone } from '../payment-session.ts';
import { awayDetailsOf, formatTradeTime, isCardPayment, receiptBodyOf } from '../receipt-view.ts';
import { CANCEL_MESSAGES } from './cancel-messages.ts';
import { InAppOffer } from './in-app-offer.tsx';
import { LoadFailedDialog } from './load-failed-dialog.tsx';
import { RECEIPT_MESSAGES } from './receipt-messages.ts';
import { AwaySection, CardSection, OrderLinesSection, StoreSection } from './receipt-sections.tsx';
import { ReceiptSheet } from './receipt-sheet.tsx';
import { useBackLeavesResult } from './use-back-leaves-result.ts';
import { useOrderReceipt } from './use-order-receipt.ts';
import { useReceiptSender } from './use-receipt-sender.ts';
import { useRetryWhenOnline } from './use-retry-when-online.ts';
import '../../../shared/ui/page-parts.css';
import './payment.css';
import './payment-result.css';

export interface ReceiptScreenProps {
  printGroupUuid: string;
  /** Whether the table's session is live (the 'additional order' button shows only then). */
  checkSessionLive: (shopSeq: number, tableNum: number) => Promise<boolean>;
  /** Told what the page is headed as, once the order is known (null while it loads or failed). */
  onTitleState?: (state: ReceiptTitleState | null) => void;
}

/** What the result page says happened: paid by card, placed to pay at the counter, or cancelled. */
export type ReceiptTitleState = 'paid' | 'counter' | 'cancelled';

/** The payment result: what was paid, where, for what, and what can still be done about it. */
export function ReceiptScreen({ printGroupUuid, checkSessionLive, onTitleState }: ReceiptScreenProps) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const online = useOnline();
  const { state, orderNumber, retry, replaceGroup } = useOrderReceipt(printGroupUuid);
  const [dialogClosed, setDialogClosed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [sessionLive, setSessionLive] = useState(false);
  const receipt = useReceiptSender(printGroupUuid, (outcome) => {
    if (!sheetOpen) showToast(RECEIPT_MESSAGES[outcome]);
  });
  useRetryWhenOnline(state.phase === 'failed', retry);
  const titleState: ReceiptTitleState | null =
    state.phase !== 'ready'
      ? null
      : state.group.orderStatus?.status === 'CANCEL'
        ? 'cancelled'
        : isCardPayment(state.result)
          ? 'paid'
          : 'counter';
  useEffect(() => {
    onTitleState?.(titleState);
  }, [titleState, onTitleState]);

  const table = state.phase === 'ready' ? { shopSeq: state.group.shopSeq, tableNum: state.group.tableNum } : null;
  const { shopSeq, tableNum } = table ?? { shopSeq: 0, tableNum: 0 };
  useBackLeavesResult(table);
  useEffect(() => {
    if (shopSeq === 0) return;
    let live = true;
    checkSessionLive(shopSeq, tableNum).then(
      (ok) => live && setSessionLive(ok),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shopSeq, tableNum, checkSessionLive]);

  if (state.phase !== 'ready') {
    return (
      <main className="page result-page result-center">
        {state.phase === 'loading' ? (
          <div role="status" className="result-checking">
            <span className="spinner" aria-hidden="true" />
            <p className="result-headline">
              <Trans>Checking the payment result…</Trans>
            </p>
          </div>
        ) : (
          <div className="result-checking">
            <p className="result-headline" role="alert">
              <Trans>Failed to load order information.</Trans>
            </p>
            <p className="result-hint">
              <Trans>Your order is kept by the shop. Check again in a moment.</Trans>
            </p>
            <button type="button" className="btn btn-primary btn-block" onClick={retry}>
              <Trans>Check again</Trans>
            </button>
          </div>
        )}
        <LoadFailedDialog
          open={state.phase === 'failed' && !dialogClosed}
          onRetry={() => {
            setDialogClosed(false);
            retry();
          }}
          onClose={() => setDialogClosed(true)}
        />
      </main>
    );
  }

  const { result, group } = state;
  const payType = result.shopInfo.globalPayType;
  const card = isCardPayment(result);
  const status = group.orderStatus?.status ?? null;
  const away = awayDetailsOf(group);
  const cancelled = status === 'CANCEL';
  const reviewUrl = reviewUrlFor(result.shopInfo, status);
  const paidAt = formatTradeTime(result.trdDtm, localeTag(locale));

  const cancel = async () => {
    setCancelling(true);
    try {
      const { outcome, group: reloaded } = await cancelForScreen({
        printGroupUuid,
        cardPayment: card,
        shopInfo: result.shopInfo,
      });
      if (reloaded) replaceGroup(reloaded);
      showAlert({ message: CANCEL_MESSAGES[outcome] });
    } finally {
      setConfirmCancel(false);
      setCancelling(false);
    }
  };

  return (
    <main className="page result-page">
      <section className={`result-hero ${cancelled ? 'result-hero-cancelled' : ''}`} aria-labelledby="result-title">
        <span className="result-mark" aria-hidden="true">
          {cancelled ? '×' : '✓'}
        </span>
        <h2 id="result-title" className="result-title">
          {cancelled ? (
            <Trans>This order has been cancelled.</Trans>
          ) : card ? (
            <Trans>Payment complete</Trans>
          ) : (
            <Trans>Order complete</Trans>
          )}
        </h2>
        {!cancelled && !card && (
          <p className="result-hint">
            <Trans>Please pay at the counter.</Trans>
          </p>
        )}
        {cancelled && card && (
          <p className="result-hint">
            <Trans>The card payment was cancelled.</Trans>
          </p>
        )}
        {orderNumber && (
          <p className="result-number">
            <Trans>Order number</Trans> <strong>{orderNumber}</strong>
          </p>
        )}
        <p className="result-time">
          <time dateTime={timestampDatetime(result.trdDtm)}>{paidAt}</time>
        </p>
      </section>
      <StoreSection shop={result.shopInfo} />
      <OrderLinesSection group={group} payType={payType} locale={locale} showRequest={!away} />
      {card && <CardSection result={result} payType={payType} locale={locale} />}
      {away && (
        <AwaySection
          details={away}
          status={status}
          canCancel={canCancelOrder(status, { delivery: group.delivery, takeOut: group.takeOut })}
          online={online}
          cancelling={cancelling}
          onCancel={() => setConfirmCancel(true)}
        />
      )}
      <section className="card" aria-labelledby="receipt-paid">
        <dl className="summary-list">
          <div className="summary-total paid-total">
            <dt id="receipt-paid">
              {cancelled ? (
                <Trans>Cancelled amount</Trans>
              ) : card ? (
                <Trans>Amount paid</Trans>
              ) : (
                <Trans>Amount to pay</Trans>
              )}
            </dt>
            <dd>{formatPrice(result.trdAmt, payType, locale)}</dd>
          </div>
        </dl>
      </section>
      <InAppOffer />
      <div className="bottom-bar result-actions" data-action-bar>
        {sessionLive && (
          <button
            type="button"
            className="btn btn-block"
            onClick={() =>
              void navigate({
                to: '/list/$shopSeq/$tableNum',
                params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
              })
            }
          >
            <Trans>Additional order</Trans>
          </button>
        )}
        <button type="button" className="btn btn-primary btn-block" onClick={() => setSheetOpen(true)}>
          {reviewUrl ? <Trans>Review · Receipt</Trans> : <Trans>Receipt</Trans>}
        </button>
      </div>
      <ReceiptSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        reviewUrl={reviewUrl}
        initialPhone={readCustomerPhone() ?? away?.phone ?? ''}
        status={receipt.status}
        online={online}
        onSend={(digits) => void receipt.send(receiptBodyOf(result, printGroupUuid, digits, window.location.origin))}
      />
      <ConfirmDialog
        open={confirmCancel}
        message={t`Cancel this order?`}
        confirmLabel={<Trans>Cancel order</Trans>}
        cancelLabel={<Trans>Keep order</Trans>}
        busy={cancelling || !online}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmCancel(false)}
      />
    </main>
  );
}
