import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReceiptBody } from '../../../api/contract/calls.ts';
import { storedMessages } from '../../../shared/outbox/page-outbox.ts';
import { RECEIPT_REPLAYED_EVENT, readReplayed, replayOutcome } from '../receipt-queue.ts';
import { type ReceiptSendOutcome, sendSmartReceipt } from '../receipt-send.ts';

export type ReceiptSendStatus = 'idle' | 'sending' | ReceiptSendOutcome;

/** Whether the outbox (IndexedDB) still holds a receipt of this order. */
async function receiptWaiting(printGroupUuid: string): Promise<boolean> {
  const entries = await storedMessages();
  return entries.some(
    (entry) =>
      entry.call === 'receipt' && (entry.body as { printGroupUuid?: unknown }).printGroupUuid === printGroupUuid,
  );
}

/**
 * The smart receipt's send state for one order. While the outbox holds the send it is 'queued'
 * (across reloads and tabs too, read from the outbox itself) until the outbox reports its
 * delivery with a `receipt-replayed` event. `onReplayed` lets the page announce a replay that
 * lands while the sheet is closed.
 */
export function useReceiptSender(printGroupUuid: string, onReplayed?: (status: ReceiptSendOutcome) => void) {
  const [status, setStatus] = useState<ReceiptSendStatus>('idle');
  const sending = useRef(false);
  const replayedRef = useRef(onReplayed);
  replayedRef.current = onReplayed;

  useEffect(() => {
    let live = true;
    void receiptWaiting(printGroupUuid).then((waiting) => {
      if (live && waiting) setStatus((now) => (now === 'idle' ? 'queued' : now));
    });
    const onEvent = (event: Event) => {
      const replayed = readReplayed(event);
      if (!replayed || replayed.printGroupUuid !== printGroupUuid) return;
      const outcome = replayOutcome(replayed.status);
      setStatus(outcome);
      replayedRef.current?.(outcome);
    };
    window.addEventListener(RECEIPT_REPLAYED_EVENT, onEvent);
    return () => {
      live = false;
      window.removeEventListener(RECEIPT_REPLAYED_EVENT, onEvent);
    };
  }, [printGroupUuid]);

  const send = useCallback(async (body: ReceiptBody) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('sending');
    try {
      setStatus(await sendSmartReceipt(body));
    } catch (error) {
      console.warn('Sending the receipt failed', error);
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }, []);

  return { status, send };
}
