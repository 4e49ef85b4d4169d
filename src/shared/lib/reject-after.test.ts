import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rejectAfter } from './reject-after.ts';

describe('rejectAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the answer that comes in time', async () => {
    const result = rejectAfter(new Promise((resolve) => setTimeout(() => resolve('menu'), 999)), 1_000, () => 'late');
    await vi.advanceTimersByTimeAsync(999);
    await expect(result).resolves.toBe('menu');
  });

  it('passes on the failure that comes in time', async () => {
    const result = rejectAfter(Promise.reject(new Error('offline')), 1_000, () => 'late');
    await expect(result).rejects.toThrow('offline');
  });

  it('rejects with the given failure once the time is up', async () => {
    const result = rejectAfter(new Promise(() => undefined), 1_000, () => new Error('too weak'));
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled).toEqual(new Error('too weak'));
  });
});
