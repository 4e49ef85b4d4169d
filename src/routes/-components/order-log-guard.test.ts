import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import type { SessionVerdict } from '../../features/session/session-verdict.ts';

vi.mock('../../features/session/session.atoms.ts', async (original) =>
  (await import('./guard-doubles.ts')).sessionDouble(await original<object>()),
);
vi.mock('../../features/shop/table-snapshot.ts', async () => (await import('./guard-doubles.ts')).snapshotDouble());
vi.mock('../../features/shop/shop.atoms.ts', async (original) =>
  (await import('./guard-doubles.ts')).shopDouble(await original<object>()),
);
vi.mock('../../shared/state/store.ts', async () => (await import('./guard-doubles.ts')).storeDouble());

const { calls, freshStore, landing, newVisit } = await import('./guard-doubles.ts');

// Every row answers within milliseconds; one that hangs has met a bug (or a mutant) and fails fast.
vi.setConfig({ testTimeout: 2_000 });
const { guardOrderLog } = await import('./order-log-guard.ts');
const { tableSessionAtom } = await import('../../features/session/session.atoms.ts');
const { shopInfoStore, tableInfoStore } = await import('../../features/shop/shop.atoms.ts');
const { readSession, removeSession, writeSession } = await import('../../shared/state/session-storage.ts');
const { STORAGE_KEYS } = await import('../../shared/state/storage-keys.ts');
const { store } = await import('../../shared/state/store.ts');

