import { useLingui } from '@lingui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { loadCart } from '../../features/cart/cart.atoms.ts';
import { CartScreen } from '../../features/cart/components/cart-screen.tsx';
import { TableNavbar } from '../../features/order-log/components/table-navbar.tsx';
import { PAYMENT_TITLES } from '../../features/payment/components/payment-titles.ts';
import { useKeptAttempt } from '../../features/payment/components/use-kept-attempt.ts';
import { gatewayCodeFor, minimumAmountShortfall } from '../../features/payment/payment-rules.ts';
import { useShopInfo, useTableInfo } from '../../features/shop/public.ts';
import { categoriesStore } from '../../features/shop/shop.atoms.ts';
import { LineAddedBy, TableCartPanel, useLineGuests } from '../../features/table-cart/public.ts';
import { refreshTable } from '../-components/menu-data.ts';
import { useSessionWatch } from '../-components/session-watch.ts';
import { guardTableScreen } from '../-components/table-guard.ts';

export const Route = createFileRoute('/cart/$shopSeq/$tableNum')({
  staticData: { title: PAYMENT_TITLES.cart },
  loader: async ({ params }) => {
    const context = await guardTableScreen(params);
    await loadCart(context.shopSeq, context.tableNum);
    refreshTable(context.shopSeq, context.tableNum).catch(() => undefined);
    return context;
  },
  component: CartPage,
});

function CartPage() {
  const { i18n } = useLingui();
  const { shopSeq, tableNum } = Route.useLoaderData();
  const params = Route.useParams();
  const navigate = useNavigate();
  const shop = useShopInfo(shopSeq);
  const table = useTableInfo(shopSeq, tableNum);
  // Null until the phone holds this shop's menu: no line is judged against a menu not yet here.
  const categories = useAtomValue(categoriesStore.atom(shopSeq)).data;
  useSessionWatch(shopSeq, tableNum);
  useKeptAttempt();
  const guests = useLineGuests(shopSeq, tableNum);
  if (!shop || !table) return null;
  return (
    <>
      <TableNavbar shopSeq={shopSeq} tableNum={tableNum} title={i18n._(PAYMENT_TITLES.cart)} />
      <CartScreen
        shopSeq={shopSeq}
        tableNum={tableNum}
        payType={shop.globalPayType}
        minimumAmount={table.delivery ? (shop.minimumAmount ?? null) : null}
        shortfallFor={(total) => minimumAmountShortfall(total, shop, table)}
        paysByCard={gatewayCodeFor(shop, table) !== null}
        categories={categories}
        onPay={() => void navigate({ to: '/payment/$shopSeq/$tableNum', params })}
        onGoToMenu={() => void navigate({ to: '/list/$shopSeq/$tableNum', params })}
        header={guests && <TableCartPanel shopSeq={shopSeq} tableNum={tableNum} />}
        lineNote={(line) => {
          const guest = guests?.guestOf(line.lineId);
          return guest === undefined ? null : <LineAddedBy guest={guest} you={guests?.you ?? 0} />;
        }}
      />
    </>
  );
}
