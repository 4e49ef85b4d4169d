import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { loadOrderCode, numbersFromOwnCall, printLogOrderNumber } from './order-number.ts';
import { makeGroup } from './test-factories.ts';

describe('numbersFromOwnCall', () => {
  it.each<[string | null, boolean]>([
    ['okpos', true],
    ['OKPOS', true],
    ['easy', false],
    [null, false],
  ])('pos %j asks the order-number call: %s', (posCode, expected) => {
    expect(numbersFromOwnCall({ posCode })).toBe(expected);
  });
});

describe('printLogOrderNumber', () => {
  it.each([
    ['the order number of the group', makeGroup(), '100001'],
    ['none while the group has no status', makeGroup({ orderStatus: null }), null],
    ['none for a blank number', makeGroup({ orderStatus: { status: 'PENDING', orderCode: null, orderNo: ' ' } }), null],
  ])('%s', (_rule, group, expected) => {
    expect(printLogOrderNumber(group)).toBe(expected);
  });
});

describe('loadOrderCode', () => {
  it.each<[string, (string | Error)[], string | null, number]>([
    ['takes the first answer', ['0007'], '0007', 0],
    ['retries once after 1 s when empty', ['', '0007'], '0007', 1],
    ['gives up when still empty', ['', ''], null, 1],
    ['treats a failed read as empty', [new ApiError('http', 'orderNumber', { status: 500 }), '0007'], '0007', 1],
  ])('%s', async (_rule, list, expected, sleeps) => {
    const sleep = vi.fn(async () => undefined);
    const fetch = vi.fn(async () => {
      const next = list.shift();
      if (next instanceof Error) throw next;
      return next ?? '';
    });
    expect(await loadOrderCode('u', undefined, { fetch, sleep })).toBe(expected);
    expect(sleep).toHaveBeenCalledTimes(sleeps);
    if (sleeps > 0) expect(sleep).toHaveBeenCalledWith(1000, undefined);
  });
});

describe('loadOrderCode when the page is left', () => {
  it('stops at once instead of waiting for a number', async () => {
    const aborted = new ApiError('aborted', 'orderNumber');
    const sleep = vi.fn(async () => undefined);
    const fetch = vi.fn(async () => Promise.reject(aborted));
    await expect(loadOrderCode('u', undefined, { fetch, sleep })).rejects.toBe(aborted);
    expect(sleep).not.toHaveBeenCalled();
  });
});
