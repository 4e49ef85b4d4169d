import { describe, expect, it } from 'vitest';
import { retryDelay } from './page-outbox.ts';

describe('retryDelay: how long a kept entry waits before the page tries it again by itself', () => {
  it.each([
    [0, 3_000],
    [1, 10_000],
    [2, 30_000],
    [3, 60_000],
    [10, 60_000],
  ])('retry %i waits %i ms', (n, ms) => {
    expect(retryDelay(n)).toBe(ms);
  });
});
