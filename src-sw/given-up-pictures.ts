/**
 * The worker's side of pictures the page gave up (`src/shared/ui/pictures-waiting.ts`): each
 * picture fetch the worker makes for a page carries an abort signal, kept under that page's client
 * id and the address, and a PICTURES_GIVEN_UP from that page stops the fetches it names. The
 * page's own request has ended already, so nothing waits for them; stopped, they no longer hold a
 * connection, or the phone's bandwidth, that the pictures the diner stopped at need. Another
 * page's fetch of the same address is that page's and goes on. A fetch whose answer has begun
 * (its headers came) is left to finish and be kept, as before.
 */
import type { WorkboxPlugin } from 'workbox-core';

/**
 * How long the answer to a given-up picture is held back. The page has let go of it, but Chromium
 * ends the page's request a task after the picture lost its address, and the message that stops
 * the worker's fetch may come first: an error answered at once would land on a request still open
 * and be logged as a failed load. Held a while, it finds that request gone; and it still ends.
 */
export const GIVEN_UP_ANSWER_MS = 3_000;

/** The answer for a picture whose page gave it up, after `GIVEN_UP_ANSWER_MS`. */
export function givenUpAnswer(waitMs = GIVEN_UP_ANSWER_MS): Promise<Response> {
  return new Promise((resolve) =>
    setTimeout(() => resolve(new Response(null, { status: 504, statusText: 'Given up' })), waitMs),
  );
}

interface Open {
  key: string;
  controller: AbortController;
  request: Request;
}

export interface GivenUpPictures {
  /** For the picture route's strategy. */
  readonly plugin: WorkboxPlugin;
  /** Stops this page's fetches of these addresses; answers how many it stopped. */
  giveUp(clientId: string, urls: readonly string[]): number;
  /** Whether this request's fetch was stopped because its page gave it up. */
  wasGivenUp(request: Request): boolean;
  /** Fetches under way that a page could still give up. */
  openCount(): number;
}

const keyOf = (clientId: string, url: string) => `${clientId}\n${url}`;

function clientIdOf(event: ExtendableEvent | undefined): string {
  return event && 'clientId' in event && typeof event.clientId === 'string' ? event.clientId : '';
}

export function givenUpPictures(): GivenUpPictures {
  const open = new Map<string, Set<Open>>();
  const stopped = new WeakSet<Request>();

  function forget(entry: unknown): void {
    if (!entry || typeof entry !== 'object' || !('key' in entry)) return;
    const fetch = entry as Open;
    const same = open.get(fetch.key);
    same?.delete(fetch);
    if (same?.size === 0) open.delete(fetch.key);
  }

  const plugin: WorkboxPlugin = {
    requestWillFetch: async ({ request, event, state }) => {
      const clientId = clientIdOf(event);
      // A fetch no page asked for (a picture put in the cache for the page) has nobody to give it up.
      if (!clientId || !state) return request;
      const controller = new AbortController();
      const original = 'request' in event && event.request instanceof Request ? event.request : request;
      const entry: Open = { key: keyOf(clientId, request.url), controller, request: original };
      const same = open.get(entry.key) ?? new Set<Open>();
      same.add(entry);
      open.set(entry.key, same);
      state.givenUpEntry = entry;
      return new Request(request, { signal: controller.signal });
    },
    fetchDidSucceed: async ({ response, state }) => {
      forget(state?.givenUpEntry);
      return response;
    },
    fetchDidFail: async ({ state }) => {
      forget(state?.givenUpEntry);
    },
  };

  return {
    plugin,
    giveUp(clientId, urls) {
      let count = 0;
      for (const url of urls) {
        const key = keyOf(clientId, url);
        const same = open.get(key);
        if (!same) continue;
        open.delete(key);
        for (const fetch of same) {
          stopped.add(fetch.request);
          fetch.controller.abort();
          count += 1;
        }
      }
      return count;
    },
    wasGivenUp: (request) => stopped.has(request),
    openCount: () => [...open.values()].reduce((sum, same) => sum + same.size, 0),
  };
}
