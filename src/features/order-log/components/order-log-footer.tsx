import { Trans } from '@lingui/react/macro';
import type { OrderLogFooter } from '../footer.ts';

export interface OrderLogFooterViewProps {
  footer: OrderLogFooter;
  onAdditionalOrder: () => void;
}

/** The bottom area: a review notice and link, or 'additional order' back to the menu. */
export function OrderLogFooterView({ footer, onAdditionalOrder }: OrderLogFooterViewProps) {
  if (footer.kind === 'none') return null;
  if (footer.kind === 'additionalOrder') {
    return (
      <div className="order-log-footer">
        <button type="button" className="btn btn-primary btn-block" onClick={onAdditionalOrder}>
          <Trans>Additional order</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="order-log-footer">
      <p className="order-log-notice">
        {footer.notice === 'captureReceipt' ? (
          <Trans>Please capture this screen as your receipt, then leave a review.</Trans>
        ) : (
          <Trans>Please ask for your receipt at the counter, then leave a review.</Trans>
        )}
      </p>
      <a className="btn btn-primary btn-block" href={footer.url} target="_blank" rel="noopener noreferrer">
        <Trans>Write a review</Trans>
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </div>
  );
}
