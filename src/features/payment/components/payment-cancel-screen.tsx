import { Trans } from '@lingui/react/macro';
import '../../../shared/ui/page-parts.css';
import './payment-result.css';

export interface PaymentCancelScreenProps {
  /** The gateway declined the card (else the diner cancelled the payment). */
  declined: boolean;
  onGoToMenu: () => void;
  onGoToCart: () => void;
}

/** Where the gateway sends a cancelled or declined payment. Nothing was charged; the cart is kept. */
export function PaymentCancelScreen({ declined, onGoToMenu, onGoToCart }: PaymentCancelScreenProps) {
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
          <Trans>Nothing was charged and your cart is kept. Please try the payment again.</Trans>
        )}
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
