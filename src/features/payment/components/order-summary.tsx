import { Trans } from '@lingui/react/macro';
import type { PayType } from '../../../api/contract/entities.ts';
import { lineMenuName, lineOptionName } from '../../../shared/i18n/line-names.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { type CartLine, lineTotal } from '../../cart/public.ts';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  locale: UiLocale;
  payType: PayType;
}

/** What the diner pays for: each line with its options, quantity and total. */
export function OrderSummary({ lines, locale, payType }: OrderSummaryProps) {
  return (
    <section className="card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="card-title">
        <Trans>Order summary</Trans>
      </h2>
      <ul className="summary-lines">
        {lines.map((line) => {
          const options = line.selectedOptions.flatMap((g) => g.options.map((o) => lineOptionName(o, locale)));
          return (
            <li key={line.lineId} className="summary-line">
              <div className="summary-line-main">
                <span className="summary-line-name">{lineMenuName(line, locale)}</span>
                <span className="summary-line-qty">× {formatQuantity(line.quantity, locale)}</span>
                {options.length > 0 && <span className="summary-line-options">{options.join(', ')}</span>}
                {line.requestText.trim() !== '' && <span className="summary-line-options">{line.requestText}</span>}
              </div>
              <span className="summary-line-price">{formatPrice(lineTotal(line), payType, locale)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
