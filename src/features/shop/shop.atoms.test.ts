import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/errors.ts';
import { KOREAN_ENTRY } from '../../shared/i18n/locales.ts';
import type { Entry } from '../../shared/state/keyed-rules.ts';
import {
  BREAK_TIMES_WAIT_MS,
  breakTimeStore,
  categoriesStore,
  forgetTableLoads,
  loadCategories,
  loadLocales,
  loadShopInfo,
  loadTableInfo,
  localesStore,
  promotionStore,
  shopInfoStore,
  startup,
  tableInfoStore,
} from './shop.atoms.ts';

type FetchStatus = Entry<unknown>['status'];

const SHOP = { shopSeq: 7, shopName: 'Orange', useLocale: true, tableNums: [3] };
const TABLE = { tableName: 'T3', delivery: false };
const BREAKS = [{ shopBreakTimeSeq: 1, dayOfWeek: 0, startTime: '1500', endTime: '1600' }];
const PROMOTION = { promotionSeq: 1, title: 'Hello' };

/** The order service as the app sees it: path → answer. */
type Routes = Record<string, (request: Request) => Response | Promise<Response>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const HAPPY: Routes = {
  '/api/shopInfo': () => json(SHOP),
  '/api/table/info': () => json(TABLE),
  '/api/breakTime': () => json(BREAKS),
  '/api/promotion': () => json(PROMOTION),
  '/api/locale/shop': () => json([{ localeCode: 'en', localeName: 'English', orderIndex: 1 }]),
  '/api/locale/option': () => json([]),
  '/api/locale/option-group': () => json([]),
};

