import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/errors.ts';
import { KOREAN_ENTRY } from '../../shared/i18n/locales.ts';
import type { FetchStatus } from '../../shared/state/fetch-store.ts';
import {
  BREAK_TIMES_WAIT_MS,
  breakTimeStore,
  categoriesStore,
  loadCategories,
  loadLocales,
  loadShopInfo,
  localesStore,
  promotionAtom,
  promotionSettledAtom,
  promotionStore,
  setTableNum,
  setTableNumAtom,
  shopInfoStore,
  startup,
  tableInfoStore,
  tableNumAtom,
} from './shop.atoms.ts';

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
    const outcome = await startup(store, { shopSeq: 7, tableNum: '3' }).catch((error: unknown) => error);
    // Only shop info and table info are needed for a table screen; the rest only keep their status.
    const fatal = expected.shopInfo !== 'success' || expected.tableInfo !== 'success';
    expect(isApiError(outcome)).toBe(fatal);
    expect({
      shopInfo: store.get(shopInfoStore.atom).status,
      tableInfo: store.get(tableInfoStore.atom).status,
      breakTime: store.get(breakTimeStore.atom).status,
      promotion: store.get(promotionStore.atom).status,
    }).toEqual(expected);
  });

  it('does not wait for the promotion, which only the first-time popup shows', async () => {
    serve({ '/api/promotion': () => new Promise<Response>(() => undefined) });
    const store = createStore();
    await startup(store, { shopSeq: 7, tableNum: '3' });
    expect(store.get(tableInfoStore.atom).status).toBe('success');
    expect(store.get(promotionStore.atom).status).toBe('pending');
    expect(store.get(promotionSettledAtom)).toBe(false);
  });

  it('waits for a break-time list that hangs no longer than BREAK_TIMES_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      serve({ '/api/breakTime': () => new Promise<Response>(() => undefined) });
      const store = createStore();
      let done = false;
      void startup(store, { shopSeq: 7, tableNum: '3' }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(BREAK_TIMES_WAIT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
      expect(store.get(tableInfoStore.atom).status).toBe('success');
      expect(store.get(breakTimeStore.atom).status).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not fail with the promotion: its store keeps the failure', async () => {
    serve({ '/api/promotion': notFound });
    const store = createStore();
    await startup(store, { shopSeq: 7, tableNum: '3' });
    await vi.waitFor(() => expect(store.get(promotionStore.atom).status).toBe('error'));
    expect(store.get(promotionSettledAtom)).toBe(true);
    expect(store.get(promotionAtom)).toBeNull();
  });

  it('asks for the table of the loaded shop', async () => {
    const calls = serve();
    const store = createStore();
    await startup(store, { shopSeq: 7, tableNum: '3' });
    expect(calls).toContain('/api/table/info?shopSeq=7&tableNum=3');
    expect(store.get(tableNumAtom)).toBe('3');
    expect(store.get(tableInfoStore.atom).data).toMatchObject({ tableName: 'T3' });
  });
});

describe('setTableNum', () => {
  it('stores the number but loads nothing before shop info is loaded', async () => {
    const calls = serve();
    const store = createStore();
    expect(await setTableNum(store, '3')).toBeNull();
    expect(store.get(tableNumAtom)).toBe('3');
    expect(store.get(tableInfoStore.atom).status).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('loads nothing while shop info is still pending', async () => {
    let answer!: (response: Response) => void;
    serve({ '/api/shopInfo': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const store = createStore();
    const loading = loadShopInfo(store, 7);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(await setTableNum(store, '3')).toBeNull();
    answer(json(SHOP));
    await loading;
    expect(store.get(tableInfoStore.atom).status).toBe('idle');
  });

  it('loads table info once shop info is loaded, also through its action atom', async () => {
    serve();
    const store = createStore();
    await loadShopInfo(store, 7);
    await store.set(setTableNumAtom, '3');
    expect(store.get(tableInfoStore.atom)).toMatchObject({ status: 'success', data: { tableName: 'T3' } });
  });

  it('cancels the table load of an older number', async () => {
    serve({
      '/api/table/info': (request) => {
        if (new URL(request.url).searchParams.get('tableNum') !== '3') return json({ tableName: 'T4' });
        // Like a real fetch: hangs until its signal aborts.
        return new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        });
      },
    });
    const store = createStore();
    await loadShopInfo(store, 7);
    const seen: FetchStatus[] = [];
    store.sub(tableInfoStore.atom, () => seen.push(store.get(tableInfoStore.atom).status));
    const older = setTableNum(store, '3').catch((error: unknown) => error);
    await setTableNum(store, '4');
    const outcome = await older;
    expect(isApiError(outcome) && outcome.kind).toBe('aborted');
    expect(seen).toEqual(['pending', 'cancel', 'pending', 'success']);
    expect(store.get(tableInfoStore.atom).data).toMatchObject({ tableName: 'T4' });
  });
});

describe('loadLocales', () => {
  it('adds the fixed Korean entry (order 0) to the shop locales', async () => {
    serve();
    const store = createStore();
    const lists = await loadLocales(store, { ...SHOP, useLocale: true } as never);
    expect(lists.locales.map((entry) => entry.localeCode)).toEqual(['ko', 'en']);
    expect(store.get(localesStore.atom).status).toBe('success');
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
    await loadCategories(store, async () => categories);
    expect(store.get(categoriesStore.atom)).toMatchObject({ status: 'success', data: categories });
  });
});
