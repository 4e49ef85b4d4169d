import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableCartState } from '../../api/contract/table-cart.ts';
import { type FeedDeps, startCartFeed } from './live-feed.ts';

function state(version: number): TableCartState {
  return { version, lines: [], you: 1, guests: 2, removed: [], paying: null, orders: [], aliases: {} };
}

function eventStream(chunks: string[], keepOpen = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const cartEvent = (version: number) => `event: cart\ndata: ${JSON.stringify(state(version))}\n\n`;

class Page extends EventTarget {
  visible = true;
  show(visible: boolean) {
    this.visible = visible;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A poll that answers versions 1, 2, 3… and counts its asks. */
function counter() {
  const count = { asked: 0 };
  const next = async () => {
    count.asked += 1;
    return state(count.asked);
  };
  return { count, next };
}

function feed(over: Partial<FeedDeps>) {
  const page = new Page();
  const heard: number[] = [];
  const modes: string[] = [];
  const deps: FeedDeps = {
    open: async () => new Response('no', { status: 404 }),
    poll: async () => state(0),
    onState: (s) => heard.push(s.version),
    onMode: (mode) => modes.push(mode),
    pollMs: 20,
    idleMs: 1_000,
    callMs: 1_000,
    isVisible: () => page.visible,
    page,
    ...over,
  };
  const stop = startCartFeed(deps);
  stops.push(stop);
  return { page, heard, modes, stop };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('startCartFeed', () => {
  it('hears every cart event of the stream, split across chunks too', async () => {
    const whole = cartEvent(1) + cartEvent(2);
    const { heard, modes } = feed({ open: async () => eventStream([whole.slice(0, 30), whole.slice(30)], true) });
    await vi.waitFor(() => expect(heard).toEqual([1, 2]));
    expect(modes).toEqual(['stream']);
  });

  it('a refused stream gives way to asking: at once, then every pollMs', async () => {
    const { next } = counter();
    const { heard, modes } = feed({ poll: next });
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(3));
    expect(heard.slice(0, 3)).toEqual([1, 2, 3]);
    expect(modes).toEqual(['stream', 'poll']);
  });

  it('asks nothing while the page is hidden, and at once on its return', async () => {
    const { count, next } = counter();
    const { page, heard } = feed({ poll: next });
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(1));
    page.show(false);
    const hiddenAt = count.asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count.asked).toBe(hiddenAt);
    page.show(true);
    await vi.waitFor(() => expect(count.asked).toBeGreaterThan(hiddenAt));
  });

  it('a stream silent past idleMs is dropped, and asking takes over when it never delivered', async () => {
    const { next } = counter();
    const { heard } = feed({
      open: async () => eventStream([': hello\n\n'], true),
      poll: next,
      idleMs: 50,
    });
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(1));
  });

  it('an event that is not a cart state is skipped', async () => {
    const { heard } = feed({
      open: async () => eventStream(['event: cart\ndata: {"nope":1}\n\n', cartEvent(4)], true),
    });
    await vi.waitFor(() => expect(heard).toEqual([4]));
  });
});
