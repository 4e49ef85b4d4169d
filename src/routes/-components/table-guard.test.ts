import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import { ORDER_CHECK_WAIT_MS, WEAK_CONNECTION_MS } from '../../features/session/device-first.ts';
import type { TableSession } from '../../features/session/session.atoms.ts';
import type { SessionVerdict } from '../../features/session/session-verdict.ts';

// What the guards decide on: the service's verdict, what the phone keeps, and the shop's calls.
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
const { ensureShop, guardMenuList, guardTableScreen, recheckSession } = await import('./table-guard.ts');
const { tableSessionAtom } = await import('../../features/session/session.atoms.ts');
const { shopInfoStore, tableInfoStore } = await import('../../features/shop/shop.atoms.ts');
const { store } = await import('../../shared/state/store.ts');

const PARAMS = { shopSeq: '7', tableNum: '3' };
const TABLE = { shopSeq: 7, tableNum: 3 };
const shop = (tableNums: number[] | null = [1, 3]) => ({ shopSeq: 7, shopName: 'Orange', tableNums }) as ShopInfo;

function session(verdict: SessionVerdict, { age = 0, table = TABLE, token = calls.token.value } = {}) {
  return { ...table, verdict, checkedAt: Date.now() - age, token } satisfies TableSession;
}

const never = () => new Promise<never>(() => undefined);

let token = '';

// Node's AbortSignal.timeout runs on timers vitest cannot fake: these tests take the path of browsers
// without it (deadline.ts builds the signal on setTimeout).
const { timeout } = AbortSignal;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  Object.assign(AbortSignal, { timeout: undefined });
  token = newVisit(shop(), async () => 'live');
  freshStore();
});

afterEach(() => {
  vi.useRealTimers();
  Object.assign(AbortSignal, { timeout });
});

describe('guardMenuList', () => {
  it.each([
    ['a shop that is not a number', { shopSeq: 'x', tableNum: '3' }],
    ['a table that is not a number', { shopSeq: '7', tableNum: '' }],
  ])('sends %s to the error page', async (_, params) => {
    expect(await landing(guardMenuList(params))).toBe('/error');
    expect(calls.check).not.toHaveBeenCalled();
  });

  it.each<[string, SessionVerdict, boolean, string]>([
    ['stored menu, live', 'live', true, 'stays'],
    ['stored menu, offline', 'offline', true, 'stays'],
    ['stored menu, expired', 'expired', true, '/expired/$shopSeq/$tableNum'],
    ['stored menu, error', 'error', true, '/error'],
    ['first visit, live', 'live', false, 'stays'],
    ['first visit, offline', 'offline', false, 'stays'],
    ['first visit, expired', 'expired', false, '/expired/$shopSeq/$tableNum'],
    ['first visit, error', 'error', false, '/error'],
  ])('%s: %s', async (_, verdict, stored, expected) => {
    calls.stored.mockResolvedValue(stored);
    // The phone's last verdict decides a stored menu; the service's answer decides a first visit.
    calls.kept.mockResolvedValue(session(stored ? verdict : 'offline', { age: 120_000 }));
    calls.check.mockReturnValue(stored ? never() : Promise.resolve(verdict));
    expect(await landing(guardMenuList(PARAMS))).toBe(expected);
  });

  it('opens a stored menu without waiting for the check', async () => {
    calls.stored.mockResolvedValue(true);
    calls.check.mockReturnValue(never());
    await expect(guardMenuList(PARAMS)).resolves.toEqual(TABLE);
    expect(calls.check).toHaveBeenCalledTimes(1);
  });

  it("returns the table's numbers to the screen", async () => {
    await expect(guardMenuList(PARAMS)).resolves.toEqual(TABLE);
  });

  it('asks the service again when the live verdict is old, not when it is young', async () => {
    calls.stored.mockResolvedValue(true);
    store.set(tableSessionAtom, session('live', { age: 1_000 }));
    await guardMenuList(PARAMS);
    expect(calls.check).not.toHaveBeenCalled();
    store.set(tableSessionAtom, session('live', { age: 61_000 }));
    await guardMenuList(PARAMS);
    expect(calls.check).toHaveBeenCalledTimes(1);
  });

  it("ignores another table's verdict and the verdict of a token the tab no longer holds", async () => {
    calls.stored.mockResolvedValue(true);
    calls.check.mockReturnValue(never());
    store.set(tableSessionAtom, session('expired', { table: { shopSeq: 7, tableNum: 4 } }));
    expect(await landing(guardMenuList(PARAMS))).toBe('stays');
    store.set(tableSessionAtom, session('expired', { token: 'old-token' }));
    expect(await landing(guardMenuList(PARAMS))).toBe('stays');
    // The tab's own verdict for this table and token does count.
    store.set(tableSessionAtom, session('expired'));
    expect(await landing(guardMenuList(PARAMS))).toBe('/expired/$shopSeq/$tableNum');
  });

  it("prefers a check that answered while the phone's verdict was being read", async () => {
    calls.stored.mockResolvedValue(true);
    calls.check.mockReturnValue(never());
    calls.kept.mockImplementation(async () => {
      store.set(tableSessionAtom, session('expired'));
      return session('live', { age: 120_000 });
    });
    expect(await landing(guardMenuList(PARAMS))).toBe('/expired/$shopSeq/$tableNum');
  });

  it('says the connection is too weak when a first visit gets no answer in time, and asks anew next time', async () => {
    calls.check.mockReturnValue(never());
    const guard = guardMenuList(PARAMS).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WEAK_CONNECTION_MS);
    const error = await guard;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', call: 'sessionCheck' });
    calls.check.mockResolvedValue('live');
    await expect(guardMenuList(PARAMS)).resolves.toEqual(TABLE);
    expect(calls.check).toHaveBeenCalledTimes(2);
  });

  it('passes on a check that fails outright on a first visit', async () => {
    calls.check.mockRejectedValue(new ApiError('offline', 'sessionCheck'));
    await expect(guardMenuList(PARAMS)).rejects.toMatchObject({ kind: 'offline' });
  });
});

