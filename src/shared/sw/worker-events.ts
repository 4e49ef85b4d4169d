/**
 * The window events that carry the worker's reports (`bridge.ts` turns its messages into them):
 * names and details alone, so the page's outbox can raise one without bringing the worker's
 * messaging code into the first load.
 *
 *   'receipt-replayed'  detail { printGroupUuid, status }: a smart receipt sent while offline
 *                       went out; `status` is the order service's answer (200 sent, 208 already
 *                       sent, another 4xx refused).
 *   'request-queued'    detail { queue }: a visit record or receipt was queued for later.
 */
import type { QueueName } from '../../worker-contract/messages.ts';

export const RECEIPT_REPLAYED_EVENT = 'receipt-replayed';
export const REQUEST_QUEUED_EVENT = 'request-queued';

export interface ReceiptReplayedDetail {
  printGroupUuid: string;
  status: number;
}

export interface RequestQueuedDetail {
  queue: QueueName;
}
