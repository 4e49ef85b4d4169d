/**
 * The waiting alert in the background (Periodic Background Sync, Chromium's installed apps): what
 * the page leaves for the worker, and what the worker decides on each wake-up. Pure, shared by
 * both sides; the worker only wires it to `fetch`, `showNotification` and the badge (src-sw/sw.ts).
 *
 * The page keeps one watch per registration whose alert is on, with the last position it knew and
 * the alert's words already in the diner's language (the worker has no catalogs). On each
 * `periodicsync` the worker asks for every watched registration, applies the page's own rule
 * (waiting-alert-rule.ts), shows what deserves it, and keeps or drops each watch.
 *
 * https://developer.mozilla.org/en-US/docs/Web/API/Web_Periodic_Background_Synchronization_API
 */
import { CALL_PATHS } from '../api/contract/paths.ts';
import { type AppNotification, waitingNotification } from './app-notification.ts';
import {
  type AlertText,
  type AlertTextKey,
  alertTextKey,
  isStillWaiting,
  type WaitingSeen,
  waitingAlert,
  waitingBadge,
} from './waiting-alert-rule.ts';

/** The periodic sync tag: one for all watched registrations, gone when none is left. */
export const WAITING_WATCH_TAG = 'waiting-alert';

/**
 * The shortest gap we ask for between background checks. A line moves a party every few minutes,
 * so asking more often would spend the phone's battery on answers that did not change; asking
 * less often could let the turn pass unseen. The browser decides the real pace, never shorter
 * than this (Chrome: by site engagement, and hours apart for a site seldom used).
 */
export const WAITING_WATCH_MIN_INTERVAL_MS = 15 * 60 * 1000;

/** A background check gives up on an answer after this long: the event's time is short. */
export const WAITING_WATCH_FETCH_TIMEOUT_MS = 10_000;

/** A waiting list lives for a day (numbers start over each day): an older watch is history. */
export const WAITING_WATCH_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface WaitingWatch {
  waitingUuid: string;
  /** The detail call (`CALL_PATHS.waitingDetail`) and its path params, under the API base. */
  detail: { path: string; params: Record<string, string> };
  /** The last position and status known, by the page or an earlier background check. */
  seen: WaitingSeen;
  /** When `seen` was loaded (ms since epoch): a newer answer is never overwritten by an older one. */
  seenAt: number;
  /** When the diner switched the alert on (ms since epoch). */
  since: number;
  /** The alert's words, written by the page in the diner's language, by `alertTextKey`. */
  texts: Partial<Record<AlertTextKey, AlertText>>;
}

/** The watch the page stores for a registration whose alert is on. */
export function newWaitingWatch(input: {
  waitingUuid: string;
  seen: WaitingSeen;
  seenAt: number;
  since: number;
  texts: Partial<Record<AlertTextKey, AlertText>>;
}): WaitingWatch {
  const { waitingUuid, seen, seenAt, since, texts } = input;
  return {
    waitingUuid,
    detail: { path: CALL_PATHS.waitingDetail, params: { waitingUuid } },
    seen: { waitingOrder: seen.waitingOrder, waitingStatus: seen.waitingStatus },
    seenAt,
    since,
    texts,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isWaitingSeen(value: unknown): value is WaitingSeen {
  return isRecord(value) && typeof value.waitingOrder === 'number' && typeof value.waitingStatus === 'string';
}

const isAlertText = (value: unknown): value is AlertText =>
  isRecord(value) && typeof value.title === 'string' && typeof value.body === 'string';

/** Whether a stored value is a well-formed watch (a shape from an older build is not). */
export function isWaitingWatch(value: unknown): value is WaitingWatch {
  if (!isRecord(value) || typeof value.waitingUuid !== 'string' || value.waitingUuid === '') return false;
  const { detail, texts } = value;
  return (
    isRecord(detail) &&
    typeof detail.path === 'string' &&
    isRecord(detail.params) &&
    Object.values(detail.params).every((param) => typeof param === 'string') &&
    isWaitingSeen(value.seen) &&
    typeof value.seenAt === 'number' &&
    typeof value.since === 'number' &&
    isRecord(texts) &&
    Object.values(texts).every(isAlertText)
  );
}

/** What one background ask for a registration's detail came back with. */
export type DetailAnswer =
  | { kind: 'fresh'; seen: WaitingSeen }
  /** The service no longer knows the registration (404, 410). */
  | { kind: 'gone' }
  /** No answer, a timeout, or an error worth asking again: the watch stays as it is. */
  | { kind: 'failed' };

export interface WatchStep {
  /** The notification to show, or null. */
  notify: AppNotification | null;
  /** The watch to keep, or null to drop it (finished, gone or out of date). */
  next: WaitingWatch | null;
}

/** One watch and one answer: what to tell the diner, and what to keep. */
export function watchStep(watch: WaitingWatch, answer: DetailAnswer, now: number): WatchStep {
  const expired = now - watch.since >= WAITING_WATCH_LIFETIME_MS;
  if (answer.kind === 'gone') return { notify: null, next: null };
  if (answer.kind === 'failed') return { notify: null, next: expired ? null : watch };
  const alert = waitingAlert(watch.seen, answer.seen);
  const text = alert ? (watch.texts[alertTextKey(alert)] ?? watch.texts.changed) : undefined;
  const notify = text ? waitingNotification(text, watch.waitingUuid) : null;
  const keep = isStillWaiting(answer.seen) && !expired;
  const { waitingOrder, waitingStatus } = answer.seen;
  return { notify, next: keep ? { ...watch, seen: { waitingOrder, waitingStatus }, seenAt: now } : null };
}

/** Where the watched store lives (IndexedDB in both page and worker; memory in tests). */
export interface WaitingWatchStore {
  put(watch: WaitingWatch): Promise<void>;
  get(waitingUuid: string): Promise<WaitingWatch | undefined>;
  list(): Promise<WaitingWatch[]>;
  remove(waitingUuid: string): Promise<void>;
}

export interface WatchRoundReport {
  notifications: AppNotification[];
  /** The app badge after the round: the nearest watched position within the turn, or 0. */
  badge: number;
  /** Watches left: none means the periodic sync can be unregistered. */
  remaining: number;
}

/**
 * One background check over every watch. Asks for each registration in turn (a phone rarely
 * waits in more than one line) and stores what each answer leaves. A watch the page rewrote
 * while this round asked (a newer `seenAt`) is the page's to keep: the round does not overwrite it.
 */
export async function watchRound(
  store: WaitingWatchStore,
  askDetail: (watch: WaitingWatch) => Promise<DetailAnswer>,
  now: () => number = Date.now,
): Promise<WatchRoundReport> {
  const notifications: AppNotification[] = [];
  const kept: WaitingWatch[] = [];
  for (const watch of await store.list()) {
    const step = watchStep(watch, await askDetail(watch), now());
    const current = await store.get(watch.waitingUuid);
    if (!current) continue;
    if (current.seenAt > watch.seenAt) {
      kept.push(current);
      continue;
    }
    if (step.notify) notifications.push(step.notify);
    if (step.next) {
      await store.put(step.next);
      kept.push(step.next);
    } else {
      await store.remove(watch.waitingUuid);
    }
  }
  return {
    notifications,
    badge: Math.max(0, ...kept.map((watch) => waitingBadge(watch.seen))),
    remaining: kept.length,
  };
}
