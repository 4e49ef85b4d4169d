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

/**
 * Applied to the log as IndexedDB holds it, in the same transaction as the write: an order
 * another tab logged a moment ago is never written over with this tab's older copy.
 */
export async function recordOrderStatus(printGroupUuid: string, status: OrderStatusCode): Promise<void> {
  const log = await store.get(orderLogAtom);
  // This tab's copy holds the order with that status already: nothing to write.
  const known = log.some((e) => e.printGroupUuid === printGroupUuid);
  if (known && withOrderStatus(log, printGroupUuid, status) === log) return;
  await store.set(orderLogAtom, (stored) => [...withOrderStatus(stored, printGroupUuid, status)]);
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
