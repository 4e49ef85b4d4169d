/**
 * The page ↔ worker protocol: the messages each side posts to the other and the response headers
 * the worker adds. Pure data and guards, imported by both the worker (`src-sw/sw.ts`) and the
 * page (`src/shared/sw/bridge.ts`, `src/api/client.ts`), so the two can never drift apart.
 */

/** On a synthetic answer: the request was not sent but queued for replay (`'1'`). */
export const QUEUED_HEADER = 'X-Queued';
/** Status of that synthetic answer: 202 Accepted, "taken, not done yet". */
export const QUEUED_STATUS = 202;
/** On an answer from the worker's cache: when the data was fetched (ISO 8601). */
export const FROM_CACHE_HEADER = 'X-From-Cache-Date';

/** The calls the outbox carries (see outbox.ts): visit records and smart-receipt sends. */
export const QUEUE_NAMES = ['history', 'receipt'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export type PageMessage =
  /** Activate the waiting worker (the diner agreed to the new version). workbox-window sends it. */
  | { type: 'SKIP_WAITING' }
  /**
   * Run an outbox round in the worker now. The page sends it at start and on `online`; the page
   * runs its own rounds too, and the outbox's Web Lock keeps the two from sending at once.
   */
  | { type: 'REPLAY_QUEUES' }
  /**
   * Put these addresses through the worker's runtime routes (workbox-routing's own message), so
   * data the first visit loaded before the worker took control is cached as well.
   */
  | { type: 'CACHE_URLS'; payload: { urlsToCache: (string | [string, RequestInit])[] } }
  /**
   * The page let go of pictures before they arrived, and no other picture on it waits for these
   * addresses: the worker stops its own fetches of them for this page (given-up-pictures.ts).
   */
  | { type: 'PICTURES_GIVEN_UP'; payload: { urls: string[] } };

/** At most this many addresses in one PICTURES_GIVEN_UP (a section's pictures are about 200). */
export const MOST_GIVEN_UP_URLS = 2_000;

export type WorkerMessage =
  /**
   * The worker's outbox round delivered a receipt and the service answered `status` (200 sent,
   * 208 already sent, a 4xx refused). 5xx, 429 and network failures are not reported: the entry stays.
   */
  | { type: 'RECEIPT_REPLAYED'; printGroupUuid: string; status: number }
  /** A request was queued: the page may tell the diner it will go out once online. */
  | { type: 'REQUEST_QUEUED'; queue: QueueName };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUrlEntry(entry: unknown): boolean {
  if (typeof entry === 'string') return true;
  return Array.isArray(entry) && typeof entry[0] === 'string' && (entry.length === 1 || isRecord(entry[1]));
}

export function isQueueName(value: unknown): value is QueueName {
  return typeof value === 'string' && (QUEUE_NAMES as readonly string[]).includes(value);
}

/** Whether `data` is a message the worker understands (anything else is ignored). */
export function isPageMessage(data: unknown): data is PageMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'SKIP_WAITING':
    case 'REPLAY_QUEUES':
      return true;
    case 'CACHE_URLS': {
      const payload = data.payload;
      return isRecord(payload) && Array.isArray(payload.urlsToCache) && payload.urlsToCache.every(isUrlEntry);
    }
    case 'PICTURES_GIVEN_UP': {
      const urls = isRecord(data.payload) ? data.payload.urls : undefined;
      return Array.isArray(urls) && urls.length <= MOST_GIVEN_UP_URLS && urls.every((url) => typeof url === 'string');
    }
    default:
      return false;
  }
}

/** Whether `data` is a message the page understands (other workers' or extensions' are ignored). */
export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'RECEIPT_REPLAYED':
      return (
        typeof data.printGroupUuid === 'string' &&
        data.printGroupUuid !== '' &&
        typeof data.status === 'number' &&
        Number.isInteger(data.status)
      );
    case 'REQUEST_QUEUED':
      return isQueueName(data.queue);
    default:
      return false;
  }
}

/** The synthetic answer to a request the worker queued instead of sending. */
export function queuedResponseInit(): ResponseInit {
  return { status: QUEUED_STATUS, headers: { [QUEUED_HEADER]: '1', 'Content-Type': 'application/json' } };
}

/** Whether a response is the worker's "queued, not sent" answer. */
export function isQueuedResponse(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  return response.status === QUEUED_STATUS && response.headers.get(QUEUED_HEADER) === '1';
}

/** ms since epoch of the cached data a response carries, or null when it came from the network. */
export function cachedAtOf(response: { headers: { get(name: string): string | null } }): number | null {
  const value = response.headers.get(FROM_CACHE_HEADER);
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
