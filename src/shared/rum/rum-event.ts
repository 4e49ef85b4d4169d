/**
 * What a field-figures beacon may carry, and nothing more: a metric's value and what the browser
 * attributes it to, or an unexpected error's message and place, each with the screen it happened
 * on. Nothing personal: addresses lose their query (the table token), order ids in paths become
 * `:id`, and digits long enough to be a phone or card number, and token-like runs, are blotted out.
 */

export interface VitalEvent {
  kind: 'vital';
  name: string;
  value: number;
  rating: string;
  navigationType: string;
  page: string;
  attribution: Record<string, string | number>;
}

export interface ErrorEvent {
  kind: 'error';
  message: string;
  source: string;
  line: number;
  column: number;
  page: string;
}

export type RumEvent = VitalEvent | ErrorEvent;

const TEXT_LIMIT = 200;

/** A route's shape: the path without query or fragment, order and print-group ids as `:id`. */
export function pageOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (isIdLike(segment) ? ':id' : segment))
    .join('/');
}

/** A uuid, a gateway's order id (long with a run of digits), or any long opaque run. */
function isIdLike(segment: string): boolean {
  return (
    /^[0-9a-f-]{16,}$/i.test(segment) ||
    (segment.length >= 12 && /\d{6,}/.test(segment)) ||
    /^[A-Za-z0-9_-]{24,}$/.test(segment)
  );
}

/** An address as a beacon may name it: origin and path only, the path shaped as `pageOf` does. */
export function addressOf(address: string, pageOrigin: string): string {
  try {
    const url = new URL(address, pageOrigin);
    const path = pageOf(url.pathname);
    return url.origin === pageOrigin ? path : `${url.origin}${path}`;
  } catch {
    return '';
  }
}

/** Free text (an error's message, an element selector) with anything that could identify a diner blotted out. */
export function scrub(text: string): string {
  return text
    .replace(/(token|authorization|bearer)([=:\s]+)(bearer\s+)?\S+/gi, '$1$2…')
    .replace(/[A-Za-z0-9_.-]{24,}/g, '…')
    .replace(/\d[\d\s-]{5,}\d/g, '#')
    .slice(0, TEXT_LIMIT);
}

/** Keeps the attribution's numbers and short texts; drops entries and elements (they are not data). */
export function plainAttribution(attribution: object, pageOrigin: string): Record<string, string | number> {
  const plain: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(attribution)) {
    if (typeof value === 'number' && Number.isFinite(value)) plain[key] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string') plain[key] = key === 'url' ? addressOf(value, pageOrigin) : scrub(value);
  }
  return plain;
}

export interface Batcher {
  add(event: RumEvent): void;
  /** Sends what is waiting, in one beacon. */
  flush(): void;
}

/** At most this many events a page sends, whatever happens on it. */
export const PAGE_EVENT_LIMIT = 60;
/** A batch goes as soon as it holds this many; the rest wait for the page to be hidden. */
export const BATCH_SIZE = 10;

/** Events in batches: `send` gets a batch's JSON; a refused beacon is dropped, never retried. */
export function createBatcher(send: (body: string) => boolean): Batcher {
  let waiting: RumEvent[] = [];
  let taken = 0;
  const flush = () => {
    if (waiting.length === 0) return;
    const body = JSON.stringify({ v: 1, events: waiting });
    waiting = [];
    send(body);
  };
  return {
    add(event) {
      if (taken >= PAGE_EVENT_LIMIT) return;
      taken += 1;
      waiting.push(event);
      if (waiting.length >= BATCH_SIZE) flush();
    },
    flush,
  };
}
