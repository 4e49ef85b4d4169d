/**
 * Replaying the offline queues, written for this app instead of Workbox's default:
 *
 * - Workbox drops an entry on any HTTP answer, 503 included. Here a 5xx, a 408, a 429 or a
 *   network failure keeps the entry (first in line again) and ends the round; the next sync, the
 *   next `online` or the next worker start tries again. Only an answer the service will repeat
 *   (2xx delivered, another 4xx refused) takes the entry off the queue.
 * - Workbox's queue is not safe for two replays at once (the sync event and the page's "replay
 *   now" message can coincide when the connection returns): one lock per queue runs them in turn.
 *
 * Each entry carries its Idempotency-Key header, so even a request the service got but whose
 * answer was lost is counted once when it comes again.
 */

/** What replaying one request produced. */
export type ReplayOutcome = { kind: 'response'; status: number } | { kind: 'network-error' };

/** delivered: done; keep: try again later, stop this round; drop: refused for good. */
export type ReplayDecision = 'delivered' | 'keep' | 'drop';

/**
 * @example replayDecision({ kind: 'response', status: 503 }) // 'keep'
 * @example replayDecision({ kind: 'response', status: 208 }) // 'delivered' (already sent)
 */
export function replayDecision(outcome: ReplayOutcome): ReplayDecision {
  if (outcome.kind === 'network-error') return 'keep';
  const { status } = outcome;
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 408 || status === 429) return 'keep';
  return 'drop';
}

/**
 * Whether a request that just failed on its first try goes to the queue (the page then gets a
 * "queued" answer instead). A network failure always does. A visit record is fire-and-forget,
 * so a busy service queues it too; a receipt the diner is waiting for shows the service's failure
 * instead, and the diner may send again.
 */
export function queueOnFirstTry(queue: 'history' | 'receipt', outcome: ReplayOutcome): boolean {
  if (outcome.kind === 'network-error') return true;
  return queue === 'history' && replayDecision(outcome) === 'keep';
}

/** The part of a Workbox `Queue` a replay needs (so tests can hand in a fake). */
export interface QueueEntry<Meta> {
  request: Request;
  timestamp?: number;
  metadata?: Meta;
}
export interface ReplayableQueue<Meta> {
  shiftRequest(): Promise<QueueEntry<Meta> | undefined>;
  unshiftRequest(entry: QueueEntry<Meta>): Promise<void>;
}

export interface ReplayReport {
  delivered: number;
  dropped: number;
  /** True when an entry was kept for later: the round stopped there. */
  postponed: boolean;
}

export interface ReplayOptions<Meta> {
  fetch: (request: Request) => Promise<Response>;
  /** Called for every entry taken off the queue (delivered or dropped), with the service's status. */
  onSettled?: (entry: QueueEntry<Meta>, decision: Exclude<ReplayDecision, 'keep'>, status: number) => void;
}

/** One round: replays entries in order until the queue is empty or an entry must wait. */
export async function replayQueue<Meta>(
  queue: ReplayableQueue<Meta>,
  { fetch, onSettled }: ReplayOptions<Meta>,
): Promise<ReplayReport> {
  const report: ReplayReport = { delivered: 0, dropped: 0, postponed: false };
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let outcome: ReplayOutcome;
    try {
      const response = await fetch(entry.request.clone());
      outcome = { kind: 'response', status: response.status };
      // Not awaited: the body is not needed, only the status.
      void response.body?.cancel().catch(() => undefined);
    } catch {
      outcome = { kind: 'network-error' };
    }
    const decision = replayDecision(outcome);
    if (decision === 'keep') {
      await queue.unshiftRequest(entry);
      report.postponed = true;
      return report;
    }
    if (decision === 'delivered') report.delivered += 1;
    else report.dropped += 1;
    onSettled?.(entry, decision, outcome.kind === 'response' ? outcome.status : 0);
  }
  return report;
}

/**
 * A lock: tasks run one after another, never two at once. A task that fails does not block the
 * next one.
 */
export function createLock(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
