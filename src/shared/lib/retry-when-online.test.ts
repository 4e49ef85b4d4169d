import { describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './retry-when-online.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dropped = () => new TypeError('Failed to fetch dynamically imported module');

describe('retryWhenOnline', () => {
  it.each([
    { case: 'succeeds at once', failures: 0, online: 0, attempts: 1, gaveUp: 0 },
    { case: 'fails offline, no connection yet', failures: 1, online: 0, attempts: 1, gaveUp: 0 },
    { case: 'fails offline, succeeds once back', failures: 1, online: 1, attempts: 2, gaveUp: 0 },
    { case: 'retries once only, however often the signal returns', failures: 1, online: 3, attempts: 2, gaveUp: 0 },
    { case: 'fails again once back: gives up, reported', failures: 2, online: 2, attempts: 2, gaveUp: 1 },
  ])('$case', async ({ failures, online, attempts, gaveUp }) => {
    const attempt = vi.fn<() => Promise<void>>();
    for (let i = 0; i < failures; i += 1) attempt.mockRejectedValueOnce(dropped());
    attempt.mockResolvedValue(undefined);
    const onGiveUp = vi.fn();
    const page = new EventTarget();
    retryWhenOnline(attempt, onGiveUp, page);
    await flush();
    for (let i = 0; i < online; i += 1) {
      page.dispatchEvent(new Event('online'));
      await flush();
    }
    expect(attempt).toHaveBeenCalledTimes(attempts);
    expect(onGiveUp).toHaveBeenCalledTimes(gaveUp);
  });
});