describe('guardTableScreen (detail, cart, payment)', () => {
  it('sends a malformed address to the error page', async () => {
    expect(await landing(guardTableScreen({ shopSeq: '7', tableNum: 'x' }))).toBe('/error');
  });

  it.each<[string, SessionVerdict, string]>([
    ['live', 'live', 'stays'],
    ['offline', 'offline', 'stays'],
    ['expired', 'expired', '/list/$shopSeq/$tableNum'],
    ['error', 'error', '/list/$shopSeq/$tableNum'],
  ])('opens from stored data on a %s verdict, else back to the menu list', async (_, verdict, expected) => {
    calls.stored.mockResolvedValue(true);
    calls.kept.mockResolvedValue(session(verdict, { age: 120_000 }));
    calls.check.mockReturnValue(never());
    expect(await landing(guardTableScreen(PARAMS))).toBe(expected);
    expect(calls.startup).not.toHaveBeenCalled();
  });

  it.each<[SessionVerdict, string]>([
    ['live', 'stays'],
    ['offline', 'stays'],
    ['expired', '/list/$shopSeq/$tableNum'],
    ['error', '/list/$shopSeq/$tableNum'],
  ])('on a first visit waits for the check (%s) and the shop', async (verdict, expected) => {
    calls.check.mockResolvedValue(verdict);
    expect(await landing(guardTableScreen(PARAMS))).toBe(expected);
    expect(calls.startup).toHaveBeenCalledTimes(expected === 'stays' ? 1 : 0);
  });

  it('goes back to the menu list when a first visit gets no verdict in time', async () => {
    calls.check.mockReturnValue(never());
    const guard = landing(guardTableScreen(PARAMS));
    await vi.advanceTimersByTimeAsync(WEAK_CONNECTION_MS);
    expect(await guard).toBe('/list/$shopSeq/$tableNum');
  });

  it('goes back to the menu list when the check itself fails', async () => {
    calls.check.mockRejectedValue(new ApiError('offline', 'sessionCheck'));
    expect(await landing(guardTableScreen(PARAMS))).toBe('/list/$shopSeq/$tableNum');
  });

  it.each([
    ['fails', () => Promise.reject(new ApiError('http', 'shopInfo', { status: 500 }))],
    ['does not answer in time', never],
  ])('goes back to the menu list when the shop %s', async (_, answer) => {
    calls.startup.mockImplementation(answer);
    const guard = landing(guardTableScreen(PARAMS));
    await vi.advanceTimersByTimeAsync(WEAK_CONNECTION_MS);
    expect(await guard).toBe('/list/$shopSeq/$tableNum');
  });

  it('passes on an abort and on a failure that is not a call (the screen was left, or a bug)', async () => {
    calls.startup.mockRejectedValue(new ApiError('aborted', 'shopInfo'));
    await expect(guardTableScreen(PARAMS)).rejects.toMatchObject({ kind: 'aborted' });
    const bug = new TypeError('bug');
    calls.startup.mockRejectedValue(bug);
    await expect(guardTableScreen(PARAMS)).rejects.toBe(bug);
  });

  it('payment: waits a moment for the fresh check and follows its verdict', async () => {
    calls.stored.mockResolvedValue(true);
    calls.kept.mockResolvedValue(session('live', { age: 120_000 }));
    calls.check.mockResolvedValue('expired');
    expect(await landing(guardTableScreen(PARAMS, { forPayment: true }))).toBe('/list/$shopSeq/$tableNum');
    store.set(tableSessionAtom, null);
    calls.check.mockResolvedValue('live');
    expect(await landing(guardTableScreen(PARAMS, { forPayment: true }))).toBe('stays');
  });

  it('payment: opens on what it knows when the check takes longer than the wait', async () => {
    calls.stored.mockResolvedValue(true);
    calls.kept.mockResolvedValue(session('live', { age: 120_000 }));
    calls.check.mockReturnValue(never());
    const guard = landing(guardTableScreen(PARAMS, { forPayment: true }));
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_WAIT_MS);
    expect(await guard).toBe('stays');
  });

  it('other screens do not wait for the check', async () => {
    calls.stored.mockResolvedValue(true);
    calls.kept.mockResolvedValue(session('live', { age: 120_000 }));
    calls.check.mockResolvedValue('expired');
    expect(await landing(guardTableScreen(PARAMS))).toBe('stays');
  });
});

