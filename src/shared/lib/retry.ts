/**
 * Retry schedules as decisions, not timers: the caller waits the returned delay and asks again.
 * Keeping them pure lets the tests walk every attempt without fake clocks.
 */

/** Payment result (spec sections 4 and 9): up to 5 retries, doubling, only while the answer is 204. */
export const PAYMENT_POLL_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

/** Wait before the single retry of the order number and of a receipt send. */
export const SINGLE_RETRY_DELAY_MS = 1000;

/**
 * Delay before retry number `attempt + 1`, where `attempt` counts retries already made
 * (0 before the first retry), or 'give-up' once all five are spent.
 */
export function nextPaymentPoll(attempt: number): number | 'give-up' {
  return PAYMENT_POLL_DELAYS_MS[attempt] ?? 'give-up';
}

export type OrderNumberStep =
  | { kind: 'done'; orderCode: string }
  | { kind: 'retry'; delayMs: number }
  /** Still empty after the retry: the page goes on without an order number. */
  | { kind: 'missing' };

/** Order number (spec section 7): one retry after 1 s when the answer is empty. */
export function orderNumberStep(orderCode: string | null | undefined, retriesMade: number): OrderNumberStep {
  const code = orderCode?.trim() ?? '';
  if (code !== '') return { kind: 'done', orderCode: code };
  return retriesMade < 1 ? { kind: 'retry', delayMs: SINGLE_RETRY_DELAY_MS } : { kind: 'missing' };
}

export type ReceiptStep =
  | { kind: 'sent' }
  | { kind: 'already-sent' }
  /** The service will send this order's receipt no more (its limit per order). */
  | { kind: 'limit' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed' };

/**
 * Smart receipt send: 200 sent, 208 already sent (spec section 7); 409 the order's receipt has
 * reached the service's limit (docs/order-service.md); a server error (5xx) is retried once after
 * 1 s; anything else, or a second failure, is 'failed'. `status` is null when
 * no response came back at all (offline sends are queued by the service worker instead).
 */
export function receiptStep(status: number | null, retriesMade: number): ReceiptStep {
  if (status === 208) return { kind: 'already-sent' };
  if (status === 409) return { kind: 'limit' };
  if (status !== null && status >= 200 && status < 300) return { kind: 'sent' };
  if (status !== null && status >= 500 && status < 600 && retriesMade < 1) {
    return { kind: 'retry', delayMs: SINGLE_RETRY_DELAY_MS };
  }
  return { kind: 'failed' };
}
