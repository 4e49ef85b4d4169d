/**
 * The smart receipt as the service sends it: built from the order the service holds, never from
 * the values the page claims, and sent a limited number of times per order. The page's body names
 * the order and the phone; its shop name, price, date and link are what the page believes, and
 * they are set aside (a text message with a restaurant's name and a link in it is worth forging).
 *
 * Pure over the state it is given, the clock included.
 */
import type { ReceiptBody } from '../src/api/contract/calls.ts';
import { ApiError } from './http.ts';
import { requireOrder, requireShop } from './lookup.ts';
import { paymentResultOf } from './order-views.ts';
import type { DemoState, OrderRecord, ReceivedReceipt } from './state.ts';

export const RECEIPT_LIMITS = {
  /** Different phone numbers one order's receipt may go to (a mistyped number, then the right one). */
  phonesPerOrder: 3,
  /** Messages one order's receipt may cause in all. */
  sendsPerOrder: 5,
  /** Within this time a second send to the same phone is "already sent" and sends nothing. */
  perPhoneIntervalMs: 60_000,
} as const;

/** What the text message says: every value from the order the service holds. */
export type ReceiptMessage = ReceivedReceipt['message'];

export type ReceiptDecision = { kind: 'send'; message: ReceiptMessage } | { kind: 'already-sent' };

/** The address a diner opens the receipt at, on the app's own origin. */
export function receiptLink(appOrigin: string, printGroupUuid: string): string {
  return `${appOrigin.replace(/\/+$/, '')}/payment/receipt/${encodeURIComponent(printGroupUuid)}`;
}

export function receiptMessageOf(
  state: DemoState,
  order: OrderRecord,
  phoneNumber: string,
  appOrigin: string,
): ReceiptMessage {
  const result = paymentResultOf(requireShop(state, order.shopSeq), order);
  return {
    phoneNumber,
    printGroupUuid: order.printGroupUuid,
    shopSeq: order.shopSeq,
    storeName: result.shopInfo.shopName,
    productPrice: result.trdAmt,
    orderDate: result.trdDtm,
    urlMobile: receiptLink(appOrigin, order.printGroupUuid),
  };
}

/**
 * Whether this request sends a message, answers "already sent", or is refused (thrown). A request
 * that sends is recorded in `sends`; the caller records its idempotency key.
 */
export function decideReceipt(
  state: DemoState,
  body: Pick<ReceiptBody, 'printGroupUuid' | 'shopSeq' | 'phoneNumber'>,
  appOrigin: string,
  now: Date,
): ReceiptDecision {
  const order = requireOrder(state, body.printGroupUuid);
  // Told apart from an unknown order only by who asks: the id alone must not reveal another shop's order.
  if (order.shopSeq !== body.shopSeq) {
    throw new ApiError(404, 'unknown_order', `There is no order ${body.printGroupUuid} at shop ${body.shopSeq}.`);
  }
  if (order.state === 'AWAITING_PAYMENT') {
    throw new ApiError(409, 'not_placed', 'This order has not been paid yet: there is no receipt to send.');
  }
  const sends = state.receiptSends.get(order.printGroupUuid) ?? [];
  const toThisPhone = sends.filter((send) => send.phoneNumber === body.phoneNumber);
  const last = toThisPhone.at(-1);
  if (last && now.getTime() - last.at.getTime() < RECEIPT_LIMITS.perPhoneIntervalMs) return { kind: 'already-sent' };
  const phones = new Set(sends.map((send) => send.phoneNumber));
  if (!phones.has(body.phoneNumber) && phones.size >= RECEIPT_LIMITS.phonesPerOrder) {
    throw new ApiError(
      409,
      'receipt_limit',
      `This order's receipt has gone to ${RECEIPT_LIMITS.phonesPerOrder} phone numbers already.`,
    );
  }
  if (sends.length >= RECEIPT_LIMITS.sendsPerOrder) {
    throw new ApiError(409, 'receipt_limit', `This order's receipt has been sent ${sends.length} times already.`);
  }
  state.receiptSends.set(order.printGroupUuid, [...sends, { phoneNumber: body.phoneNumber, at: now }]);
  return { kind: 'send', message: receiptMessageOf(state, order, body.phoneNumber, appOrigin) };
}
