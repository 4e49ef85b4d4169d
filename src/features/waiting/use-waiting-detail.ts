import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import { isAborted, isApiError } from '../../api/errors.ts';
import { getWaitingDetail } from './waiting.api.ts';
import { updateTicket, waitingTicketsAtom } from './waiting-tickets.atoms.ts';

export type WaitingDetail =
  /** Just loaded from the service. */
  | { kind: 'fresh'; registration: WaitingRegistration; seenAt: number }
  /** The service could not be reached: what this device saw last, at `seenAt`. */
  | { kind: 'kept'; registration: WaitingRegistration; seenAt: number }
  /** Nothing to show: the load failed and nothing was kept (`offline` says why). */
  | { kind: 'failed'; offline: boolean };

/** What a failed background refresh leaves on screen: the shown registration, marked kept when offline. */
function keepShown(shown: WaitingDetail | null, offline: boolean): WaitingDetail | null {
  if (!shown || shown.kind === 'failed') return null;
  return offline ? { ...shown, kind: 'kept' } : shown;
}

export interface WaitingDetailState {
  /** The last known detail while a (re)load runs; null before anything is known. */
  detail: WaitingDetail | null;
  loading: boolean;
  /** Loads again, showing that it does. */
  reload: () => Promise<void>;
  /** Loads again in the background: the screen keeps what it shows until the answer comes. */
  refresh: () => Promise<void>;
  /** The shop of the registration, when this device registered it. */
  shopSeq: number | null;
  /** The diner asked for the near-turn alert on this registration. */
  alertOn: boolean;
}

/**
 * A registration's detail, remembered on the device: shown at once from the last visit, refreshed
 * from the service, and kept on screen with its time when the service cannot be reached.
 */
export function useWaitingDetail(waitingUuid: string): WaitingDetailState {
  const tickets = useAtomValue(waitingTicketsAtom);
  const ticket = tickets.find((t) => t.waitingUuid === waitingUuid) ?? null;
  const kept: WaitingDetail | null = ticket?.registration
    ? { kind: 'kept', registration: ticket.registration, seenAt: ticket.seenAt }
    : null;
  const [detail, setDetail] = useState<WaitingDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const shopSeq = ticket && ticket.shopSeq > 0 ? ticket.shopSeq : null;
  const controllerRef = useRef<AbortController | null>(null);
  const loadingRef = useRef(false);

  const load = useCallback(
    async (quiet: boolean) => {
      // A background refresh never interrupts a load the diner asked for.
      if (quiet && loadingRef.current) return;
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      if (!quiet) setLoading(true);
      loadingRef.current = true;
      const fallback = (offline: boolean): WaitingDetail =>
        offline && keptRef.current ? keptRef.current : { kind: 'failed', offline };
      try {
        if (globalThis.navigator?.onLine === false) {
          setDetail(fallback(true));
          return;
        }
        const registration = await getWaitingDetail(waitingUuid, controller.signal);
        const seenAt = Date.now();
        setDetail({ kind: 'fresh', registration, seenAt });
        await updateTicket(waitingUuid, registration, seenAt, shopSeq ?? undefined);
      } catch (error) {
        if (isAborted(error)) return;
        if (!isApiError(error)) throw error;
        const offline = error.kind === 'offline' || error.kind === 'timeout';
        // A background refresh that fails keeps what is on screen; only a shown load reports it.
        if (quiet) setDetail((shown) => keepShown(shown, offline) ?? fallback(offline));
        else setDetail(fallback(offline));
      } finally {
        if (controllerRef.current === controller) {
          loadingRef.current = false;
          setLoading(false);
        }
      }
    },
    [waitingUuid, shopSeq],
  );
  const reload = useCallback(() => load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);

  useEffect(() => {
    void reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  return { detail: detail ?? kept, loading, reload, refresh, shopSeq, alertOn: ticket?.alertOn ?? false };
}
