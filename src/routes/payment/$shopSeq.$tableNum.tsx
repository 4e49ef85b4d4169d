import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { deadline, settledBy } from '../../api/deadline.ts';
import { loadCart } from '../../features/cart/cart.atoms.ts';
import { getCategories } from '../../features/menu/menu.api.ts';
import { TableNavbar } from '../../features/order-log/components/table-navbar.tsx';
import { PaymentScreen } from '../../features/payment/components/payment-screen.tsx';
import { PAYMENT_TITLES } from '../../features/payment/components/payment-titles.ts';
import { useKeptAttempt } from '../../features/payment/components/use-kept-attempt.ts';
import { ORDER_CHECK_WAIT_MS } from '../../features/session/device-first.ts';
import { currentToken } from '../../features/session/session.atoms.ts';
import { useMenuConfirmation, useTableInfo } from '../../features/shop/public.ts';
import { categoriesStore, loadCategories, shopInfoStore } from '../../features/shop/shop.atoms.ts';
import { useTableCartOrdering } from '../../features/table-cart/public.ts';
import { store } from '../../shared/state/store.ts';
import { refreshTable } from '../-components/menu-data.ts';
import { useMayOrder, useSessionWatch } from '../-components/session-watch.ts';
import { guardTableScreen, recheckSession } from '../-components/table-guard.ts';

export const Route = createFileRoute('/payment/$shopSeq/$tableNum')({
  staticData: { title: PAYMENT_TITLES.pay },
  validateSearch: (search: Record<string, unknown>): { uuid?: string } =>
    typeof search.uuid === 'string' && search.uuid !== '' ? { uuid: search.uuid } : {},
  loader: async ({ params, abortController }) => {
    // Never on stale data: the guard waits a moment for a fresh check, and the shop's data for a
    // fresh answer, before the diner types; without them the page shows with pay disabled.
    const context = await guardTableScreen(params, { forPayment: true });
    await Promise.all([
      loadCart(context.shopSeq, context.tableNum),
      settledBy(refreshTable(context.shopSeq, context.tableNum), deadline(ORDER_CHECK_WAIT_MS, abortController.signal)),
    ]);
    return context;
  },
  component: PaymentPage,
});

function PaymentPage() {
  const { i18n } = useLingui();
  const { shopSeq, tableNum } = Route.useLoaderData();
  const { uuid } = Route.useSearch();
  const shopState = useAtomValue(shopInfoStore.atom(shopSeq));
  const table = useTableInfo(shopSeq, tableNum);
  // Null until the phone holds this shop's menu: no line is judged against a menu not yet here.
  const categories = useAtomValue(categoriesStore.atom(shopSeq)).data;
  const sessionLive = useMayOrder(shopSeq, tableNum);
  // The shop's payment settings as the service gave them on this page, not a kept copy.
  const shopConfirmed = useMenuConfirmation(shopSeq, tableNum)?.live === true;
  useSessionWatch(shopSeq, tableNum);
  useKeptAttempt();
  const sharedCart = useTableCartOrdering(shopSeq, tableNum);
  const shop = shopState.data;
  if (!shop || !table) return null;
  return (
    <>
      <TableNavbar shopSeq={shopSeq} tableNum={tableNum} title={i18n._(PAYMENT_TITLES.pay)} />
      <PaymentScreen
        shopSeq={shopSeq}
        tableNum={tableNum}
        shop={shop}
        table={table}
        storesReady={shopState.status === 'success'}
        token={currentToken()}
        sessionLive={sessionLive && shopConfirmed}
        phoneUuid={uuid}
        sharedCart={sharedCart}
        categories={categories}
        onMenuChanged={() => {
          loadCategories(store, shopSeq, (signal) => getCategories(shopSeq, signal)).catch(() => undefined);
        }}
        onRecheckSession={() => {
          recheckSession(shopSeq, tableNum).catch(() => undefined);
          refreshTable(shopSeq, tableNum).catch(() => undefined);
        }}
      />
    </>
  );
}
