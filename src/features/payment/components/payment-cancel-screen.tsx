import { Trans } from '@lingui/react/macro';
import '../../../shared/ui/page-parts.css';
import './payment-result.css';

export interface PaymentCancelScreenProps {
  /** The gateway declined the card (else the diner cancelled the payment). */
  declined: boolean;
  /** The table's last attempt is being asked about (it may have been paid after all). */
  checking: boolean;
  onGoToMenu: () => void;
  onGoToCart: () => void;
}

/**
 * Where the gateway sends a cancelled or declined payment; the cart is kept. A cancel may race an
 * approval, so the page promises nothing about a charge: it says a paid order shows here, and the
 * route takes the diner to it when the last attempt turns out to be paid.
 */
export function PaymentCancelScreen({ declined, checking, onGoToMenu, onGoToCart }: PaymentCancelScreenProps) {
  return (
    <main className="page cancel-page">
      <span className="result-mark" aria-hidden="true">
        !
      </span>
      <h2 className="result-title">
        {declined ? <Trans>The card payment was declined.</Trans> : <Trans>The order is not complete.</Trans>}
      </h2>
      <p className="result-hint">
        <Trans>We are sorry for the inconvenience.</Trans>
      </p>
      <p className="result-hint">
        {declined ? (
          <Trans>Nothing was charged. Please try again, or pay with another card.</Trans>
        ) : (
          <Trans>
            Your cart is kept. If you were charged, the order will show here on its own; otherwise, please try the
            payment again.
          </Trans>
        )}
      </p>
      <p role="status" className="result-hint">
        {checking && <Trans>Checking the payment result…</Trans>}
      </p>
      <div className="cancel-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={onGoToCart}>
          <Trans>Back to cart</Trans>
        </button>
        <button type="button" className="btn btn-block" onClick={onGoToMenu}>
          <Trans>Go to menu</Trans>
        </button>
      </div>
    </main>
  );
}
