import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartMenu } from '../cart/public.ts';
import { makeLine } from './test-factories.ts';

const menu: CartMenu = { ...makeLine(), categoryUuid: 'c1' };

class MapStorage implements Storage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

/** The modules as a fresh page load sees them: module state gone, storage kept. */
async function freshPage() {
  vi.resetModules();
  const [paid, session, cart, state] = await Promise.all([
    import('./paid-order.ts'),
    import('./payment-session.ts'),
    import('../cart/public.ts'),
    import('../../shared/state/store.ts'),
  ]);
  return { ...paid, ...session, ...cart, store: state.store };
}

const TABLE = { shopSeq: 7, tableNum: 1 };
const pending = { printGroupUuid: 'pg-1', ...TABLE, fingerprint: 'f', startedAt: 0 };

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', new MapStorage());
  await clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const FACTS = { settlement: 'counter', orderStatus: 'PENDING', payType: 'usd' } as const;

// Each case loads the modules afresh, as a page load does: slow on a busy machine.
describe('recordPaidOrder', { timeout: 30_000 }, () => {
  it('logs the paid lines once and empties the cart, even when the result page is reloaded', async () => {
    const first = await freshPage();
    await first.addToCart({ menu, selectedOptions: [], quantity: 2, shopSeq: 7, tableNum: 1 }, 'tok');
    // The lines paid are the cart's own (with their ids), as the payment page sends them.
    const cartLines = (await first.loadCart(7, 1)).lines;
    first.keepPaymentInFlight(pending, cartLines);
    await first.recordPaidOrder('pg-1', TABLE, new Date(2025, 0, 2, 3, 4, 5), FACTS);
    await first.recordPaidOrder('pg-1', TABLE, new Date(2025, 0, 2, 3, 4, 6), FACTS);

    const second = await freshPage();
    await second.recordPaidOrder('pg-1', TABLE, new Date(2025, 0, 2, 3, 9, 0), FACTS);
    const log = await second.store.get(second.orderLogAtom);
    expect(log.map((e) => [e.printGroupUuid, e.quantity, e.insDate])).toEqual([['pg-1', 2, '20250102030405']]);
    // How it was settled, its state and its currency are kept with the order.
    expect(log.map((e) => [e.settlement, e.orderStatus, e.payType])).toEqual([['counter', 'PENDING', 'usd']]);
    expect((await second.loadCart(7, 1)).lines).toEqual([]);
    expect(second.readPendingPayment()).toBeNull();
    expect(second.readTempCart()).toBeNull();
  });

  it('leaves the cart alone when this tab has no list for the order', async () => {
    const page = await freshPage();
    await page.addToCart({ menu, selectedOptions: [], quantity: 1, shopSeq: 7, tableNum: 1 }, 'tok');
    await page.recordPaidOrder('pg-other', TABLE, new Date(), FACTS);
    expect(await page.store.get(page.orderLogAtom)).toEqual([]);
    expect((await page.loadCart(7, 1)).lines).toHaveLength(1);
  });
});
