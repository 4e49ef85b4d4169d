import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptScreen } from '../../../features/payment/components/receipt-screen.tsx';
import { checkTableSession, tableSessionAtom } from '../../../features/session/session.atoms.ts';
import { store } from '../../../shared/state/store.ts';
import { Navbar } from '../../../shared/ui/navbar.tsx';
import { PAYMENT_TITLES } from '../../-components/payment-titles.ts';

export const Route = createFileRoute('/payment/receipt/$printGroupUuid')({
  staticData: { title: PAYMENT_TITLES.receipt },
  component: PaymentReceiptPage,
});

/** The table's session, as this tab last judged it, or asked anew (the gateway reloads the app). */
async function isSessionLive(shopSeq: number, tableNum: number): Promise<boolean> {
  const known = store.get(tableSessionAtom);
  if (known && known.shopSeq === shopSeq && known.tableNum === tableNum) return known.verdict === 'live';
  const verdict = await checkTableSession(shopSeq, tableNum);
  store.set(tableSessionAtom, { shopSeq, tableNum, verdict });
  return verdict === 'live';
}

function PaymentReceiptPage() {
  const { i18n } = useLingui();
  const { printGroupUuid } = Route.useParams();
  return (
    <>
      <Navbar title={i18n._(PAYMENT_TITLES.receipt)} />
      <ReceiptScreen key={printGroupUuid} printGroupUuid={printGroupUuid} checkSessionLive={isSessionLive} />
    </>
  );
}
