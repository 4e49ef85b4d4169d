import { useLingui } from '@lingui/react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { loadCart } from '../../features/cart/cart.atoms.ts';
import { PaymentScreen } from '../../features/payment/components/payment-screen.tsx';
import { canOrder, currentToken, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { shopInfoStore, tableInfoAtom } from '../../features/shop/shop.atoms.ts';
import { store } from '../../shared/state/store.ts';
import { PAYMENT_TITLES } from '../-components/payment-titles.ts';
import { guardTableScreen } from '../-components/table-guard.ts';
import { TableNavbar } from '../-components/table-navbar.tsx';

export const Route = createFileRoute('/payment/$shopSeq/$tableNum')({
  staticData: { title: PAYMENT_TITLES.pay },
  validateSearch: (search: Record<string, unknown>): { uuid?: string } =>
    typeof search.uuid === 'string' && search.uuid !== '' ? { uuid: search.uuid } : {},
  loader: async ({ params, abortController }) => {
    const context = await guardTableScreen(params, abortController.signal);
    await loadCart(context.shopSeq, context.tableNum);
    return context;
  },
  component: PaymentPage,
});

function PaymentPage() {
  const { i18n } = useLingui();
  const { shopSeq, tableNum } = Route.useLoaderData();
  const { uuid } = Route.useSearch();
  const router = useRouter();
  const shopState = useAtomValue(shopInfoStore.atom);
  const table = useAtomValue(tableInfoAtom);
  const session = useAtomValue(tableSessionAtom);
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
        sessionLive={canOrder(session, shopSeq, tableNum)}
        phoneUuid={uuid}
        onRecheckSession={() => {
          // The guard reuses the last verdict; forgetting it makes the reload ask the service again.
          store.set(tableSessionAtom, null);
          void router.invalidate();
        }}
      />
    </>
  );
}
