/**
 * How a phone hears the table's cart while the page is shown: the event stream where it works,
 * asking every `pollMs` where it does not (refused, not a stream, broken, or silent for longer
 * than `idleMs`). Nothing runs while the page is hidden; on return the cart is asked for at once
 * and the stream tried again. Every wait is bounded: opening and each ask by `callMs`, a stream by
 * its silence.
 */
import * as v from 'valibot';
import { TABLE_CART_EVENT, type TableCartState, TableCartStateSchema } from '../../api/contract/table-cart.ts';
import { deadline, pause } from '../../api/deadline.ts';
import { parseSse } from './sse.ts';

export interface FeedDeps {
  open: (signal: AbortSignal) => Promise<Response>;
  poll: (signal: AbortSignal) => Promise<TableCartState>;
  onState: (state: TableCartState) => void;
  /** Reports which way the cart is heard, for tests and the demo's eyes. */
  onMode?: (mode: 'stream' | 'poll') => void;
  pollMs: number;
  idleMs: number;
  callMs: number;
  isVisible?: () => boolean;
  /** Where `visibilitychange` is heard (the document). */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

const STREAM_REOPEN_MS = 1_000;

function isEventStream(response: Response): boolean {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/event-stream') && !!response.body;
}

/** Starts hearing the cart; returns the way to stop. */
export function startCartFeed(deps: FeedDeps): () => void {
  const visible = deps.isVisible ?? (() => document.visibilityState !== 'hidden');
  const page = deps.page ?? document;
  let stopped = false;
  let run: AbortController | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const pollOnce = async (signal: AbortSignal) => {
    try {
      deps.onState(await deps.poll(deadline(deps.callMs, signal)));
    } catch (error) {
      if (!signal.aborted) console.warn('table cart not read', error);
    }
  };

  const pollLoop = (signal: AbortSignal) => {
    deps.onMode?.('poll');
    const tick = async () => {
      if (signal.aborted) return;
      await pollOnce(signal);
      if (!signal.aborted) pollTimer = setTimeout(() => void tick(), deps.pollMs);
    };
    pollTimer = setTimeout(() => void tick(), deps.pollMs);
  };

  /** Reads the stream until it ends; true when it delivered a state (worth opening again). */
  const readStream = async (signal: AbortSignal): Promise<boolean> => {
    const opening = new AbortController();
    const stopOpening = () => opening.abort(signal.reason);
    signal.addEventListener('abort', stopOpening, { once: true });
    let heard = false;
    try {
      const response = await deps.open(deadline(deps.callMs, opening.signal)).catch(() => null);
      if (!response || !isEventStream(response) || !response.body) return false;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let idle: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(idle);
        idle = setTimeout(() => void reader.cancel().catch(() => undefined), deps.idleMs);
      };
      signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
      let buffer = '';
      arm();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done || signal.aborted) break;
          arm();
          const parsed = parseSse(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.event !== TABLE_CART_EVENT) continue;
            const state = v.safeParse(TableCartStateSchema, JSON.parse(event.data) as unknown);
            if (state.success) {
              heard = true;
              deps.onState(state.output);
            }
          }
        }
      } catch {
        // A broken stream ends like a closed one.
      } finally {
        clearTimeout(idle);
      }
      return heard;
    } finally {
      signal.removeEventListener('abort', stopOpening);
    }
  };

  const begin = () => {
    if (stopped || !visible() || run) return;
    const controller = new AbortController();
    run = controller;
    void (async () => {
      deps.onMode?.('stream');
      // A stream that delivered is opened again when it ends (after a breath, so a service that
      // closes every stream at once is not asked in a loop); one that never did gives way to asking.
      while (!controller.signal.aborted && (await readStream(controller.signal))) {
        await pause(STREAM_REOPEN_MS, controller.signal).catch(() => undefined);
      }
      if (controller.signal.aborted) return;
      await pollOnce(controller.signal);
      pollLoop(controller.signal);
    })();
  };

  const end = () => {
    clearTimeout(pollTimer);
    run?.abort();
    run = null;
  };

  const onVisibility = () => {
    if (visible()) begin();
    else end();
  };
  page.addEventListener('visibilitychange', onVisibility);
  begin();
  return () => {
    stopped = true;
    page.removeEventListener('visibilitychange', onVisibility);
    end();
  };
}
