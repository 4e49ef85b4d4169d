import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatusLine } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import { loadOrderStatus, readOrderStatusSnapshot } from './order-status-cache.ts';

const line: OrderStatusLine = {
  menuName: '라면',
  localeMenuList: [],
  quantity: 2,
  menuPrice: 5000,
  finalPrice: 11000,
  localeOptionGroupList: [],
};

const args = { shopSeq: 3, tableNum: 1, localeCode: 'ko', now: () => 1_000 };

beforeEach(async () => {
  await clear();
});

describe('loadOrderStatus', () => {
  it('returns fresh lines and keeps them with their time', async () => {
    const view = await loadOrderStatus({ ...args, fetchLines: async () => [line] });
    expect(view).toEqual({ stale: false, lines: [line], seenAt: 1_000 });
    expect(await readOrderStatusSnapshot(3, 1)).toEqual({ lines: [line], seenAt: 1_000, localeCode: 'ko' });
  });

  it('answers a failed load with the kept status, marked stale', async () => {
    await loadOrderStatus({ ...args, fetchLines: async () => [line] });
    const offline = new ApiError('offline', 'orderLogStatus');
    const view = await loadOrderStatus({
      ...args,
      now: () => 5_000,
      fetchLines: async () => {
        throw offline;
      },
    });
    expect(view).toEqual({ stale: true, lines: [line], seenAt: 1_000, error: offline });
  });

  it.each([
    ['nothing was kept', false, new ApiError('http', 'orderLogStatus', { status: 500 })],
    ['the caller aborted, even with a kept status', true, new ApiError('aborted', 'orderLogStatus')],
  ])('rethrows when %s', async (_rule, kept, error) => {
    if (kept) await loadOrderStatus({ ...args, fetchLines: async () => [line] });
    await expect(
      loadOrderStatus({
        ...args,
        fetchLines: async () => {
          throw error;
        },
      }),
    ).rejects.toBe(error);
  });

  it('keeps one status per shop and table', async () => {
    await loadOrderStatus({ ...args, fetchLines: async () => [line] });
    expect(await readOrderStatusSnapshot(3, 2)).toBeNull();
  });
});
