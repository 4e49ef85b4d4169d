import { Trans, useLingui } from '@lingui/react/macro';
import type { Promotion } from '../../../api/contract/entities.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { plainLabel, plainText } from '../../../shared/lib/plain-text.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Thumb } from '../../../shared/ui/thumb.tsx';
import type { PaymentWay } from '../payment-gateway.ts';
import './shop.css';

export interface FirstVisitPopupProps {
  shopName: string;
  promotion: Promotion | null;
  /** How this table pays: the welcome's last step says it. */
  paymentWay: PaymentWay;
  onClose: () => void;
}

/** Shown once a session on the menu home: the shop's promotion, or how ordering works. */
export default function FirstVisitPopup({ shopName, promotion, paymentWay, onClose }: FirstVisitPopupProps) {
  const { t } = useLingui();
  const title = promotion ? plainLabel(promotion.title) : '';
  const name = plainLabel(shopName);
  const actions = (
    <button type="button" className="btn btn-primary" onClick={onClose}>
      <Trans>OK</Trans>
    </button>
  );
  if (promotion && title) {
    const content = plainText(promotion.content);
    const picture = imageUrl(promotion.imagePath);
    return (
      <Dialog open onClose={onClose} title={title} actions={actions}>
        {picture && (
          <Thumb
            className="promo-img"
            src={picture}
            slot="promotion"
            alt=""
            width={600}
            height={400}
            priority="eager"
          />
        )}
        {content && (
          <p className="promo-text">
            <bdi>{content}</bdi>
          </p>
        )}
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t`Welcome to ${name}`} actions={actions}>
      <ol className="welcome-steps">
        <li>
          <Trans>Tap a menu to see its options.</Trans>
        </li>
        <li>
          <Trans>Add what you like to the cart.</Trans>
        </li>
        <li>
          {paymentWay === 'card' ? (
            <Trans>Order and pay right here.</Trans>
          ) : paymentWay === 'counter' ? (
            <Trans>Order here and pay at the counter.</Trans>
          ) : (
            <Trans>Then order from the staff: card payment for this table is not available on this page.</Trans>
          )}
        </li>
      </ol>
    </Dialog>
  );
}
