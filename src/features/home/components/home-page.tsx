import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { OrderLogEntry } from '../../../api/contract/persisted.ts';
import { timestampHeader } from '../../../api/contract/timestamp.ts';
import { useUiLocale } from '../../../shared/i18n/use-ui-locale.ts';
import { writeSession } from '../../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../../shared/state/storage-keys.ts';
import { IconChevron, IconClock, IconReceipt } from '../../../shared/ui/icons.tsx';
import { formatSavedTime } from '../../../shared/ui/saved-time.ts';
import { orderLogAtom, type RefreshTable, ReorderResultDialog, useReorder } from '../../cart/public.ts';
import { useOrderStateRefresh } from '../../order-log/public.ts';
import { forgetEndedVisits, type LastTable, lastTableAtom, usableToken } from '../../session/public.ts';
import { activeTickets, useTicketsWatch, type WaitingTicket, waitingTicketsAtom } from '../../waiting/public.ts';
import { latestOrderOf, recentOrdersByShop, type ShopOrders } from '../recent-orders.ts';
import { InstallApp } from './install-app.tsx';
import { useShopNames } from './use-shop-names.ts';
import './home.css';

/**
 * The start page, what the installed app opens: the diner's waiting tickets with their last known
 * position, recent orders by shop and the way back to the last table, all from this phone's
 * storage so it works offline. A first-time visitor learns to scan a table's code. "Order again"
 * asks for today's menu with `refreshTable`, the table screens' own load, which its route hands in.
 */
export function HomePage({ refreshTable }: { refreshTable: RefreshTable }) {
  const tickets = activeTickets(useAtomValue(waitingTicketsAtom));
  const log = useAtomValue(orderLogAtom);
  const orders = recentOrdersByShop(log);
  useOrderStateRefresh(null);
  const lastTable = useAtomValue(lastTableAtom);
  const names = useShopNames([...orders.map((o) => o.shopSeq), ...(lastTable ? [lastTable.shopSeq] : [])]);
  const isEmpty = tickets.length === 0 && orders.length === 0 && !lastTable;
  // What the installed app opens: the place to drop tokens of visits that are over.
  useEffect(() => void forgetEndedVisits(), []);

  return (
    <main className="home">
      <header className="home-header">
        <img className="home-logo" src="/icons/icon-192.png" alt="" width={56} height={56} />
        <div>
          <h1 className="home-title">
            <Trans>Table order</Trans>
          </h1>
          <p className="home-subtitle">
            <Trans>Your orders and waiting tickets on this phone</Trans>
          </p>
        </div>
      </header>

      {isEmpty ? (
        <FirstVisit />
      ) : (
        <>
          {lastTable && <LastTableCard table={lastTable} name={names[lastTable.shopSeq]} />}
          {tickets.length > 0 && <WaitingTickets tickets={tickets} />}
          {orders.length > 0 && (
            <RecentOrders orders={orders} names={names} log={log} lastTable={lastTable} refreshTable={refreshTable} />
          )}
        </>
      )}
      <InstallApp />
    </main>
  );
}

function FirstVisit() {
  return (
    <section className="home-card home-first" aria-labelledby="home-first-title">
      <svg className="home-qr" viewBox="0 0 64 64" width={96} height={96} aria-hidden="true" focusable="false">
        <rect x="6" y="6" width="20" height="20" rx="3" />
        <rect x="38" y="6" width="20" height="20" rx="3" />
        <rect x="6" y="38" width="20" height="20" rx="3" />
        <path d="M38 38h8v8h-8zM50 38h8M38 52h4M48 50h10v8" />
      </svg>
      <h2 id="home-first-title" className="home-card-title">
        <Trans>Scan the QR code on your table</Trans>
      </h2>
      <p className="home-card-text">
        <Trans>
          Point your phone's camera at the code on the table to see the menu, order and pay. Your orders and waiting
          tickets will then show up here.
        </Trans>
      </p>
    </section>
  );
}

function LastTableCard({ table, name }: { table: LastTable; name: string | undefined }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const { shopSeq, tableNum } = table;
  const shopName = name ?? t`Shop no. ${shopSeq}`;
  const visited = formatSavedTime(table.visitedAt, Date.now(), locale);
  return (
    <section className="home-section" aria-labelledby="home-last-title">
      <h2 id="home-last-title" className="home-section-title">
        <Trans>Continue ordering</Trans>
      </h2>
      <Link
        className="home-card home-link"
        to="/list/$shopSeq/$tableNum"
        params={{ shopSeq: String(table.shopSeq), tableNum: String(table.tableNum) }}
        // The table's token goes back into this tab's session; the session check still decides.
        // A token from a visit that is over is not brought back (token-lifetime.ts).
        onClick={() => {
          const token = usableToken(table, Date.now());
          if (token) writeSession(STORAGE_KEYS.session.token, token);
        }}
      >
        <span className="home-link-body">
          <span className="home-link-name">{shopName}</span>
          <span className="home-link-meta">
            <Trans>
              Table {tableNum} · visited {visited}
            </Trans>
          </span>
          <span className="home-link-action">
            <Trans>Open the menu</Trans>
          </span>
        </span>
        <IconChevron aria-hidden="true" />
      </Link>
    </section>
  );
}

