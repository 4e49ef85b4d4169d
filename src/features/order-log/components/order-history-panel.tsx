import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PayType } from '../../../api/contract/entities.ts';
import type { OrderLogEntry } from '../../../api/contract/persisted.ts';
import { lineMenuName, lineOptionGroupName, lineOptionName } from '../../../shared/i18n/line-names.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { IconChevronDown } from '../../../shared/ui/icons.tsx';
import { type HistorySection, historyLineBasePrice } from '../history.ts';
import type { OrderState } from '../order-state.ts';
import { StorageLifetimeNote } from './storage-lifetime-note.tsx';

/** "Order again" as the screen offers it: what a tap does, and why it cannot be offered. */
export interface ReorderControl {
  /** Ordering needs a live table session: without one the section says how to get it. */
  blocked: 'noLiveSession' | null;
  busy: boolean;
  onReorder: (lines: readonly OrderLogEntry[]) => void;
}

export interface OrderHistoryPanelProps {
  sections: readonly HistorySection[];
  /** The shop's currency, for entries an older version wrote without their own. */
  payType: PayType;
  reorder?: ReorderControl | undefined;
}

/** The order history kept on this device, one disclosure section per payment. */
export function OrderHistoryPanel({ sections, payType, reorder }: OrderHistoryPanelProps) {
  if (sections.length === 0) {
    return (
      <p className="order-log-empty">
        <Trans>There is no ordered menu.</Trans>
      </p>
    );
  }
  return (
    <>
      <StorageLifetimeNote />
      <ul className="history-sections">
        {sections.map((section) => (
          <li key={section.insDate}>
            <HistorySectionView section={section} shopPayType={payType} reorder={reorder} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <span className={`history-state history-state-${state}`}>
      {state === 'cancelled' ? (
        <Trans>Cancelled</Trans>
      ) : state === 'counter' ? (
        <Trans>Pay at the counter</Trans>
      ) : (
        <Trans>Paid</Trans>
      )}
    </span>
  );
}

function HistorySectionView({
  section,
  shopPayType,
  reorder,
}: {
  section: HistorySection;
  shopPayType: PayType;
  reorder: ReorderControl | undefined;
}) {
  // The order's own currency; only an entry from an older version falls back to the shop's.
  const payType = section.payType ?? shopPayType;
  const locale = useUiLocale();
  const [open, setOpen] = useState(section.defaultOpen);
  const panelId = useId();
  // One cart usually carries one request on each of its lines: show each text once.
  const requests = [...new Set(section.lines.map((line) => line.requestText.trim()))].filter((text) => text !== '');
  return (
    <section className="history-section">
      <h3 className="history-section-heading">
        <button
          type="button"
          className="history-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <time dateTime={section.header.replace(' ', 'T')}>{section.header}</time>
          {section.state && <OrderStateBadge state={section.state} />}
          <span className={`history-toggle-total ${section.state === 'cancelled' ? 'is-cancelled' : ''}`}>
            {formatPrice(section.total, payType, locale)}
          </span>
          <IconChevronDown className={`history-chevron ${open ? 'is-open' : ''}`} />
        </button>
      </h3>
      <div id={panelId} className="history-body" hidden={!open}>
        {section.state === 'cancelled' && (
          <p className="history-cancelled-note" role="note">
            {section.card ? (
              <Trans>This order was cancelled and its card payment was cancelled.</Trans>
            ) : (
              <Trans>This order was cancelled.</Trans>
            )}
          </p>
        )}
        <ul className="order-lines">
          {section.lines.map((line) => (
            <HistoryLine key={`${line.printGroupUuid}-${line.cartSeq}`} line={line} payType={payType} />
          ))}
        </ul>
        {requests.length > 0 && (
          <div className="order-request">
            <h4 className="order-request-title">
              <Trans>Request</Trans>
            </h4>
            {requests.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <p className="order-total">
          <span>
            <Trans>Total</Trans>
          </span>
          <strong>{formatPrice(section.total, payType, locale)}</strong>
        </p>
        {reorder && <OrderAgain control={reorder} lines={section.lines} />}
      </div>
    </section>
  );
}

function OrderAgain({ control, lines }: { control: ReorderControl; lines: readonly OrderLogEntry[] }) {
  if (control.blocked === 'noLiveSession') {
    return (
      <p className="history-reorder-note">
        <Trans>To order this again, scan the QR code on your table.</Trans>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-block history-reorder"
      onClick={() => control.onReorder(lines)}
      disabled={control.busy}
    >
      <Trans>Order again</Trans>
    </button>
  );
}

function HistoryLine({ line, payType }: { line: OrderLogEntry; payType: PayType }) {
  const locale = useUiLocale();
  return (
    <li className="order-line">
      <div className="order-line-head">
        <span className="order-line-name">{lineMenuName(line, locale)}</span>
        <span className="order-line-qty">{formatQuantity(line.quantity, locale)}</span>
        <span className="order-line-price">{formatPrice(historyLineBasePrice(line), payType, locale)}</span>
      </div>
      {line.selectedOptions.length > 0 && (
        <ul className="order-options">
          {line.selectedOptions.map((group) => (
            <li key={group.optionGroupUuid}>
              <span className="order-option-group">{lineOptionGroupName(group, locale)}</span>
              <ul>
                {group.options.map((option) => (
                  <li key={option.optionUuid} className="order-option">
                    <span>{lineOptionName(option, locale)}</span>
                    {/* A replacing option's price is the base price above, not an addition. */}
                    {!group.doesReplace && <span>+{formatPrice(option.optionPrice, payType, locale)}</span>}
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
