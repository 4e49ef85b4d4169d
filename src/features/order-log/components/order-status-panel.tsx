import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { OrderStatusLine, PayType } from '../../../api/contract/entities.ts';
import { isAborted } from '../../../api/errors.ts';
import { formatClockTime } from '../../../shared/i18n/clock-time.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { IconRefresh } from '../../../shared/ui/icons.tsx';
import { orderStatusTotal, showsBasePrice, statusMenuName } from '../order-status.ts';
import { loadOrderStatus, type OrderStatusView } from '../order-status-cache.ts';

export interface OrderStatusPanelProps {
  shopSeq: number;
  tableNum: number;
  tableName: string | null;
  payType: PayType;
}

type Load = { state: 'loading' } | { state: 'ready'; view: OrderStatusView } | { state: 'failed' };

/** What the table has ordered, as the order service sees it, in the diner's language. */
export function OrderStatusPanel({ shopSeq, tableNum, tableName, payType }: OrderStatusPanelProps) {
  const locale = useUiLocale();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // `attempt` is read so that a retry runs this again.
    void attempt;
    const controller = new AbortController();
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    loadOrderStatus({ shopSeq, tableNum, localeCode: locale, now: Date.now, signal: controller.signal }).then(
      (view) => setLoad({ state: 'ready', view }),
      (error: unknown) => {
        if (!isAborted(error)) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [shopSeq, tableNum, locale, attempt]);

  return (
    <div className="order-status" aria-busy={load.state === 'loading'}>
      <div className="order-status-head">
        <h3 className="order-status-table">{tableName ?? <Trans>Table {tableNum}</Trans>}</h3>
        <button type="button" className="btn order-status-refresh" onClick={retry} disabled={load.state === 'loading'}>
          <IconRefresh width={18} height={18} />
          <Trans>Refresh</Trans>
        </button>
      </div>
      {load.state === 'loading' && (
        <p className="order-log-empty" role="status">
          <Trans>Loading the order status…</Trans>
        </p>
      )}
      {load.state === 'failed' && (
        <p className="order-log-error" role="alert">
          <Trans>Could not load the order status. Please try again.</Trans>
        </p>
      )}
      {load.state === 'ready' && <StatusLines view={load.view} payType={payType} />}
    </div>
  );
}

function StatusLines({ view, payType }: { view: OrderStatusView; payType: PayType }) {
  const locale = useUiLocale();
  const seenAt = formatClockTime(view.seenAt, locale);
  return (
    <>
      {view.stale && (
        <p className="order-log-note" role="status">
          <Trans>Could not reach the restaurant. This is the order status as of {seenAt}.</Trans>
        </p>
      )}
      {view.lines.length === 0 ? (
        <p className="order-log-empty">
          <Trans>There is no order status.</Trans>
        </p>
      ) : (
        <>
          <ul className="order-lines">
            {view.lines.map((line, index) => (
              // The service gives lines no id; their order is stable for a table.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <StatusLine key={index} line={line} payType={payType} locale={locale} />
            ))}
          </ul>
          <p className="order-total">
            <span>
              <Trans>Total</Trans>
            </span>
            <strong>{formatPrice(orderStatusTotal(view.lines), payType, locale)}</strong>
          </p>
        </>
      )}
    </>
  );
}

function StatusLine({
  line,
  payType,
  locale,
}: {
  line: OrderStatusLine;
  payType: PayType;
  locale: ReturnType<typeof useUiLocale>;
}) {
  const basePrice = formatPrice(line.menuPrice, payType, locale);
  return (
    <li className="order-line">
      <div className="order-line-head">
        <span className="order-line-name">{statusMenuName(line, locale)}</span>
        <span className="order-line-qty">{formatQuantity(line.quantity, locale)}</span>
        <span className="order-line-price">{formatPrice(line.finalPrice, payType, locale)}</span>
      </div>
      {showsBasePrice(line) && (
        <p className="order-line-base">
          <Trans>Base price {basePrice}</Trans>
        </p>
      )}
      {line.localeOptionGroupList.length > 0 && (
        <ul className="order-options">
          {line.localeOptionGroupList.map((group) => (
            <li key={group.optionGroupUuid}>
              <span className="order-option-group">{group.optionGroupName}</span>
              <ul>
                {group.optionList.map((option) => (
                  <li key={option.optionUuid} className="order-option">
                    <span>{option.optionName}</span>
                    <span>
                      {group.doesReplace ? '' : '+'}
                      {formatPrice(option.optionPrice, payType, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
