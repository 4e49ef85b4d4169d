import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Marks the extra history entry the result page stands on. */
const GUARD = 'resultBackGuard';

function onGuard(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && GUARD in state;
}

/**
 * Back from the result page goes to the table's menu, never to the pages behind it: a gateway's
 * card page (the gateway opened it with a plain navigation, and its form post returned here, so it
 * sits right behind this page; approving there again would look like a second payment) or the
 * payment page of a cart that is now empty. The app cannot remove those entries, so the page
 * stands on one more entry of its own; Back leaves that one, and the page then replaces itself
 * with the menu. A reload keeps the entry, so the guard is set once.
 */
export function useBackLeavesResult(table: { shopSeq: number; tableNum: number } | null): void {
  const navigate = useNavigate();
  const shopSeq = table?.shopSeq ?? 0;
  const tableNum = table?.tableNum ?? 0;
  useEffect(() => {
    if (shopSeq === 0) return;
    if (!onGuard()) {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [GUARD]: true }, '', window.location.href);
    }
    const onPop = () => {
      if (onGuard()) return;
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