function serve(overrides: Routes = {}) {
  const routes = { ...HAPPY, ...overrides };
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    return route ? route(request) : json({ error: { code: 'not_found', message: url.pathname } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const notFound = () => json({ error: { code: 'not_found', message: 'no' } }, 404);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startup', () => {
  it.each<[string, Routes, Record<string, FetchStatus>]>([
    [
      'fills every store',
      {},
      { shopInfo: 'success', tableInfo: 'success', breakTime: 'success', promotion: 'success' },
    ],
    [
      'stops after a failed shop info',
      { '/api/shopInfo': notFound },
      { shopInfo: 'error', tableInfo: 'idle', breakTime: 'idle', promotion: 'idle' },
    ],
    [
      'shows the menu without break times when they fail',
      { '/api/breakTime': notFound },
      { shopInfo: 'success', tableInfo: 'success', breakTime: 'error', promotion: 'success' },
    ],
    [
      'still loads the rest when table info fails',
      { '/api/table/info': notFound },
      { shopInfo: 'success', tableInfo: 'error', breakTime: 'success', promotion: 'success' },
    ],
  ])('%s', async (_, routes, expected) => {
    serve(routes);
    const store = createStore();
    const outcome = await startup(store, 7, 3).catch((error: unknown) => error);
    // Only shop info and table info are needed for a table screen; the rest only keep their status.
    const fatal = expected.shopInfo !== 'success' || expected.tableInfo !== 'success';
    expect(isApiError(outcome)).toBe(fatal);
    expect({
      shopInfo: store.get(shopInfoStore.atom(7)).status,
      tableInfo: store.get(tableInfoStore.atom(7, 3)).status,
      breakTime: store.get(breakTimeStore.atom(7)).status,
      promotion: store.get(promotionStore.atom(7)).status,
    }).toEqual(expected);
  });

  it('does not wait for the promotion, which only the first-time popup shows', async () => {
    serve({ '/api/promotion': () => new Promise<Response>(() => undefined) });
    const store = createStore();
    await startup(store, 7, 3);
    expect(store.get(tableInfoStore.atom(7, 3)).status).toBe('success');
    expect(store.get(promotionStore.atom(7)).status).toBe('pending');
  });

  it('waits for a break-time list that hangs no longer than BREAK_TIMES_WAIT_MS', async () => {
    vi.useFakeTimers();
    // Node's AbortSignal.timeout runs on timers vitest cannot fake: take the path of browsers without it.
    const { timeout } = AbortSignal;
    Object.assign(AbortSignal, { timeout: undefined });
    try {
      serve({ '/api/breakTime': () => new Promise<Response>(() => undefined) });
      const store = createStore();
      let done = false;
      void startup(store, 7, 3).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(BREAK_TIMES_WAIT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
      expect(store.get(tableInfoStore.atom(7, 3)).status).toBe('success');
      expect(store.get(breakTimeStore.atom(7)).status).toBe('pending');
    } finally {
      Object.assign(AbortSignal, { timeout });
      vi.useRealTimers();
    }
  });

  it('does not fail with the promotion: its store keeps the failure', async () => {
    serve({ '/api/promotion': notFound });
    const store = createStore();
    await startup(store, 7, 3);
    await vi.waitFor(() => expect(store.get(promotionStore.atom(7)).status).toBe('error'));
    expect(store.get(promotionStore.atom(7)).data).toBeNull();
  });

  it('asks for the table of the loaded shop', async () => {
    const calls = serve();
    const store = createStore();
    await startup(store, 7, 3);
    expect(calls).toContain('/api/table/info?shopSeq=7&tableNum=3');
    expect(store.get(tableInfoStore.atom(7, 3)).data).toMatchObject({ tableName: 'T3' });
  });
});

describe('keyed by what the data belongs to', () => {
  it('keeps two shops and two tables apart, one load per key shared by every caller', async () => {
    const calls = serve({
      '/api/shopInfo': (request) =>
        json({ ...SHOP, shopSeq: Number(new URL(request.url).searchParams.get('shopSeq')) }),
    });
    const store = createStore();
    const [a, b, again] = await Promise.all([loadShopInfo(store, 7), loadShopInfo(store, 8), loadShopInfo(store, 7)]);
    expect([a.shopSeq, b.shopSeq]).toEqual([7, 8]);
    expect(again).toBe(a);
    expect(calls.filter((c) => c.startsWith('/api/shopInfo'))).toEqual([
      '/api/shopInfo?shopSeq=7',
      '/api/shopInfo?shopSeq=8',
    ]);
    expect(store.get(shopInfoStore.atom(7)).data?.shopSeq).toBe(7);
    expect(store.get(shopInfoStore.atom(8)).data?.shopSeq).toBe(8);
    await loadTableInfo(store, 7, 3);
    expect(store.get(tableInfoStore.atom(7, 4)).status).toBe('idle');
  });

  it('forgetting a stalled load lets the next ask anew, and the stalled answer never lands', async () => {
    let answers = 0;
    serve({
      '/api/table/info': (request) => {
        answers += 1;
        if (answers > 1) return json({ tableName: 'fresh' });
        return new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      },
    });
    const store = createStore();
    const stalled = loadTableInfo(store, 7, 3).catch((error: unknown) => error);
    await vi.waitFor(() => expect(answers).toBe(1));
    forgetTableLoads(store, 7, 3);
    expect(store.get(tableInfoStore.atom(7, 3)).status).toBe('idle');
    await expect(loadTableInfo(store, 7, 3)).resolves.toMatchObject({ tableName: 'fresh' });
    expect(isApiError(await stalled)).toBe(true);
    expect(store.get(tableInfoStore.atom(7, 3))).toMatchObject({
      status: 'success',
      data: { tableName: 'fresh' },
    });
  });
});

describe('loadLocales', () => {
  it('adds the fixed Korean entry (order 0) to the shop locales', async () => {
    serve();
    const store = createStore();
    const lists = await loadLocales(store, { ...SHOP, useLocale: true } as never);
    expect(lists.locales.map((entry) => entry.localeCode)).toEqual(['ko', 'en']);
    expect(store.get(localesStore.atom(7)).status).toBe('success');
  });

  it('makes no call for a shop without locales', async () => {
    const calls = serve();
    const lists = await loadLocales(createStore(), { ...SHOP, useLocale: false } as never);
    expect(lists.locales).toEqual([KOREAN_ENTRY]);
    expect(calls).toEqual([]);
  });
});

describe('loadCategories', () => {
  it('stores what the given fetcher returns', async () => {
    const store = createStore();
    const categories = [{ categoryUuid: 'c', categoryName: 'Main', orderIndex: 0, menus: [], localeCategory: [] }];
    await loadCategories(store, 7, async () => categories);
    expect(store.get(categoriesStore.atom(7))).toMatchObject({ status: 'success', data: categories });
  });
});