function WaitingTickets({ tickets }: { tickets: readonly WaitingTicket[] }) {
  const locale = useUiLocale();
  const announcement = useTicketsWatch(tickets);
  return (
    <section className="home-section" aria-labelledby="home-waiting-title">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <h2 id="home-waiting-title" className="home-section-title">
        <Trans>Waiting</Trans>
      </h2>
      <ul className="home-list">
        {tickets.map((ticket) => {
          const seen = formatSavedTime(ticket.seenAt, Date.now(), locale);
          const waitingNumber = ticket.registration?.waitingNumber;
          const waitingOrder = ticket.registration?.waitingOrder;
          return (
            <li key={ticket.waitingUuid}>
              <Link
                className="home-card home-link"
                to="/waiting/complete/$waitingUuid"
                params={{ waitingUuid: ticket.waitingUuid }}
              >
                <IconClock className="home-link-icon" aria-hidden="true" />
                <span className="home-link-body">
                  <span className="home-link-name">{ticket.shopName}</span>
                  {ticket.registration && (
                    <span className="home-link-meta">
                      <Trans>
                        No. {waitingNumber} · position {waitingOrder}
                      </Trans>
                    </span>
                  )}
                  <span className="home-link-note">
                    <Trans>Last checked {seen}</Trans>
                  </span>
                </span>
                <IconChevron aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The table whose token is still usable, where "order again" can put a shop's last order. */
function orderingTable(lastTable: LastTable | null): { table: LastTable; token: string } | null {
  const token = lastTable ? usableToken(lastTable, Date.now()) : null;
  return lastTable && token ? { table: lastTable, token } : null;
}

function RecentOrders({
  orders,
  names,
  log,
  lastTable,
  refreshTable,
}: {
  orders: readonly ShopOrders[];
  names: Readonly<Record<number, string>>;
  log: readonly OrderLogEntry[];
  lastTable: LastTable | null;
  refreshTable: RefreshTable;
}) {
  const { t } = useLingui();
  const ordering = orderingTable(lastTable);
  return (
    <section className="home-section" aria-labelledby="home-orders-title">
      <h2 id="home-orders-title" className="home-section-title">
        <Trans>Recent orders</Trans>
      </h2>
      <ul className="home-list">
        {orders.map((shop) => {
          const { shopSeq, orderCount, cancelledCount } = shop;
          return (
            <li key={shop.shopSeq}>
              <Link
                className="home-card home-link"
                to="/order/log/$shopSeq/$tableNum/$fromOrder"
                params={{ shopSeq: String(shop.shopSeq), tableNum: String(shop.tableNum), fromOrder: 'false' }}
              >
                <IconReceipt className="home-link-icon" aria-hidden="true" />
                <span className="home-link-body">
                  <span className="home-link-name">{names[shopSeq] ?? t`Shop no. ${shopSeq}`}</span>
                  <span className="home-link-meta">
                    <Trans>Orders: {orderCount}</Trans>
                    {cancelledCount > 0 && (
                      <>
                        {' · '}
                        <Trans>Cancelled: {cancelledCount}</Trans>
                      </>
                    )}{' '}
                    · <time>{timestampHeader(shop.lastOrderedAt)}</time>
                  </span>
                </span>
                <IconChevron aria-hidden="true" />
              </Link>
              {ordering?.table.shopSeq === shopSeq ? (
                <OrderAgainHere ordering={ordering} lines={latestOrderOf(log, shopSeq)} refreshTable={refreshTable} />
              ) : (
                <p className="home-reorder-note">
                  <Trans>To order this again, scan the QR code on your table.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Order again" for the shop of the table this phone last opened, whose visit is not over. */
function OrderAgainHere({
  ordering,
  lines,
  refreshTable,
}: {
  ordering: { table: LastTable; token: string };
  lines: readonly OrderLogEntry[];
  refreshTable: RefreshTable;
}) {
  const navigate = useNavigate();
  const { shopSeq, tableNum } = ordering.table;
  const reorder = useReorder(shopSeq, tableNum, refreshTable);
  const run = () => {
    // The table's token goes back into this tab's session; the cart's session check still decides.
    writeSession(STORAGE_KEYS.session.token, ordering.token);
    void reorder.run(lines);
  };
  const toCart = () =>
    void navigate({ to: '/cart/$shopSeq/$tableNum', params: { shopSeq: String(shopSeq), tableNum: String(tableNum) } });
  return (
    <>
      <button type="button" className="btn btn-block home-reorder" onClick={run} disabled={reorder.busy}>
        <Trans>Order again</Trans>
      </button>
      <ReorderResultDialog result={reorder.result} onClose={reorder.close} onGoToCart={toCart} />
    </>
  );
}