const PARAMS = { shopSeq: '7', tableNum: '3', fromOrder: 'false' };
const SHOP = { shopSeq: 7, shopName: 'Orange', tableNums: [3] } as ShopInfo;
const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  newVisit(SHOP, never);
  freshStore();
  removeSession(STORAGE_KEYS.session.expired);
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guardOrderLog', () => {
  it('sends a malformed address to the error page', async () => {
    expect(await landing(guardOrderLog({ ...PARAMS, tableNum: 'x' }))).toBe('/error');
  });

  it.each(['', 'yes', 'TRUE'])('sends the diner back when fromOrder is %j', async (fromOrder) => {
    expect(await guardOrderLog({ ...PARAMS, fromOrder })).toEqual({ kind: 'back', shopSeq: 7, tableNum: 3 });
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('reads fromOrder=%s', async (fromOrder, value) => {
    expect(await guardOrderLog({ ...PARAMS, fromOrder })).toMatchObject({ kind: 'ready', fromOrder: value });
  });

  describe('whether the session is over', () => {
    it.each<[SessionVerdict, boolean]>([
      ['expired', true],
      ['error', true],
      ['live', false],
      ['offline', false],
    ])("takes the tab's %s verdict for this table first", async (verdict, expired) => {
      writeSession(STORAGE_KEYS.session.expired, String(!expired));
      store.set(tableSessionAtom, { shopSeq: 7, tableNum: 3, verdict, token: calls.token.value });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ sessionExpired: expired });
    });

    it.each([
      ['true', true],
      ['false', false],
    ])("then the tab's flag (%s)", async (flag, expired) => {
      store.set(tableSessionAtom, { shopSeq: 7, tableNum: 4, verdict: 'live', token: calls.token.value });
      calls.kept.mockResolvedValue({ shopSeq: 7, tableNum: 3, verdict: expired ? 'live' : 'expired', token: null });
      writeSession(STORAGE_KEYS.session.expired, flag);
      expect(await guardOrderLog(PARAMS)).toMatchObject({ sessionExpired: expired });
    });

    it.each<[SessionVerdict, boolean]>([
      ['expired', true],
      ['live', false],
      ['error', false],
    ])('then the verdict kept on the phone (%s)', async (verdict, expired) => {
      calls.kept.mockResolvedValue({ shopSeq: 7, tableNum: 3, verdict, token: null });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ sessionExpired: expired });
    });

    it.each<[SessionVerdict, string | null]>([
      ['expired', 'true'],
      ['error', 'true'],
      ['live', 'false'],
      ['offline', null],
    ])("keeps the check's answer (%s) as the tab's flag, but not an offline one", async (verdict, flag) => {
      calls.check.mockResolvedValue(verdict);
      await guardOrderLog(PARAMS);
      await vi.waitFor(() => expect(calls.check).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(readSession(STORAGE_KEYS.session.expired)).toBe(flag);
    });
  });

  describe("the shop's header", () => {
    it('comes from what the phone keeps, without a call', async () => {
      calls.stored.mockImplementation(async () => {
        shopInfoStore.keep(store, [7], SHOP, 1);
        tableInfoStore.keep(store, [7, 3], { tableName: 'A3', delivery: true } as TableInfo, 1);
        return true;
      });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ shop: SHOP, tableName: 'A3', delivery: true });
      expect(calls.startup).not.toHaveBeenCalled();
    });

    it('comes from the page when it holds this table', async () => {
      shopInfoStore.keep(store, [7], SHOP, 1);
      tableInfoStore.keep(store, [7, 3], { tableName: 'A3', delivery: false } as TableInfo, 1);
      calls.stored.mockResolvedValue(true);
      expect(await guardOrderLog(PARAMS)).toMatchObject({ shop: SHOP });
      expect(calls.startup).not.toHaveBeenCalled();
    });

    it('names this shop, never the one another screen of the tab holds', async () => {
      const other = { ...SHOP, shopSeq: 8, shopName: 'Lemon' };
      shopInfoStore.keep(store, [8], other, 1);
      tableInfoStore.keep(store, [8, 3], { tableName: 'L3', delivery: false } as TableInfo, 1);
      calls.stored.mockImplementation(async () => {
        shopInfoStore.keep(store, [7], SHOP, 1);
        tableInfoStore.keep(store, [7, 3], { tableName: 'A3', delivery: true } as TableInfo, 1);
        return true;
      });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ shop: SHOP, tableName: 'A3', delivery: true });
    });

    it.each([
      ['another shop', { ...SHOP, shopSeq: 8 }, '3'],
      ['another table', SHOP, '4'],
    ])('is loaded when the page holds %s', async (_, held, tableNum) => {
      shopInfoStore.keep(store, [held.shopSeq], held, 1);
      tableInfoStore.keep(store, [held.shopSeq, Number(tableNum)], { tableName: 'X' } as TableInfo, 1);
      await guardOrderLog(PARAMS);
      expect(calls.startup).toHaveBeenCalledTimes(1);
    });

    it('is loaded from the service otherwise, with the table', async () => {
      calls.startup.mockImplementation(async () => {
        tableInfoStore.keep(store, [7, 3], { tableName: 'A3', delivery: false } as TableInfo, 1);
        return SHOP;
      });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ shop: SHOP, tableName: 'A3', delivery: false });
    });

    it('is left out, without a call, when the browser is offline', async () => {
      vi.stubGlobal('navigator', { onLine: false });
      expect(await guardOrderLog(PARAMS)).toMatchObject({ shop: null, tableName: null, delivery: false });
      expect(calls.startup).not.toHaveBeenCalled();
    });

    it.each(['offline', 'timeout'] as const)('is left out when the call fails as %s', async (kind) => {
      calls.startup.mockRejectedValue(new ApiError(kind, 'shopInfo'));
      expect(await guardOrderLog(PARAMS)).toMatchObject({ kind: 'ready', shop: null });
    });

    it('sends the diner to the menu list when the service fails', async () => {
      calls.startup.mockRejectedValue(new ApiError('http', 'shopInfo', { status: 500 }));
      expect(await landing(guardOrderLog(PARAMS))).toBe('/list/$shopSeq/$tableNum');
    });

    it.each([
      ['a shop the service does not know', () => Promise.reject(new ApiError('http', 'shopInfo', { status: 404 }))],
      ["a table not in the shop's list", () => Promise.resolve({ ...SHOP, tableNums: [1] })],
    ])('sends %s to the error page, as the other table screens do', async (_, answer) => {
      calls.startup.mockImplementation(answer);
      expect(await landing(guardOrderLog(PARAMS))).toBe('/error');
    });

    it('passes on an abort and a failure that is not a call', async () => {
      calls.startup.mockRejectedValue(new ApiError('aborted', 'shopInfo'));
      await expect(guardOrderLog(PARAMS)).rejects.toMatchObject({ kind: 'aborted' });
      const bug = new TypeError('bug');
      calls.startup.mockRejectedValue(bug);
      await expect(guardOrderLog(PARAMS)).rejects.toBe(bug);
    });
  });
});
