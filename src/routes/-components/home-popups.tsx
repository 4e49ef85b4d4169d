import { lazy, Suspense, useEffect, useState } from 'react';
import type { Promotion } from '../../api/contract/entities.ts';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

const NoticeDialog = lazy(() => import('../../features/shop/components/notice-dialog.tsx'));
const FirstVisitPopup = lazy(() => import('../../features/shop/components/first-visit-popup.tsx'));

type Popup = 'notice' | 'firstVisit';

const FLAG = {
  notice: STORAGE_KEYS.session.noticeShown,
  firstVisit: STORAGE_KEYS.session.firstVisitPopupShown,
} as const;

export interface HomePopupsProps {
  notice: string;
  shopName: string;
  promotion: Promotion | null;
  paysAtTable: boolean;
}

/**
 * The menu home's once-a-session popups, one after the other: the shop's notice, then the
 * first-time popup (the promotion when there is one). Each is marked as shown when it appears,
 * so a reload does not bring it back.
 */
export function HomePopups({ notice, shopName, promotion, paysAtTable }: HomePopupsProps) {
  const [queue, setQueue] = useState<Popup[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the home opens
  useEffect(() => {
    const due: Popup[] = [];
    if (notice && readSession(FLAG.notice) !== 'true') due.push('notice');
    if (readSession(FLAG.firstVisit) !== 'true') due.push('firstVisit');
    setQueue(due);
  }, []);
  const current = queue[0];
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
        <FirstVisitPopup shopName={shopName} promotion={promotion} paysAtTable={paysAtTable} onClose={next} />
      )}
    </Suspense>
  );
}
