/** The payment and order calls. None of the POSTs is ever retried by the client. */
import type { Pending } from '../../api/client.ts';
import type { OrderBody, OrderPlaced } from '../../api/contract/calls.ts';
import type { PaymentResult, PrintLogGroup, ShopInfo } from '../../api/contract/entities.ts';
import { request } from '../../shared/request.ts';

/** The customer phone number of a payment, as bare digits. */
export function getPhoneNumber(uuid: string, signal?: AbortSignal): Promise<string> {
  return request('phone', { query: { uuid }, signal });
}

/** `{ pending: true }` while the service answers 204 (not ready); polling is the caller's. */
export function getPaymentResult(mchtTrdNo: string, signal?: AbortSignal): Promise<Pending<PaymentResult>> {
  return request('paymentResult', { query: { mchtTrdNo }, signal });
}

export function getPrintLogGroup(printGroupUuid: string, signal?: AbortSignal): Promise<PrintLogGroup> {
  return request('printLogAll', { query: { printGroupUuid }, signal });
}

/** The order code; '' when the pos has not given one yet (the caller retries once). */
export async function getOrderNumber(printGroupUuid: string, signal?: AbortSignal): Promise<string> {
  return (await request('orderNumber', { path: { printGroupUuid }, signal })).trim();
}

/**
 * Cancels a card payment. Spec: only 200 is success, so another 2xx gives false (message
 * "cancel failed, ask the owner if it repeats"), and a failed call throws (message "cancel failed").
 */
export async function cancelPayment(printGroupUuid: string, orderNo: string): Promise<boolean> {
  const status = await request('paymentCancel', { path: { printGroupUuid }, body: { orderNo } });
  return status === 200;
}

/** Cancels a pending delivery or takeout order; the body is the shop info, as the service wants. */
export async function cancelOrder(orderNo: string, printGroupUuid: string, shopInfo: ShopInfo): Promise<void> {
  await request('orderCancel', { path: { orderNo, printGroupUuid }, body: shopInfo });
}

/**
 * Places the order before the card payment. The print group id names one order attempt, so it
 * is the default idempotency key: a double tap cannot place the order twice.
 */
export function placeOrder(
  body: OrderBody,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<OrderPlaced> {
  return request('placeOrder', {
    body,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey ?? body.printGroupUuid,
  });
}
