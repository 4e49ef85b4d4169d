import { describe, expect, it, vi } from 'vitest';
import type { Pending } from '../../api/client.ts';
import type { PaymentResult } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import { PAYMENT_POLL_DELAYS_MS } from '../../shared/lib/retry.ts';
import { pollPaymentResult } from './payment-poll.ts';
import { makeResult } from './test-factories.ts';

const NOT_READY: Pending<PaymentResult> = { pending: true };

function answers(...list: (Pending<PaymentResult> | ApiError)[]) {
  const fetch = vi.fn(async () => {
    const next = list.shift();
    if (!next) throw new Error('asked too often');
    if (next instanceof ApiError) throw next;
    return next;
  });
  return fetch;
}

describe('pollPaymentResult', () => {
  it('returns at once when the result is there', async () => {
    const sleep = vi.fn(async () => undefined);
    const outcome = await pollPaymentResult('u', undefined, {
      fetch: answers({ pending: false, value: makeResult() }),
      sleep,
    });
    expect(outcome).toEqual({ kind: 'ready', result: makeResult() });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits out 204s with the doubling delays', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const fetch = answers(NOT_READY, NOT_READY, NOT_READY, { pending: false, value: makeResult() });
    const outcome = await pollPaymentResult('u', undefined, { fetch, sleep });
    expect(outcome.kind).toBe('ready');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(PAYMENT_POLL_DELAYS_MS.slice(0, 3));
  });

  it('gives up after five retries', async () => {
    const sleep = vi.fn(async () => undefined);
    const fetch = answers(NOT_READY, NOT_READY, NOT_READY, NOT_READY, NOT_READY, NOT_READY);
    expect(await pollPaymentResult('u', undefined, { fetch, sleep })).toEqual({ kind: 'gave-up' });
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it.each([
    ['a server error', new ApiError('http', 'paymentResult', { status: 500 })],
    ['no connection', new ApiError('offline', 'paymentResult')],
  ])('stops at %s and says what it was', async (_case, error) => {
    const outcome = await pollPaymentResult('u', undefined, {
      fetch: answers(NOT_READY, error),
      sleep: async () => undefined,
    });
    expect(outcome).toEqual({ kind: 'failed', error });
  });
});

describe('pollPaymentResult and a fault in the app', () => {
  it('throws it instead of telling the diner the payment check failed', async () => {
    const bug = new TypeError('not a service answer');
    const fetch = vi.fn(async () => Promise.reject(bug));
    await expect(pollPaymentResult('u', undefined, { fetch, sleep: async () => undefined })).rejects.toBe(bug);
  });
});
