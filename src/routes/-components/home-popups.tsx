import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import NoticeDialog from '../../features/shop/components/notice-dialog.tsx';
import type { PaymentWay } from '../../features/shop/payment-gateway.ts';
import { promotionAtom, promotionSettledAtom } from '../../features/shop/shop.atoms.ts';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

// The notice opens with the menu on a session's first visit, so it comes with the menu's code: as a
// lazy part it would wait for its file and then for React's pause before revealing suspended
// content, and the diner would see the menu, then the dialog drop over it a moment later. The
// first-visit popup only follows the notice (or opens on a shop without one) and stays lazy.
const FirstVisitPopup = lazy(() => import('../../features/shop/components/first-visit-popup.tsx'));

type Popup = 'notice' | 'firstVisit';

const FLAG = {
  notice: STORAGE_KEYS.session.noticeShown,
  firstVisit: STORAGE_KEYS.session.firstVisitPopupShown,
} as const;

export interface HomePopupsProps {
  notice: string;
  shopName: string;
  paymentWay: PaymentWay;
}

/**
 * The menu home's once-a-session popups, one after the other: the shop's notice, then the
 * first-time popup (the promotion when there is one, so it waits for the promotion's answer). Each
 * is marked as shown when it appears, so a reload does not bring it back.
 */
export function HomePopups({ notice, shopName, paymentWay }: HomePopupsProps) {
  // Read here, not by the menu home: the promotion may come after the menu is on screen, and its
  // arrival must not render the whole menu again.
  const promotion = useAtomValue(promotionAtom);
  const promotionSettled = useAtomValue(promotionSettledAtom);
  // Decided once, when the home opens, and in its first render: the notice comes with the menu.
  const [queue, setQueue] = useState<Popup[]>(() => {
    const due: Popup[] = [];
    if (notice && readSession(FLAG.notice) !== 'true') due.push('notice');
    if (readSession(FLAG.firstVisit) !== 'true') due.push('firstVisit');
    return due;
  });
  const due = queue[0];
  // The first-time popup shows the promotion when there is one: not a welcome that turns into it.
  const current = due === 'firstVisit' && !promotionSettled ? undefined : due;
  useEffect(() => {
    if (current) writeSession(FLAG[current], 'true');
  }, [current]);
  const next = () => setQueue((due) => due.slice(1));
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