describe('ensureShop', () => {
  it('loads the shop and table, and lets a table of the shop through', async () => {
    await expect(ensureShop(7, 3)).resolves.toMatchObject({ shopSeq: 7 });
    expect(calls.startup).toHaveBeenCalledWith(store, 7, 3);
  });

  it.each(['shopInfo', 'tableInfo'])(
    'sends a shop or table the service does not know (404 on %s) to /error',
    async (call) => {
      calls.startup.mockRejectedValue(new ApiError('http', call, { status: 404 }));
      expect(await landing(ensureShop(7, 3))).toBe('/error');
    },
  );

  it.each([
    ['a 404 of another call', new ApiError('http', 'breakTime', { status: 404 })],
    ['a 500', new ApiError('http', 'shopInfo', { status: 500 })],
    ['no network', new ApiError('offline', 'shopInfo')],
  ])('passes on %s', async (_, error) => {
    calls.startup.mockRejectedValue(error);
    await expect(ensureShop(7, 3)).rejects.toBe(error);
  });

  it("sends a table missing from the shop's list to /error", async () => {
    calls.startup.mockResolvedValue(shop([1, 2]));
    expect(await landing(ensureShop(7, 3))).toBe('/error');
  });

  it("falls back on table info's list when shop info has none", async () => {
    calls.startup.mockResolvedValue(shop(null));
    tableInfoStore.keep(store, [7, 3], { tableNums: [1, 2] } as TableInfo, 1);
    expect(await landing(ensureShop(7, 3))).toBe('/error');
    freshStore();
    tableInfoStore.keep(store, [7, 3], { tableNums: [3] } as TableInfo, 1);
    expect(await landing(ensureShop(7, 3))).toBe('stays');
  });

  it('lets a table through when neither list came', async () => {
    calls.startup.mockResolvedValue(shop(null));
    expect(await landing(ensureShop(7, 3))).toBe('stays');
  });

  it('does not load again what the page holds for this table, unless asked to refresh', async () => {
    shopInfoStore.keep(store, [7], shop(), 1);
    tableInfoStore.keep(store, [7, 3], { tableNums: [3] } as TableInfo, 1);
    await expect(ensureShop(7, 3)).resolves.toMatchObject({ shopName: 'Orange' });
    expect(calls.startup).not.toHaveBeenCalled();
    await ensureShop(7, 3, { refresh: true });
    expect(calls.startup).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another shop', 8, 3, true],
    ['another table', 7, 4, true],
    ['no table info', 7, 3, false],
  ])('loads again when the phone holds %s', async (_, shopSeq, tableNum, withTable) => {
    shopInfoStore.keep(store, [shopSeq], { ...shop(), shopSeq }, 1);
    if (withTable) tableInfoStore.keep(store, [shopSeq, tableNum], { tableNums: [3] } as TableInfo, 1);
    await ensureShop(7, 3);
    expect(calls.startup).toHaveBeenCalledTimes(1);
  });
});

describe('recheckSession', () => {
  it('runs one check per table and token at a time, and puts its verdict in the tab', async () => {
    let answer: (verdict: SessionVerdict) => void = () => undefined;
    calls.check.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = recheckSession(7, 3);
    expect(recheckSession(7, 3)).toBe(first);
    calls.token.value = 'other';
    expect(recheckSession(7, 3)).not.toBe(first);
    answer('expired');
    await expect(first).resolves.toMatchObject({ verdict: 'expired', token });
    expect(store.get(tableSessionAtom)).toMatchObject({ verdict: 'expired' });
  });

  it('starts a new check once the last one has answered', async () => {
    await recheckSession(7, 3);
    await recheckSession(7, 3);
    expect(calls.check).toHaveBeenCalledTimes(2);
  });
});
