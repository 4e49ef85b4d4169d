import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_TRIM_SLACK } from '../src/worker-contract/picture-cache-rules.ts';
import { pictureCacheBounds } from './picture-cache-bounds.ts';

const NAME = 'pictures';
const LIMITS = { maxEntries: 20, maxAgeSeconds: 30 * 24 * 60 * 60 };
const url = (n: number) => `https://app.example/img/menu-${n}.jpg?w=176&fm=avif`;

/** Cache Storage as the spec has it: keys in the order stored, a put of a known key moves it last. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string) => {
    const kept = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, kept);
    return {
      keys: async () => [...kept.keys()].map((key) => new Request(key)),
      delete: async (key: string) => kept.delete(key),
      put: (key: string, response: Response) => {
        kept.delete(key);
        kept.set(key, response);
      },
    };
  };
  return {
    storage: { open: async (name: string) => cacheOf(name), delete: async (name: string) => stores.delete(name) },
    stored: (name: string) => [...(stores.get(name)?.keys() ?? [])],
    put: (name: string, key: string) => cacheOf(name).put(key, new Response('picture')),
  };
}

let memory: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  memory = memoryCaches();
  vi.stubGlobal('caches', memory.storage);
});
afterEach(() => vi.unstubAllGlobals());

type Plugin = ReturnType<typeof pictureCacheBounds>['plugin'];
async function store(plugin: Plugin, n: number): Promise<void> {
  memory.put(NAME, url(n));
  await plugin.cacheDidUpdate?.({
    cacheName: NAME,
    request: new Request(url(n)),
    newResponse: new Response('picture'),
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  });
}
async function answer(plugin: Plugin, n: number, date: string | null = null) {
  const headers = date ? { date } : undefined;
  return plugin.cachedResponseWillBeUsed?.({
    cacheName: NAME,
    request: new Request(url(n)),
    cachedResponse: new Response('picture', { headers }),
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  });
}

describe('pictureCacheBounds', () => {
  it('keeps a long scroll within the limit and its slack, and the newest pictures', async () => {
    const { plugin } = pictureCacheBounds(NAME, LIMITS);
    for (let n = 1; n <= 300; n++) await store(plugin, n);
    const stored = memory.stored(NAME);
    expect(stored.length).toBeLessThanOrEqual(LIMITS.maxEntries + PICTURE_TRIM_SLACK);
    expect(stored.length).toBeGreaterThanOrEqual(LIMITS.maxEntries);
    expect(stored.at(-1)).toBe(url(300));
  });

  it('lists the cache once per slack of stores, not once per picture', async () => {
    const { plugin } = pictureCacheBounds(NAME, LIMITS);
    const keys = vi.fn();
    const open = memory.storage.open;
    vi.stubGlobal('caches', {
      ...memory.storage,
      open: async (name: string) => {
        const cache = await open(name);
        const listed = async () => {
          keys();
          return cache.keys();
        };
        return { ...cache, keys: listed };
      },
    });
    for (let n = 1; n <= 300; n++) await store(plugin, n);
    expect(keys.mock.calls.length).toBeLessThanOrEqual(Math.ceil(300 / PICTURE_TRIM_SLACK) + 1);
  });

  it('keeps a picture the cache answered through a scroll that evicts the ones only passed', async () => {
    const { plugin } = pictureCacheBounds(NAME, LIMITS);
    for (let n = 1; n <= 10; n++) await store(plugin, n);
    expect(await answer(plugin, 1)).toBeInstanceOf(Response);
    for (let n = 11; n <= 200; n++) await store(plugin, n);
    expect(memory.stored(NAME)).toContain(url(1));
    expect(memory.stored(NAME)).not.toContain(url(2));
  });

  it('answers a kept picture younger than the limit and refuses an older one', async () => {
    const { plugin } = pictureCacheBounds(NAME, LIMITS);
    const day = 24 * 60 * 60 * 1000;
    expect(await answer(plugin, 1, new Date(Date.now() - day).toUTCString())).toBeInstanceOf(Response);
    expect(await answer(plugin, 1, new Date(Date.now() - 31 * day).toUTCString())).toBeNull();
    expect(await answer(plugin, 1)).toBeInstanceOf(Response);
  });

  it('purged for quota, starts over with an empty cache that it lists again', async () => {
    const bounds = pictureCacheBounds(NAME, LIMITS);
    for (let n = 1; n <= 30; n++) await store(bounds.plugin, n);
    await bounds.purge();
    expect(memory.stored(NAME)).toEqual([]);
    for (let n = 31; n <= 90; n++) await store(bounds.plugin, n);
    expect(memory.stored(NAME).length).toBeLessThanOrEqual(LIMITS.maxEntries + PICTURE_TRIM_SLACK);
  });
});
