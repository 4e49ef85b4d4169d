import { Trans, useLingui } from '@lingui/react/macro';
import type { Promotion } from '../../../api/contract/entities.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { plainLabel, plainText } from '../../../shared/lib/plain-text.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Thumb } from '../../../shared/ui/thumb.tsx';
import './shop.css';

export interface FirstVisitPopupProps {
  shopName: string;
  promotion: Promotion | null;
  /** The shop takes card payments at the table (else the diner pays at the counter). */
  paysAtTable: boolean;
  onClose: () => void;
}

/** Shown once a session on the menu home: the shop's promotion, or how ordering works. */
export default function FirstVisitPopup({ shopName, promotion, paysAtTable, onClose }: FirstVisitPopupProps) {
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
        {picture && <Thumb className="promo-img" src={picture} alt="" width={600} height={400} priority="eager" />}
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
          {paysAtTable ? <Trans>Order and pay right here.</Trans> : <Trans>Order here and pay at the counter.</Trans>}
        </li>
      </ol>
    </Dialog>
  );
}
