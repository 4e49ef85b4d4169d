import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { guardStateOver, isGuardEntry, leftBackwards, routerIndexOf } from '../result-back-guard.ts';

/**
 * Back from the result page goes to the table's menu, never to the pages behind it: a gateway's
 * card page (the gateway opened it with a plain navigation, and its form post returned here, so it
 * sits right behind this page; approving there again would look like a second payment) or the
 * payment page of a cart that is now empty. The app cannot remove those entries, so the page
 * stands on one more entry of its own; Back leaves that one, and the page then replaces itself
 * with the menu. A reload keeps the entry, so the guard is set once. Only Back does this: a move
 * forward goes where it leads (`result-back-guard.ts`).
 */
export function useBackLeavesResult(table: { shopSeq: number; tableNum: number } | null): void {
  const navigate = useNavigate();
  const shopSeq = table?.shopSeq ?? 0;
  const tableNum = table?.tableNum ?? 0;
  useEffect(() => {
    if (shopSeq === 0) return;
    if (!isGuardEntry(window.history.state)) {
      window.history.pushState(guardStateOver(window.history.state), '', window.location.href);
    }
    const guardIndex = routerIndexOf(window.history.state);
    const onPop = () => {
      if (!leftBackwards(guardIndex, window.history.state)) return;
      void navigate({
        to: '/list/$shopSeq/$tableNum',
        params: { shopSeq: String(shopSeq), tableNum: String(tableNum) },
        replace: true,
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [shopSeq, tableNum, navigate]);
}
