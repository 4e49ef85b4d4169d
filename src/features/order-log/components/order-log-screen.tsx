import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import type { ShopInfo } from '../../../api/contract/entities.ts';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { orderLogAtom } from '../../cart/public.ts';
import { orderLogFooter } from '../footer.ts';
import { orderHistory } from '../history.ts';
import { INITIAL_ORDER_LOG_TAB, type OrderLogTab, visibleTabs } from '../tabs.ts';
import { useOrderStateRefresh } from '../use-order-state-refresh.ts';
import { OrderHistoryPanel, type ReorderControl } from './order-history-panel.tsx';
import { OrderLogFooterView } from './order-log-footer.tsx';
import { OrderStatusPanel } from './order-status-panel.tsx';
import './order-log.css';

export interface OrderLogScreenProps {
  shopSeq: number;
  tableNum: number;
  /** Null when it could not be loaded (no connection): the history still shows. */
  shop: ShopInfo | null;
  tableName: string | null;
  /** A delivery table: its gateway is the shop's delivery gateway. */
  delivery: boolean;
  sessionExpired: boolean;
  onAdditionalOrder: () => void;
  /** "Order again" on each history section; left out where the screen cannot offer it. */
  reorder?: ReorderControl;
}

/** The order log: the shop header, the history kept on this device and, where the shop allows, the order status. */
export function OrderLogScreen({
  shopSeq,
  tableNum,
  shop,
  tableName,
  delivery,
  sessionExpired,
  onAdditionalOrder,
  reorder,
}: OrderLogScreenProps) {
  const { t } = useLingui();
  const log = useAtomValue(orderLogAtom);
  const sections = useMemo(() => orderHistory(log, shopSeq), [log, shopSeq]);
  useOrderStateRefresh(shopSeq);
  const tabs = shop ? visibleTabs(shop, { delivery }) : [INITIAL_ORDER_LOG_TAB];
  const [active, setActive] = useState<OrderLogTab>(INITIAL_ORDER_LOG_TAB);
  const idPrefix = useId();
  // Offline the shop may be unknown: the newest logged order's currency is the shop's.
  const payType = shop?.globalPayType ?? sections.find((s) => s.payType)?.payType ?? 'won';
  const footer = shop ? orderLogFooter(shop, { delivery }, sessionExpired) : null;
  const address = [shop?.address1, shop?.address2].filter((part) => part?.trim()).join(' ');
  const labels: Record<OrderLogTab, string> = { orderHistory: t`Order history`, orderStatus: t`Order status` };

  return (
    <div className="order-log">
      {shop && (
        <header className="order-log-shop">
          <h2 className="order-log-shop-name">{shop.shopName}</h2>
          <dl className="order-log-shop-facts">
            {shop.businessNumber?.trim() && (
              <div>
                <dt>
                  <Trans>Business number</Trans>
                </dt>
                <dd>{shop.businessNumber}</dd>
              </div>
            )}
            {address && (
              <div>
                <dt>
                  <Trans>Address</Trans>
                </dt>
                <dd>{address}</dd>
              </div>
            )}
          </dl>
        </header>
      )}
      {tabs.length > 1 ? (
        <>
          <Tabs
            className="order-log-tabs"
            items={tabs.map((key) => ({ key, label: labels[key] }))}
            active={active}
            onChange={setActive}
            label={t`Order log`}
            idPrefix={idPrefix}
          />
          {tabs.map((key) => (
            <div
              key={key}
              role="tabpanel"
              id={`${idPrefix}-panel-${key}`}
              aria-labelledby={`${idPrefix}-tab-${key}`}
              hidden={key !== active}
              className="order-log-panel"
            >
              {key === 'orderHistory' && <OrderHistoryPanel sections={sections} payType={payType} reorder={reorder} />}
              {key === 'orderStatus' && active === 'orderStatus' && (
                <OrderStatusPanel shopSeq={shopSeq} tableNum={tableNum} tableName={tableName} payType={payType} />
              )}
            </div>
          ))}
        </>
      ) : (
        <section className="order-log-panel" aria-label={labels.orderHistory}>
          <OrderHistoryPanel sections={sections} payType={payType} reorder={reorder} />
        </section>
      )}
      {footer && <OrderLogFooterView footer={footer} onAdditionalOrder={onAdditionalOrder} />}
    </div>
  );
}
