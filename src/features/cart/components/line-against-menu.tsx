import { Trans } from '@lingui/react/macro';
import { lineOptionName } from '../../../shared/i18n/line-names.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import type { LineAgainstMenu } from '../cart-against-menu.ts';

export interface LineChangeNoteProps {
  judged: LineAgainstMenu;
  locale: UiLocale;
  price: (amount: number) => string;
}

/** What changed for one line since it was added: its price, or why it is not in this order. */
export function LineChangeNote({ judged, locale, price }: LineChangeNoteProps) {
  if (judged.kind === 'same') return null;
  if (judged.kind === 'priceChanged') {
    const was = price(judged.was);
    const now = price(judged.now);
    return (
      <p className="cart-line-change">
        <Trans>
          Price changed: <s>{was}</s> → {now}
        </Trans>
      </p>
    );
  }
  const option = judged.option ? lineOptionName(judged.option, locale) : '';
  return (
    <p className="cart-line-change cart-line-unavailable-note">
      {judged.reason === 'menuSoldOut' && <Trans>Sold out today: not in this order.</Trans>}
      {judged.reason === 'menuGone' && <Trans>No longer on the menu: not in this order.</Trans>}
      {judged.reason === 'optionSoldOut' && <Trans>{option} is sold out today: not in this order.</Trans>}
      {judged.reason === 'optionGone' && <Trans>{option} is no longer offered: not in this order.</Trans>}
      {judged.reason === 'choiceChanged' && (
        <Trans>This menu's options have changed: not in this order. Remove it and add it again from the menu.</Trans>
      )}
    </p>
  );
}

export interface CartChangesNoticeProps {
  priceChanges: number;
  unavailable: number;
}

/** One notice above a cart or an order that the menu has changed since the lines were added. */
export function CartChangesNotice({ priceChanges, unavailable }: CartChangesNoticeProps) {
  if (priceChanges === 0 && unavailable === 0) return null;
  return (
    <p className="notice notice-warn cart-changes" role="status">
      {priceChanges > 0 && <Trans>Some prices have changed since you added them; the total uses today's prices.</Trans>}
      {priceChanges > 0 && unavailable > 0 && ' '}
      {unavailable > 0 && <Trans>Lines marked as unavailable are left out of this order.</Trans>}
    </p>
  );
}
