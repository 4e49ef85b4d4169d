/**
 * Writing an order's state into the device's order log: the result page when it loads or after a
 * cancel, the history and start page after asking the service. Kept apart from the rules
 * (order-state.ts) because it touches the stored atom.
 */
import type { OrderStatusCode } from '../../api/contract/fields.ts';
import { store } from '../../shared/state/store.ts';
import { orderLogAtom } from '../cart/public.ts';
import { getOrderStatusCode } from './order-log.api.ts';
import { ordersToRefresh, withOrderStatus } from './order-state.ts';

export async function recordOrderStatus(printGroupUuid: string, status: OrderStatusCode): Promise<void> {
  const log = await store.get(orderLogAtom);
  const next = withOrderStatus(log, printGroupUuid, status);
  if (next !== log) await store.set(orderLogAtom, [...next]);
}

/**
 * Asks the service for the state of the newest open orders (of one shop, or of all) and writes
 * any change in place. A failed answer leaves the order as the phone knew it.
 */
export async function refreshOrderStates(shopSeq: number | null, signal: AbortSignal): Promise<void> {
  const log = await store.get(orderLogAtom);
  const uuids = ordersToRefresh(log, shopSeq);
  const answers = await Promise.allSettled(uuids.map((uuid) => getOrderStatusCode(uuid, signal)));
  if (signal.aborted) return;
  for (const [index, answer] of answers.entries()) {
    const uuid = uuids[index];
    if (answer.status === 'fulfilled' && answer.value && uuid) await recordOrderStatus(uuid, answer.value);
  }
}
