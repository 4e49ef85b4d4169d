import { useCallback, useEffect, useState } from 'react';
import type { PaymentResult, PrintLogGroup } from '../../../api/contract/entities.ts';
import { isAborted } from '../../../api/errors.ts';
import { recordOrderStatus } from '../../order-log/public.ts';
import { loadOrderCode, numbersFromOwnCall, printLogOrderNumber } from '../order-number.ts';
import { orderFactsOf, recordPaidOrder } from '../paid-order.ts';
import { getPrintLogGroup } from '../payment.api.ts';
import { pollPaymentResult } from '../payment-poll.ts';

export type ReceiptState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; result: PaymentResult; group: PrintLogGroup };

/**
 * The result page's data: the payment result (waiting out a late 204 as the process page does),
 * the print log group and the order number. On the first load the paid order is logged on this
 * device and the cart empties (`recordPaidOrder`, once per order).
 */
export function useOrderReceipt(printGroupUuid: string) {
  const [state, setState] = useState<ReceiptState>({ phase: 'loading' });
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    const { signal } = controller;
    const load = async () => {
      const polled = await pollPaymentResult(printGroupUuid, signal);
      if (polled.kind !== 'ready') {
        if (polled.kind === 'failed') console.warn('Payment result failed', polled.error);
        return setState({ phase: 'failed' });
      }
      const group = await getPrintLogGroup(printGroupUuid, signal);
      setState({ phase: 'ready', result: polled.result, group });
      const status = group.orderStatus?.status;
      await recordPaidOrder(printGroupUuid, group, new Date(), orderFactsOf(polled.result, group));
      // An order logged before (a reload, a later visit) learns the state it has now.
      if (status) await recordOrderStatus(printGroupUuid, status);
      if (!numbersFromOwnCall(polled.result.shopInfo)) return setOrderNumber(printLogOrderNumber(group));
      setOrderNumber(await loadOrderCode(printGroupUuid, signal));
    };
    load().catch((error: unknown) => {
      if (signal.aborted || isAborted(error)) return;
      console.warn('Order information failed', error);
      setState((current) => (current.phase === 'ready' ? current : { phase: 'failed' }));
    });
    return () => controller.abort();
  }, [printGroupUuid, attempt]);

  /** Shows a newer copy of the group (after a cancel, or a status reloaded before one). */
  const replaceGroup = useCallback(
    (group: PrintLogGroup) => {
      setState((current) => (current.phase === 'ready' ? { ...current, group } : current));
      const status = group.orderStatus?.status;
      if (status) void recordOrderStatus(printGroupUuid, status);
    },
    [printGroupUuid],
  );

  return { state, orderNumber, retry, replaceGroup };
}
