import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readSession, writeSession } from '../../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../../shared/state/storage-keys.ts';
import { cartAtomFor, isStaleCart, loadStaleCartPrompt } from '../../cart/public.ts';
import { loadFirstVisitPopup, NoticeDialog, type PaymentWay, usePromotion } from '../../shop/public.ts';

// The notice opens with the menu on a session's first visit, so it comes with the menu's code: as a
// lazy part it would wait for its file and then for React's pause before revealing suspended
// content, and the diner would see the menu, then the dialog drop over it a moment later. The
// first-visit popup only follows the notice (or opens on a shop without one) and stays lazy.
const FirstVisitPopup = lazy(loadFirstVisitPopup);
const StaleCartPrompt = lazy(loadStaleCartPrompt);

type OncePopup = 'notice' | 'firstVisit';
type Popup = OncePopup | 'staleCart';

const FLAG = {
  notice: STORAGE_KEYS.session.noticeShown,
  firstVisit: STORAGE_KEYS.session.firstVisitPopupShown,
} as const;

export interface HomePopupsProps {
  shopSeq: number;
  tableNum: number;
  /** The table token of this visit; the cart question needs it. */
  token: string | null;
  notice: string;
  shopName: string;
  paymentWay: PaymentWay;
}

/**
 * The menu home's dialogs, one at a time: the shop's notice, then the question about a cart left
 * from an earlier visit, then the first-time popup (the promotion when there is one, so it waits
 * for the promotion's answer). The notice goes first because it may bear on the order (a closed
 * kitchen, a missing dish); the cart question before the welcome, because it decides what the
 * diner orders with. The notice and the welcome are marked as shown when they appear, so a
 * reload does not bring them back; the cart question stays until it is answered.
 */
export function HomePopups({ shopSeq, tableNum, token, notice, shopName, paymentWay }: HomePopupsProps) {
  // Read here, not by the menu home: the promotion may come after the menu is on screen, and its
  // arrival must not render the whole menu again.
  const { promotion, settled: promotionSettled } = usePromotion(shopSeq);
  const cart = useAtomValue(cartAtomFor(shopSeq, tableNum));
  const staleCart = isStaleCart(cart, token);
  // Decided once, when the home opens, and in its first render: the notice comes with the menu.
  const [queue, setQueue] = useState<OncePopup[]>(() => {
    const due: OncePopup[] = [];
    if (notice && readSession(FLAG.notice) !== 'true') due.push('notice');
    if (readSession(FLAG.firstVisit) !== 'true') due.push('firstVisit');
    return due;
  });
  const due = queue[0];
  const current: Popup | undefined =
    due === 'notice'
      ? 'notice'
      : staleCart
        ? 'staleCart'
        : // The first-time popup shows the promotion when there is one: not a welcome that turns into it.
          due === 'firstVisit' && promotionSettled
          ? 'firstVisit'
          : undefined;
  useEffect(() => {
    if (current === 'notice' || current === 'firstVisit') writeSession(FLAG[current], 'true');
  }, [current]);
  const next = () => setQueue((due) => due.slice(1));
  if (current === 'staleCart') {
    return (
      <Suspense fallback={null}>
        <StaleCartPrompt shopSeq={shopSeq} tableNum={tableNum} token={token} />
      </Suspense>
    );
  }
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {current === 'notice' ? (
        <NoticeDialog text={notice} onClose={next} />
      ) : (
        <FirstVisitPopup shopName={shopName} promotion={promotion} paymentWay={paymentWay} onClose={next} />
      )}
    </Suspense>
  );
}
