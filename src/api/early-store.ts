/**
 * What the boot script hands the app: the answers to calls it sent before the app's code arrived,
 * keyed by address. Shared by both sides so they agree on the key and the shape.
 */

export interface EarlyAnswer {
  /** The Authorization header it was sent with (null: none); a request with another is not served. */
  authorization: string | null;
  /** Null when it was not sent after all, or failed: the app then asks the network itself. */
  response: Promise<Response | null>;
  /** `performance.now()` when it was sent. */
  sentAt: number;
  /**
   * Stops the request when the app will not read its answer (it gave up waiting, or cannot use
   * it): an open request for an address holds up the browser's next one for the same address, and
   * the diner's "try again" would wait behind it.
   */
  abandon: () => void;
}

export type EarlyAnswers = Map<string, EarlyAnswer>;

declare global {
  interface Window {
    __tableOrderEarly?: EarlyAnswers;
  }
}

/**
 * One key per call whatever order its query parameters were written in.
 * @example earlyKey('http://a.test/api/x?b=2&a=1') === earlyKey('http://a.test/api/x?a=1&b=2')
 */
export function earlyKey(url: string): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${parsed.origin}${parsed.pathname}?${new URLSearchParams(params).toString()}`;
}
