/**
 * The order number of the result page. For the pos `okpos` it comes from its own call, which may
 * answer empty while the pos has not numbered the order: one retry after 1 s (spec section 7).
 * Other pos codes number the order in the print log group.
 */
import type { PrintLogGroup, ShopInfo } from '../../api/contract/entities.ts';
import { type Pause, pause } from '../../api/deadline.ts';
import { isAborted } from '../../api/errors.ts';
import { orderNumberStep } from '../../shared/lib/retry.ts';
import { getOrderNumber } from './payment.api.ts';

export function numbersFromOwnCall(shop: Pick<ShopInfo, 'posCode'>): boolean {
  return shop.posCode?.trim().toLowerCase() === 'okpos';
}

/** The print log's order number, or null while the order has none. */
export function printLogOrderNumber(group: Pick<PrintLogGroup, 'orderStatus'>): string | null {
  const number = group.orderStatus?.orderNo?.trim();
  return number ? number : null;
}

export interface OrderNumberDeps {
  fetch?: (printGroupUuid: string, signal?: AbortSignal) => Promise<string>;
  sleep?: Pause;
}

/** The okpos order code, or null when it is still empty after the retry or the call fails. */
export async function loadOrderCode(
  printGroupUuid: string,
  signal?: AbortSignal,
  { fetch = getOrderNumber, sleep = pause }: OrderNumberDeps = {},
): Promise<string | null> {
  for (let retriesMade = 0; ; retriesMade += 1) {
    let code = '';
    try {
      code = await fetch(printGroupUuid, signal);
    } catch (error) {
      if (isAborted(error)) throw error;
      // A failed read counts as "no number yet": the page still shows everything else.
    }
    const step = orderNumberStep(code, retriesMade);
    if (step.kind === 'done') return step.orderCode;
    if (step.kind === 'missing') return null;
    await sleep(step.delayMs, signal);
  }
}
