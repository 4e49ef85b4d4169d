import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderStatusCode, PaymentResult, PayType, PrintLogGroup } from '../../../api/contract/entities.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { formatPhone } from '../../../shared/lib/phone.ts';
import { type AwayDetails, printedMenuName } from '../receipt-view.ts';

interface Money {
  payType: PayType;
  locale: UiLocale;
}

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function StoreSection({ shop }: { shop: PaymentResult['shopInfo'] }) {
  const address = [shop.address1, shop.address2].filter((part) => part && part.trim() !== '').join(' ');
  return (
    <section className="card" aria-labelledby="receipt-store">
      <h2 id="receipt-store" className="card-title">
        <Trans>Store information</Trans>
      </h2>
      <dl className="summary-list">
        <Row term={<Trans>Store</Trans>}>{shop.shopName}</Row>
        {shop.ownerName && <Row term={<Trans>Owner</Trans>}>{shop.ownerName}</Row>}
        {shop.businessNumber && <Row term={<Trans>Business number</Trans>}>{shop.businessNumber}</Row>}
        {address && <Row term={<Trans>Address</Trans>}>{address}</Row>}
        {shop.shopPhoneNumber && (
          <Row term={<Trans>Phone</Trans>}>
            <a href={`tel:${shop.shopPhoneNumber.replace(/[^\d+]/g, '')}`}>{shop.shopPhoneNumber}</a>
          </Row>
        )}
      </dl>
    </section>
  );
}

export function OrderLinesSection({
  group,
  payType,
  locale,
  showRequest,
}: {
  group: PrintLogGroup /** A delivery or takeout section shows the request instead. */;
  showRequest: boolean;
} & Money) {
  // The cart gives every line the same request: show each text once.
  const requests = showRequest
    ? [...new Set(group.printLog.map((line) => (line.requestText ?? '').trim()))].filter((text) => text !== '')
    : [];
  return (
    <section className="card" aria-labelledby="receipt-lines">
      <h2 id="receipt-lines" className="card-title">
        <Trans>Order details</Trans>
      </h2>
      <ul className="summary-lines">
        {group.printLog.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the print log never reorders and has no id
          <li key={`${index}-${line.menuName}`} className="summary-line">
            <div className="summary-line-main">
              <span className="summary-line-name">{printedMenuName(line)}</span>
              <span className="summary-line-qty">× {formatQuantity(line.quantity, locale)}</span>
              {line.printLogMenuOptionList.map((option, optionIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options of a printed line never reorder
                <span key={`${optionIndex}-${option.currentLocaleOptionName}`} className="summary-line-options">
                  {option.currentLocaleOptionGroupName ? `${option.currentLocaleOptionGroupName}: ` : ''}
                  {option.currentLocaleOptionName}
                  {option.optionPrice !== 0 && (
                    <span className="no-break"> ({formatPrice(option.optionPrice, payType, locale)})</span>
                  )}
                </span>
              ))}
            </div>
            <span className="summary-line-price">{formatPrice(line.finalPrice, payType, locale)}</span>
          </li>
        ))}
      </ul>
      {requests.length > 0 && (
        <dl className="summary-list">
          <Row term={<Trans>Request</Trans>}>
            {requests.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Row>
        </dl>
      )}
    </section>
  );
}

export function CardSection({ result, payType, locale }: { result: PaymentResult } & Money) {
  return (
    <section className="card" aria-labelledby="receipt-card">
      <h2 id="receipt-card" className="card-title">
        <Trans>Card approval</Trans>
      </h2>
      <dl className="summary-list">
        {result.cardNm && <Row term={<Trans>Card</Trans>}>{result.cardNm}</Row>}
        {result.cardNo && <Row term={<Trans>Card number</Trans>}>{result.cardNo}</Row>}
        {result.cardApprNo && <Row term={<Trans>Approval number</Trans>}>{result.cardApprNo}</Row>}
        <Row term={<Trans>Approved amount</Trans>}>{formatPrice(result.trdAmt, payType, locale)}</Row>
      </dl>
    </section>
  );
}

function StatusBadge({ status, kind }: { status: OrderStatusCode | null; kind: AwayDetails['kind'] }) {
  if (status === 'CANCEL') {
    return (
      <span className="status-badge status-cancel">
        <Trans>Cancelled</Trans>
      </span>
    );
  }
  if (status === 'CONFIRM') {
    return (
      <span className="status-badge status-confirm">
        {kind === 'delivery' ? <Trans>Safe delivery</Trans> : <Trans>Accepted</Trans>}
      </span>
    );
  }
  return (
    <span className="status-badge status-pending">
      <Trans>Waiting for the shop to accept</Trans>
    </span>
  );
}

export interface AwaySectionProps {
  details: AwayDetails;
  status: OrderStatusCode | null;
  canCancel: boolean;
  online: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

export function AwaySection({ details, status, canCancel, online, cancelling, onCancel }: AwaySectionProps) {
  return (
    <section className="card" aria-labelledby="receipt-away">
      <div className="card-head">
        <h2 id="receipt-away" className="card-title">
          {details.kind === 'delivery' ? <Trans>Delivery information</Trans> : <Trans>Takeout information</Trans>}
        </h2>
        <StatusBadge status={status} kind={details.kind} />
      </div>
      <dl className="summary-list">
        {details.address && (
          <Row term={<Trans>Address</Trans>}>
            {details.address}
            {details.detailAddress ? ` ${details.detailAddress}` : ''}
          </Row>
        )}
        {details.phone && <Row term={<Trans>Phone</Trans>}>{formatPhone(details.phone)}</Row>}
        {details.requestText && <Row term={<Trans>Request to the shop</Trans>}>{details.requestText}</Row>}
        {details.riderRequestText && <Row term={<Trans>Request to the rider</Trans>}>{details.riderRequestText}</Row>}
      </dl>
      {canCancel && (
        <>
          <button
            type="button"
            className="btn btn-block away-cancel"
            disabled={!online || cancelling}
            aria-describedby={online ? undefined : 'away-cancel-offline'}
            onClick={onCancel}
          >
            <Trans>Cancel order</Trans>
          </button>
          {!online && (
            <p id="away-cancel-offline" className="field-hint">
              <Trans>Cancelling needs a connection.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
