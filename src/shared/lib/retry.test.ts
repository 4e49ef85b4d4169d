import { describe, expect, it } from 'vitest';
import {
  nextPaymentPoll,
  orderNumberStep,
  PAYMENT_POLL_DELAYS_MS,
  receiptStep,
  SINGLE_RETRY_DELAY_MS,
} from './retry.ts';

describe('nextPaymentPoll', () => {
  it.each<[number, number | 'give-up']>([
    [0, 500],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 'give-up'],
    [9, 'give-up'],
  ])('doubles the wait for five retries, then gives up: after %i retries → %s', (attempt, expected) => {
    expect(nextPaymentPoll(attempt)).toBe(expected);
  });

  it('allows exactly five retries', () => {
    expect(PAYMENT_POLL_DELAYS_MS).toHaveLength(5);
  });
});

describe('orderNumberStep', () => {
  it.each([
    ['a code is used', 'A-17', 0, { kind: 'done', orderCode: 'A-17' }],
    ['a code is trimmed', ' 17\n', 1, { kind: 'done', orderCode: '17' }],
    ['an empty answer is retried once after 1 s', '', 0, { kind: 'retry', delayMs: 1000 }],
    ['a blank answer counts as empty', '  ', 0, { kind: 'retry', delayMs: SINGLE_RETRY_DELAY_MS }],
    ['a missing answer counts as empty', null, 0, { kind: 'retry', delayMs: 1000 }],
    ['still empty after the retry is missing', '', 1, { kind: 'missing' }],
  ])('%s', (_rule, code, retries, expected) => {
    expect(orderNumberStep(code, retries)).toEqual(expected);
  });
});

describe('receiptStep', () => {
  it.each([
    ['200 is sent', 200, 0, { kind: 'sent' }],
    ['208 is already sent', 208, 0, { kind: 'already-sent' }],
    ['208 on the retry is already sent', 208, 1, { kind: 'already-sent' }],
    ['409 is the order’s limit, not retried', 409, 0, { kind: 'limit' }],
    ['a 500 is retried once after 1 s', 500, 0, { kind: 'retry', delayMs: 1000 }],
    ['a 503 is retried once', 503, 0, { kind: 'retry', delayMs: 1000 }],
    ['a second 5xx fails', 502, 1, { kind: 'failed' }],
    ['a 400 is not retried', 400, 0, { kind: 'failed' }],
    ['a 429 is not retried', 429, 0, { kind: 'failed' }],
    ['no response is not retried here', null, 0, { kind: 'failed' }],
  ])('%s', (_rule, status, retries, expected) => {
    expect(receiptStep(status, retries)).toEqual(expected);
  });
});
