/**
 * What the table routes decide as the session verdict (`tableSessionAtom`) changes after their
 * screen opened: the guards fill it from the phone first and the session check later, so a route
 * follows it here rather than taking it once from its guard.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer } from 'react';
import { LIVE_VERDICT_MAX_AGE_MS } from '../../features/session/device-first.ts';
import { canOrder } from '../../features/session/session.atoms.ts';
import { useTableSession } from '../../features/session/use-table-session.ts';
import { useOnline } from '../../shared/lib/use-online.ts';
import { recheckSession } from './table-guard.ts';

/**
 * A check that answers 'expired' after the screen opened moves the diner to the expired page, as
 * the guard would have (the cart stays on the phone for the next scan); an HTTP failure of the
 * check goes to the error page (spec section 8).
 */
export function useSessionWatch(shopSeq: number, tableNum: number): void {
  const verdict = useTableSession(shopSeq, tableNum)?.verdict;
  const navigate = useNavigate();
  useEffect(() => {
    const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };
    if (verdict === 'expired') void navigate({ to: '/expired/$shopSeq/$tableNum', params, replace: true });
    else if (verdict === 'error') void navigate({ to: '/error', replace: true });
  }, [verdict, shopSeq, tableNum, navigate]);
}

/**
 * Whether the diner may pay now: a live verdict younger than the bound. When the verdict ages
 * past it, or the connection comes back, the service is asked again, and the answer re-enables pay.
 */
export function useMayOrder(shopSeq: number, tableNum: number): boolean {
  const session = useTableSession(shopSeq, tableNum);
  const online = useOnline();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const may = canOrder(session, shopSeq, tableNum);
  const checkedAt = session?.checkedAt;
  // A young verdict: look again when it is no longer young.
  useEffect(() => {
    if (!may || checkedAt === undefined) return undefined;
    const timer = setTimeout(rerender, Math.max(0, checkedAt + LIVE_VERDICT_MAX_AGE_MS - Date.now()) + 1);
    return () => clearTimeout(timer);
  }, [may, checkedAt]);
  // No young verdict: ask once, and again whenever the connection comes back.
  useEffect(() => {
    if (!may && online) recheckSession(shopSeq, tableNum).catch(() => undefined);
  }, [may, online, shopSeq, tableNum]);
  return may;
}
