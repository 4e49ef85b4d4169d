import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffCallReason } from '../../api/contract/staff-call.ts';
import { flushNow } from '../../shared/outbox/page-outbox.ts';
import { currentToken } from '../session/public.ts';
import { getStaffCallState, queuedStaffCallKeys, sendStaffCall } from './staff-call.api.ts';
import { readKeptCalls, writeKeptCalls } from './staff-call-store.ts';
import {
  awaitsAnswer,
  type KeptCall,
  pruneCalls,
  reasonWait,
  STAFF_CALL_POLL_MS,
  staffCallKey,
  withServiceState,
} from './staff-calls.ts';
import { browserPage, watchWhileShown } from './watch-while-shown.ts';

/**
 * The staff calls of one table as this tab made them: `call(reason)` sends one (through the
 * outbox), and while a call waits for the signal or for the staff's answer the state is looked at
 * every few seconds, at once when the signal returns or the page is shown again, never while the
 * page is hidden.
 */
export function useStaffCalls(shopSeq: number, tableNum: number, enabled: boolean) {
  const [calls, setCalls] = useState<KeptCall[]>(() => readKeptCalls(shopSeq, tableNum));
  const current = useRef(calls);

  const update = useCallback(
    (change: (calls: KeptCall[]) => KeptCall[]) => {
      const next = pruneCalls(change(current.current), Date.now());
      current.current = next;
      writeKeptCalls(shopSeq, tableNum, next);
      setCalls(next);
    },
    [shopSeq, tableNum],
  );

  const settle = useCallback(
    (key: string, status: KeptCall['status']) =>
      update((all) => all.map((call) => (call.key === key ? { ...call, status, settledAt: Date.now() } : call))),
    [update],
  );

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const kept = current.current;
      const queued = kept.filter((call) => call.status === 'queued');
      const stillQueued = queued.length ? await queuedStaffCallKeys() : new Set<string>();
      // Delivered (or turned down) by an outbox round of this page, another tab or the worker.
      const left = queued.filter((call) => !stillQueued.has(call.key));
      if (!left.length && !awaitsAnswer(kept, Date.now())) return;
      const state = await getStaffCallState(shopSeq, tableNum, signal);
      const now = Date.now();
      update((all) => {
        const next = withServiceState(all, state.calls, now);
        // Gone from the outbox and unknown to the service: refused for good.
        return next.map((call) =>
          call.status === 'queued' && left.some((gone) => gone.key === call.key)
            ? { ...call, status: 'refused', settledAt: now }
            : call,
        );
      });
    },
    [shopSeq, tableNum, update],
  );

  const needsWatch = calls.some((call) => call.status === 'queued') || awaitsAnswer(calls, Date.now());
  useEffect(() => {
    if (!enabled || !needsWatch) return;
    const controller = new AbortController();
    const stop = watchWhileShown(
      () => refresh(controller.signal).catch((error: unknown) => console.warn('staff call state not read', error)),
      // Back online: the outbox's round first, so the state read after it finds the call delivered.
      { everyMs: STAFF_CALL_POLL_MS, page: browserPage, beforeOnlineLook: flushNow },
    );
    return () => {
      controller.abort();
      stop();
    };
  }, [enabled, needsWatch, refresh]);

  const call = useCallback(
    async (reason: StaffCallReason) => {
      const token = currentToken();
      const requestedAt = Date.now();
      if (!token || reasonWait(current.current, reason, requestedAt) > 0) return;
      const key = staffCallKey(shopSeq, tableNum, reason, requestedAt);
      update((all) => [...all, { key, reason, requestedAt, status: 'queued' }]);
      try {
        const body = { shopSeq, tableNum, reason, requestedAt: new Date(requestedAt).toISOString() };
        const outcome = await sendStaffCall(body, key, token);
        if (outcome !== 'queued') settle(key, outcome);
      } catch (error) {
        console.warn('staff call not sent', error);
        settle(key, 'refused');
      }
    },
    [shopSeq, tableNum, update, settle],
  );

  return { calls, call };
}
