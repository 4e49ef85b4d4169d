/**
 * The page's side of the page ↔ worker protocol (`src/worker-contract/messages.ts`). The worker's reports
 * become window events any screen can listen to without knowing about service workers
 * (`worker-events.ts` names them).
 */
import { timeoutSignal, untilAborted } from '../../api/deadline.ts';
import { isWorkerMessage, type PageMessage } from '../../worker-contract/messages.ts';
import {
  RECEIPT_REPLAYED_EVENT,
  REQUEST_QUEUED_EVENT,
  type ReceiptReplayedDetail,
  type RequestQueuedDetail,
} from './worker-events.ts';

export { RECEIPT_REPLAYED_EVENT, REQUEST_QUEUED_EVENT };

/** Turns one message from the worker into its window event; anything else is ignored. */
export function dispatchWorkerMessage(data: unknown, target: EventTarget): void {
  if (!isWorkerMessage(data)) return;
  if (data.type === 'RECEIPT_REPLAYED') {
    const detail: ReceiptReplayedDetail = { printGroupUuid: data.printGroupUuid, status: data.status };
    target.dispatchEvent(new CustomEvent(RECEIPT_REPLAYED_EVENT, { detail }));
  } else {
    const detail: RequestQueuedDetail = { queue: data.queue };
    target.dispatchEvent(new CustomEvent(REQUEST_QUEUED_EVENT, { detail }));
  }
}

/**
 * Posts a message to the active worker. With `reply`, waits for the worker's answer on a
 * MessageChannel (null when there is no worker or it does not answer in time).
 */
export async function postToWorker(
  message: PageMessage,
  options: { reply?: boolean; timeoutMs?: number } = {},
): Promise<unknown> {
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active;
  if (!worker) return null;
  if (!options.reply) {
    worker.postMessage(message);
    return null;
  }
  const answer = new Promise<unknown>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
  return untilAborted(answer, timeoutSignal(options.timeoutMs ?? 10_000)).catch(() => null);
}

/**
 * Asks the worker to replay its offline queues. Browsers without the Background Sync API replay
 * only when the worker starts; this covers coming back online in an open tab. The worker's lock
 * makes a replay that coincides with the browser's own sync harmless.
 */
export function requestReplay(): Promise<unknown> {
  if (!navigator.onLine) return Promise.resolve(null);
  return postToWorker({ type: 'REPLAY_QUEUES' });
}

/** Listens to the worker for the life of the page, and replays the queues now and on `online`. */
export function startWorkerBridge(): void {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<unknown>) => dispatchWorkerMessage(event.data, window));
  // Messages wait in the client's queue until this (or onmessage) opens it.
  container.startMessages();
  window.addEventListener('online', () => {
    void requestReplay();
  });
  void requestReplay();
}
