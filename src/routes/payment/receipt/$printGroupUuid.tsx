import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { PAYMENT_TITLES } from '../../../features/payment/components/payment-titles.ts';
import { ReceiptScreen, type ReceiptTitleState } from '../../../features/payment/components/receipt-screen.tsx';
import { checkTableSession, currentToken, tableSessionAtom } from '../../../features/session/session.atoms.ts';
import { verdictStanding } from '../../../features/session/verdict-standing.ts';
import { store } from '../../../shared/state/store.ts';
import { Navbar } from '../../../shared/ui/navbar.tsx';
import { pageTitleOverrideAtom } from '../../../shared/ui/page-title.atoms.ts';

export const Route = createFileRoute('/payment/receipt/$printGroupUuid')({
  staticData: { title: PAYMENT_TITLES.receipt },
  component: PaymentReceiptPage,
});

/**
 * The table's session, as this tab judged it a moment ago, or asked anew (the gateway reloads the
 * app, and an older verdict may no longer hold): the one rule of `verdictStanding`.
 */
async function isSessionLive(shopSeq: number, tableNum: number): Promise<boolean> {
  const known = store.get(tableSessionAtom);
  const token = currentToken();
  if (known && verdictStanding(known, { shopSeq, tableNum, token }, Date.now()) === 'current') {
    return known.verdict === 'live';
  }
  const verdict = await checkTableSession(shopSeq, tableNum);
  store.set(tableSessionAtom, { shopSeq, tableNum, verdict, checkedAt: Date.now(), token });
  return verdict === 'live';
}

const STATE_TITLES = {
  paid: PAYMENT_TITLES.receiptPaid,
  counter: PAYMENT_TITLES.receiptCounter,
  cancelled: PAYMENT_TITLES.receiptCancelled,
} as const;

function PaymentReceiptPage() {
  const { i18n } = useLingui();
  const { printGroupUuid } = Route.useParams();
  const [state, setState] = useState<ReceiptTitleState | null>(null);
  const setTitleOverride = useSetAtom(pageTitleOverrideAtom);
  // The tab says what the page says: a counter order is placed, not paid; a cancelled one is cancelled.
  useEffect(() => {
    setTitleOverride(state ? STATE_TITLES[state] : null);
    return () => setTitleOverride(null);
  }, [state, setTitleOverride]);
  return (
    <>
      <Navbar title={i18n._(state ? STATE_TITLES[state] : PAYMENT_TITLES.receipt)} />
      <ReceiptScreen
        key={printGroupUuid}
        printGroupUuid={printGroupUuid}
        checkSessionLive={isSessionLive}
        onTitleState={setState}
      />
    </>
  );
}
