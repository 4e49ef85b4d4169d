import { describe, expect, it } from 'vitest';
import { isExpired, messageKey, OUTBOX_MAX_AGE_MS, outboxDecision, type SendOutcome } from './outbox.ts';

const answered = (status: number, queuedByWorker = false): SendOutcome => ({
  kind: 'response',
  status,
  queuedByWorker,
});

describe('outboxDecision: the delete/keep table', () => {
  it.each<[SendOutcome, string]>([
    [answered(200), 'delivered'],
    [answered(201), 'delivered'],
    [answered(202), 'delivered'],
    [answered(208), 'delivered'],
    [answered(202, true), 'keep'],
    [answered(500), 'keep'],
    [answered(502), 'keep'],
    [answered(503), 'keep'],
    [answered(504), 'keep'],
    [answered(429), 'keep'],
    [answered(408), 'keep'],
    [answered(301), 'keep'],
    [{ kind: 'network-error' }, 'keep'],
    [{ kind: 'timeout' }, 'keep'],
    [answered(400), 'refused'],
    [answered(404), 'refused'],
    [answered(409), 'refused'],
    [answered(413), 'refused'],
    [answered(422), 'refused'],
  ])('%o is %s', (outcome, expected) => {
    expect(outboxDecision(outcome)).toBe(expected);
  });
});

describe('messageKey', () => {
  it('is UUID-shaped and the same for the same parts', () => {
    const key = messageKey(['receipt', 'pg-1', '01012345678']);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(messageKey(['receipt', 'pg-1', '01012345678'])).toBe(key);
  });

  it.each([
    [
      ['receipt', 'pg-1', '01012345678'],
      ['receipt', 'pg-1', '01012345679'],
    ],
    [
      ['receipt', 'pg-1', '0101'],
      ['receipt', 'pg-10', '101'],
    ],
    [
      ['a', 'b|c'],
      ['a|b', 'c'],
    ],
    [
      ['waiting', '1', '2'],
      ['receipt', '1', '2'],
    ],
  ])('%o and %o differ', (a, b) => {
    expect(messageKey(a)).not.toBe(messageKey(b));
  });
});

describe('isExpired', () => {
  it.each([
    [0, false],
    [OUTBOX_MAX_AGE_MS, false],
    [OUTBOX_MAX_AGE_MS + 1, true],
  ])('an entry %d ms old is expired: %s', (age, expected) => {
    expect(isExpired({ createdAt: 1_000 }, 1_000 + age)).toBe(expected);
  });
});
