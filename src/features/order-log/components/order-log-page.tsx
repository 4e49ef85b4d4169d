import { Trans } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navbar } from '../../../shared/ui/navbar.tsx';
import { cartAtomFor, type RefreshTable, ReorderResultDialog, useReorder } from '../../cart/public.ts';
import { useTableSession } from '../../session/public.ts';
import type { OrderLogContext } from '../order-log-context.ts';
import { OrderLogScreen } from './order-log-screen.tsx';

/**
 * The order log route's screen: navbar plus the order log, or a step back for a bad address.
 * "Order again" asks for today's menu with `refreshTable`, the table screens' load, handed in by the route.
 */
export function OrderLogPage({ context, refreshTable }: { context: OrderLogContext; refreshTable: RefreshTable }) {
  const navigate = useNavigate();
  const router = useRouter();
  const params = { shopSeq: String(context.shopSeq), tableNum: String(context.tableNum) };
  const toMenu = () => void navigate({ to: '/list/$shopSeq/$tableNum', params });
  const back = () => {
    // Coming from a finished order, back must not return to the payment pages.
    if (context.kind === 'ready' && context.fromOrder)
      void navigate({ to: '/list/$shopSeq/$tableNum', params, replace: true });
    else if (router.history.canGoBack()) router.history.back();
    else toMenu();
  };
  const sendBack = context.kind === 'back';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for an address that cannot be shown
  useEffect(() => {
    if (sendBack) back();
  }, [sendBack]);
  const cart = useAtomValue(cartAtomFor(context.shopSeq, context.tableNum));
  // The check answers after the screen opened: its verdict replaces what the guard knew.
  const verdict = useTableSession(context.shopSeq, context.tableNum)?.verdict;
  const reorder = useReorder(context.shopSeq, context.tableNum, refreshTable);
  const toCart = () => void navigate({ to: '/cart/$shopSeq/$tableNum', params });
  if (context.kind === 'back') return null;
  const sessionExpired =
    verdict === 'expired' || verdict === 'error' ? true : verdict === 'live' ? false : context.sessionExpired;
  return (
    <>
      <Navbar title={<Trans>Order history</Trans>} onBack={back} onCart={toCart} hasCartItems={cart.lines.length > 0} />
      <main>
        <OrderLogScreen
          shopSeq={context.shopSeq}
          tableNum={context.tableNum}
          shop={context.shop}
          tableName={context.tableName}
          delivery={context.delivery}
          sessionExpired={sessionExpired}
          onAdditionalOrder={toMenu}
          reorder={{
            blocked: sessionExpired ? 'noLiveSession' : null,
            busy: reorder.busy,
            onReorder: (lines) => void reorder.run(lines),
          }}
        />
      </main>
      <ReorderResultDialog result={reorder.result} onClose={reorder.close} onGoToCart={toCart} />
    </>
  );
}
