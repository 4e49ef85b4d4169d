import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('settledWithin', () => {
  it('settles as soon as the task does', async () => {
    expect(await isSettled(settledWithin(Promise.resolve('data'), 2_000))).toBe(true);
  });

  it('settles, without rejecting, as soon as the task fails', async () => {
    expect(await isSettled(settledWithin(Promise.reject(new Error('503')), 2_000))).toBe(true);
  });

  it('stops waiting for a task that hangs once the time is up, and not before', async () => {
    const waiting = settledWithin(new Promise(() => undefined), 2_000);
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(waiting)).toBe(true);
  });
});
