/**
 * Cancelling a delivery or takeout order while it is pending (spec sections 5 and 8). The status
 * is reloaded first: an order the shop accepted or cancelled meanwhile is not cancelled again.
 * A card payment is cancelled at the payment service (`cancelPayment`, with the order number), an
 * order paid at the counter at the order service (`cancelOrder`, with the shop info).
 *
 * Outcomes map to the spec's messages: the service answered with anything but success →
 * 'refused' ("… ask the owner if it repeats"); no answer at all (no connection, timeout) →
 * 'failed' ("cancelling failed").
 */
import type { PrintLogGroup, ShopInfo } from '../../api/contract/entities.ts';
import { isApiError } from '../../api/errors.ts';
import { cancelOrder, cancelPayment, getPrintLogGroup } from './payment.api.ts';
import { cancelPrecheck } from './payment-rules.ts';

export type CancelOutcome = 'canceled' | 'alreadyOrderCompleted' | 'alreadyOrderCanceled' | 'refused' | 'failed';

export interface CancelRequest {
  printGroupUuid: string;
  /** The order was paid by card (the payment result carries an approval). */
  cardPayment: boolean;
  shopInfo: ShopInfo;
}

export interface CancelDeps {
  reload?: (printGroupUuid: string) => Promise<PrintLogGroup>;
  cancelCard?: (printGroupUuid: string, orderNo: string) => Promise<boolean>;
  cancelCounter?: (orderNo: string, printGroupUuid: string, shopInfo: ShopInfo) => Promise<void>;
}

export interface CancelResult {
  outcome: CancelOutcome;
  /** The reloaded group, when the reload worked (the screen shows its status; CANCEL once cancelled). */
  group: PrintLogGroup | null;
}

function failureOutcome(error: unknown): CancelOutcome {
  if (!isApiError(error)) throw error;
  return error.kind === 'http' ? 'refused' : 'failed';
}

/** The service confirmed the cancel: the group as it now stands, without another round trip. */
function asCancelled(group: PrintLogGroup): PrintLogGroup {
  return group.orderStatus ? { ...group, orderStatus: { ...group.orderStatus, status: 'CANCEL' } } : group;
}

export async function cancelPendingOrder(
  request: CancelRequest,
  { reload = getPrintLogGroup, cancelCard = cancelPayment, cancelCounter = cancelOrder }: CancelDeps = {},
): Promise<CancelResult> {
  let group: PrintLogGroup;
  try {
    group = await reload(request.printGroupUuid);
  } catch (error) {
    return { outcome: failureOutcome(error), group: null };
  }
  const precheck = cancelPrecheck(group.orderStatus?.status);
  if (!precheck.ok) return { outcome: precheck.reason, group };
  const orderNo = group.orderStatus?.orderNo?.trim();
  if (!orderNo) return { outcome: 'refused', group };
  try {
    if (request.cardPayment) {
      const ok = await cancelCard(request.printGroupUuid, orderNo);
      return ok ? { outcome: 'canceled', group: asCancelled(group) } : { outcome: 'refused', group };
    }
    await cancelCounter(orderNo, request.printGroupUuid, request.shopInfo);
    return { outcome: 'canceled', group: asCancelled(group) };
  } catch (error) {
    return { outcome: failureOutcome(error), group };
  }
}

/**
 * `cancelPendingOrder` for a screen: always an outcome, so the screen's "cancelling" always ends.
 * A failure that is not the service's (a bug of ours) is logged and told as 'failed'.
 */
export async function cancelForScreen(request: CancelRequest, deps: CancelDeps = {}): Promise<CancelResult> {
  try {
    return await cancelPendingOrder(request, deps);
  } catch (error) {
    console.error('cancelling the order failed unexpectedly', error);
    return { outcome: 'failed', group: null };
  }
}
