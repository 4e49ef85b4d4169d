import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { PayType } from '../../../api/contract/entities.ts';
import { lineMenuName, lineOptionGroupName, lineOptionName } from '../../../shared/i18n/line-names.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { basePrice } from '../../../shared/lib/option-price.ts';
import { pictureSet } from '../../../shared/lib/picture.ts';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../shared/lib/quantity.ts';
import { IconClose, IconImage } from '../../../shared/ui/icons.tsx';
import { ResponsiveImg } from '../../../shared/ui/responsive-img.tsx';
import { Stepper } from '../../../shared/ui/stepper.tsx';
import { type CartLine, lineTotal } from '../cart.ts';
import type { LineAgainstMenu } from '../cart-against-menu.ts';
import { LineChangeNote } from './line-against-menu.tsx';

export interface CartLineItemProps {
  /** The line against today's menu: `judged.line` is what is shown (today's prices when it is orderable). */
  judged: LineAgainstMenu;
  locale: UiLocale;
  payType: PayType;
  /** Under the line's name: who added it, on a table's shared cart. */
  note?: ReactNode;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onEditRequest: () => void;
}

function Thumbnail({ path }: { path: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  const set = pictureSet(imageUrl(path), 'cartThumb');
  if (!set || failed) {
    return (
      <span className="cart-line-thumb cart-line-thumb-empty" aria-hidden="true">
        <IconImage />
      </span>
    );
  }
  return (
    <ResponsiveImg
      set={set}
      className="cart-line-thumb"
      alt=""
      width={64}
      height={64}
      onError={() => setFailed(true)}
    />
  );
}

/** One cart line: the menu and its options, the request, the quantity and the line total. */
export function CartLineItem({
  judged,
  locale,
  payType,
  note,
  onQuantity,
  onRemove,
  onEditRequest,
}: CartLineItemProps) {
  const { t } = useLingui();
  const line: CartLine = judged.line;
  const unavailable = judged.kind === 'unavailable';
  const name = lineMenuName(line, locale);
  const price = (amount: number) => formatPrice(amount, payType, locale);
  return (
    <li className={unavailable ? 'cart-line cart-line-unavailable' : 'cart-line'}>
      <Thumbnail path={line.thumbnailPath} />
      <div className="cart-line-main">
        <div className="cart-line-head">
          <h2 className="cart-line-name">{name}</h2>
          <button
            type="button"
            className="icon-btn cart-line-remove"
            // The line goes at the first tap and the next line moves up under the finger: the second
            // tap of a double tap (the browser counts it in `detail`) must not remove that one too.
            onClick={(event) => {
              if (event.detail <= 1) onRemove();
            }}
            aria-label={t`Remove ${name}`}
          >
            <IconClose />
          </button>
        </div>
        {note}
        {/* One base price: a replacing option's price stands in for the menu's, never beside it. */}
        <p className="cart-line-base">{price(basePrice(line.menuPrice, line.selectedOptions))}</p>
        <LineChangeNote judged={judged} locale={locale} price={price} />
        {line.selectedOptions.length > 0 && (
          <ul className="cart-line-options">
            {line.selectedOptions.map((group) => (
              <li key={group.optionGroupUuid}>
                <span className="cart-line-group">{lineOptionGroupName(group, locale)}</span>{' '}
                {group.options.map((option, index) => (
                  <span key={option.optionUuid}>
                    {index > 0 && ', '}
                    {lineOptionName(option, locale)}
                    {option.optionPrice !== 0 && !group.doesReplace && (
                      <span className="no-break"> (+{price(option.optionPrice)})</span>
                    )}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        <div className="cart-line-request">
          {line.requestText.trim() !== '' ? (
            <p>
              <Trans>Request:</Trans> {line.requestText}
            </p>
          ) : null}
          <button
            type="button"
            className="link-btn"
            onClick={onEditRequest}
            aria-label={line.requestText.trim() !== '' ? t`Edit request for ${name}` : t`Add a request for ${name}`}
          >
            {line.requestText.trim() !== '' ? <Trans>Edit request</Trans> : <Trans>Add a request</Trans>}
          </button>
        </div>
        <div className="cart-line-foot">
          <Stepper
            value={line.quantity}
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            onChange={onQuantity}
            label={t`Quantity of ${name}`}
          />
          {unavailable ? (
            <s className="cart-line-total">{price(lineTotal(line))}</s>
          ) : (
            <strong className="cart-line-total">{price(lineTotal(line))}</strong>
          )}
        </div>
      </div>
    </li>
  );
}
