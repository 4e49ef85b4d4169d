import 'fake-indexeddb/auto';
import { clear, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

const entry = (printGroupUuid: string, over: Partial<OrderLogEntry> = {}): OrderLogEntry => ({
  lineId: `${printGroupUuid}-0`,
  cartSeq: 0,
  menuSeq: 1,
  menuName: 'a',
  engMenuName: null,
  localeMenu: [],
  categoryUuid: null,
  menuPrice: 1000,
  thumbnailPath: null,
  quantity: 1,
  selectedOptions: [],
  requestText: '',
  shopSeq: 1,
  tableNum: 1,
  totalPrice: 1000,
  insDate: '20261125120000',
  printGroupUuid,
  settlement: 'card',
  ...over,
});

async function tab() {
  vi.resetModules();
  const states = await import('./order-state-store.ts');
  const cart = await import('../cart/public.ts');
  const { store } = await import('../../shared/state/store.ts');
  return { ...states, ...cart, store };
}

beforeEach(async () => {
  await clear();
});

describe('recordOrderStatus', { timeout: 30_000 }, () => {
  it('keeps an order another tab logged after this tab read the history', async () => {
    await set(STORAGE_KEYS.idb.orderLog, [entry('pg-a')]);
    const page = await tab();
    await page.store.get(page.orderLogAtom);
    // Another tab logs a new order; this tab never hears of it.
    await set(STORAGE_KEYS.idb.orderLog, [entry('pg-a'), entry('pg-b')]);
    await page.recordOrderStatus('pg-a', 'CONFIRM');
    const stored = (await get(STORAGE_KEYS.idb.orderLog)) as OrderLogEntry[];
    expect(stored.map((e) => [e.printGroupUuid, e.orderStatus ?? null])).toEqual([
      ['pg-a', 'CONFIRM'],
      ['pg-b', null],
    ]);
  });

  it('two tabs recording different orders at the same moment keep both statuses', async () => {
    await set(STORAGE_KEYS.idb.orderLog, [entry('pg-a'), entry('pg-b')]);
    const one = await tab();
    const two = await tab();
    await Promise.all([one.store.get(one.orderLogAtom), two.store.get(two.orderLogAtom)]);
    await Promise.all([one.recordOrderStatus('pg-a', 'CONFIRM'), two.recordOrderStatus('pg-b', 'CANCEL')]);
    const stored = (await get(STORAGE_KEYS.idb.orderLog)) as OrderLogEntry[];
    expect(stored.map((e) => e.orderStatus)).toEqual(['CONFIRM', 'CANCEL']);
  });
});
