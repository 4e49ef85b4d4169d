import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../api/client.ts';
import type { ReceiptBody } from '../../../api/contract/calls.ts';
import {
  clearReceiptQueued,
  markReceiptQueued,
  queuedReceiptFor,
  RECEIPT_REPLAYED_EVENT,
  readReplayed,
  replayOutcome,
} from '../receipt-queue.ts';
import { type ReceiptSendOutcome, sendSmartReceipt } from '../receipt-send.ts';

export type ReceiptSendStatus = 'idle' | 'sending' | ReceiptSendOutcome;

/**
 * The smart receipt's send state for one order. A send made offline stays 'queued' (across
 * reloads too) until the offline layer reports its replay with a `receipt-replayed` event.
 * `onReplayed` lets the page announce a replay that lands while the sheet is closed.
 */
export function useReceiptSender(printGroupUuid: string, onReplayed?: (status: ReceiptSendOutcome) => void) {
  const [status, setStatus] = useState<ReceiptSendStatus>(() => (queuedReceiptFor(printGroupUuid) ? 'queued' : 'idle'));
  const sending = useRef(false);
  const replayedRef = useRef(onReplayed);
  replayedRef.current = onReplayed;

  useEffect(() => {
    const onEvent = (event: Event) => {
      const replayed = readReplayed(event);
      if (!replayed || replayed.printGroupUuid !== printGroupUuid) return;
      const outcome = replayOutcome(replayed.status);
      clearReceiptQueued(printGroupUuid);
      setStatus(outcome);
      replayedRef.current?.(outcome);
    };
    window.addEventListener(RECEIPT_REPLAYED_EVENT, onEvent);
    return () => window.removeEventListener(RECEIPT_REPLAYED_EVENT, onEvent);
  }, [printGroupUuid]);

  const send = useCallback(
    async (body: ReceiptBody) => {
      if (sending.current) return;
      sending.current = true;
      setStatus('sending');
      try {
        const outcome = await sendSmartReceipt(body, newIdempotencyKey());
        if (outcome === 'queued') markReceiptQueued({ printGroupUuid, phoneNumber: body.phoneNumber });
        else clearReceiptQueued(printGroupUuid);
        setStatus(outcome);
      } catch (error) {
        console.warn('Sending the receipt failed', error);
        setStatus('failed');
      } finally {
        sending.current = false;
      }
    },
    [printGroupUuid],
  );

  return { status, send };
}
