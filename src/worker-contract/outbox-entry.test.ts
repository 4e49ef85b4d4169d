import { describe, expect, it } from 'vitest';
import { isOutboxEntry } from './outbox-entry.ts';

const base = { key: 'k', call: 'history', url: 'http://app.test/api/history', body: {}, createdAt: 1 };

describe('isOutboxEntry', () => {
  it.each<[string, unknown, boolean]>([
    ['a visit record', base, true],
    ['a staff call with its table token', { ...base, call: 'staffCall', bearer: 'tok' }, true],
    ['an empty token', { ...base, call: 'staffCall', bearer: '' }, false],
    ['a token that is not text', { ...base, bearer: 7 }, false],
    ['a call the outbox does not carry', { ...base, call: 'placeOrder' }, false],
    ['no key', { ...base, key: '' }, false],
    ['no body', { key: 'k', call: 'history', url: 'u', createdAt: 1 }, false],
    ['not an object', 'history', false],
  ])('%s', (_, value, expected) => {
    expect(isOutboxEntry(value)).toBe(expected);
  });
});
