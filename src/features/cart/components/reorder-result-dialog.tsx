import { Trans } from '@lingui/react/macro';
import { lineMenuName, lineOptionName } from '../../../shared/i18n/line-names.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { LeftOut, Reordered } from '../reorder.ts';
import './cart.css';

/** What "order again" did: how much went into the cart, and each line left out with its reason. */
export function ReorderResultDialog({
  result,
  onClose,
  onGoToCart,
}: {
  result: Reordered | null;
  onClose: () => void;
  onGoToCart: () => void;
}) {
  const locale = useUiLocale();
  const addedAny = result !== null && result.added > 0;
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={addedAny ? <Trans>Added to the cart</Trans> : <Trans>Nothing could be added</Trans>}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          {addedAny && (
            <button type="button" className="btn btn-primary" onClick={onGoToCart}>
              <Trans>Go to the cart</Trans>
            </button>
          )}
        </>
      }
    >
      {result && (
        <>
          {addedAny && (
            <p>
              <Trans>The dishes are in the cart at today's prices.</Trans>
            </p>
          )}
          {result.left.length > 0 && (
            <>
              <p>
                <Trans>Left out:</Trans>
              </p>
              <ul className="reorder-left">
                {result.left.map((left) => (
                  <li key={`${left.line.printGroupUuid}-${left.line.cartSeq}`}>
                    <strong>{lineMenuName(left.line, locale)}</strong>: <LeftOutReason left={left} locale={locale} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.reduced.length > 0 && (
            <ul className="reorder-left">
              {result.reduced.map((line) => (
                <li key={`${line.printGroupUuid}-${line.cartSeq}`}>
                  <strong>{lineMenuName(line, locale)}</strong>:{' '}
                  <Trans>fewer than before, as the cart holds at most 99 of a menu.</Trans>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}

function LeftOutReason({ left, locale }: { left: LeftOut; locale: string }) {
  const option = left.option ? lineOptionName(left.option, locale) : '';
  switch (left.reason) {
    case 'menuGone':
      return <Trans>no longer on the menu.</Trans>;
    case 'menuSoldOut':
      return <Trans>sold out today.</Trans>;
    case 'optionGone':
      return <Trans>the option “{option}” is no longer offered.</Trans>;
    case 'optionSoldOut':
      return <Trans>the option “{option}” is sold out.</Trans>;
    case 'choiceChanged':
      return <Trans>its options have changed; please choose them again on the menu.</Trans>;
    case 'maxQuantity':
      return <Trans>the cart already holds 99 of it.</Trans>;
  }
}
