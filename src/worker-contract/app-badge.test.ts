import { describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-notification.ts';

describe('showAppBadge', () => {
  it.each([
    { count: 3, set: [3], cleared: 0 },
    { count: 1, set: [1], cleared: 0 },
    { count: 0, set: [], cleared: 1 },
  ])('a count of $count sets $set and clears $cleared times', async ({ count, set, cleared }) => {
    const target = {
      setAppBadge: vi.fn(async (_count?: number) => undefined),
      clearAppBadge: vi.fn(async () => undefined),
    };
    await showAppBadge(target, count);
    expect(target.setAppBadge.mock.calls.map(([n]) => n)).toEqual(set);
    expect(target.clearAppBadge).toHaveBeenCalledTimes(cleared);
  });

  it('does nothing, and throws nothing, where the browser has no Badging API or refuses it', async () => {
    await expect(showAppBadge({}, 2)).resolves.toBeUndefined();
    const refusing = { setAppBadge: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    await expect(showAppBadge(refusing, 2)).resolves.toBeUndefined();
  });
});
