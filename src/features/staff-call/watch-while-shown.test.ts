import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageSignals, watchWhileShown } from './watch-while-shown.ts';

const EVERY = 4_000;

/** A page whose visibility and signal the test sets, with its listeners counted. */
function fakePage(shown = true) {
  let visible = shown;
  const shownListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  const page: PageSignals = {
    isShown: () => visible,
    onShownChange(listener) {
      shownListeners.add(listener);
      return () => shownListeners.delete(listener);
    },
    onOnline(listener) {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
  };
  return {
    page,
    show(value: boolean) {
      visible = value;
      for (const listener of shownListeners) listener();
    },
    online() {
      for (const listener of onlineListeners) listener();
    },
    listeners: () => shownListeners.size + onlineListeners.size,
  };
}

describe('watchWhileShown (the staff-call state polling)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks every interval while the page is shown', () => {
    const fake = fakePage();
    const look = vi.fn();
    watchWhileShown(look, { everyMs: EVERY, page: fake.page });
    vi.advanceTimersByTime(EVERY - 1);
    expect(look).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(look).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * EVERY);
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('pauses while the page is hidden: no look and no timer left running', () => {
    const fake = fakePage();
    const look = vi.fn();
    watchWhileShown(look, { everyMs: EVERY, page: fake.page });
    vi.advanceTimersByTime(EVERY);
    fake.show(false);
    look.mockClear();
    vi.advanceTimersByTime(10 * EVERY);
    expect(look).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks at once when the page is shown again, then a full interval after that', () => {
    const fake = fakePage();
    const look = vi.fn();
    watchWhileShown(look, { everyMs: EVERY, page: fake.page });
    // Hidden half-way through an interval, shown again in the middle of what would have been another.
    vi.advanceTimersByTime(EVERY / 2);
    fake.show(false);
    vi.advanceTimersByTime(EVERY * 2 + EVERY / 4);
    expect(look).not.toHaveBeenCalled();
    fake.show(true);
    expect(look).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(EVERY - 1);
    expect(look).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(look).toHaveBeenCalledTimes(2);
  });

  it('starting hidden, waits for the page to be shown', () => {
    const fake = fakePage(false);
    const look = vi.fn();
    watchWhileShown(look, { everyMs: EVERY, page: fake.page });
    vi.advanceTimersByTime(5 * EVERY);
    expect(look).not.toHaveBeenCalled();
    fake.show(true);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('when the signal returns, looks after the outbox round, and not while hidden', async () => {
    const fake = fakePage();
    const order: string[] = [];
    const look = vi.fn(() => order.push('look'));
    const beforeOnlineLook = vi.fn(async () => {
      order.push('round');
    });
    watchWhileShown(look, { everyMs: EVERY, page: fake.page, beforeOnlineLook });
    fake.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['round', 'look']);

    fake.show(false);
    fake.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(beforeOnlineLook).toHaveBeenCalledTimes(2);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('a failed outbox round still leads to the look', async () => {
    const fake = fakePage();
    const look = vi.fn();
    watchWhileShown(look, { everyMs: EVERY, page: fake.page, beforeOnlineLook: () => Promise.reject(new Error('x')) });
    fake.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('stopped, it looks no more and lets go of the page', async () => {
    const fake = fakePage();
    const look = vi.fn();
    const stop = watchWhileShown(look, { everyMs: EVERY, page: fake.page, beforeOnlineLook: async () => undefined });
    fake.online();
    stop();
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(look).not.toHaveBeenCalled();
    expect(fake.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
