import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from './contract/calls.ts';
import { isMenuCall, MENU_CALLS } from './contract/menu-calls.ts';
import { OTHER_CALLS } from './contract/other-calls.ts';

describe('the contract in two files', () => {
  it('names every call once, in the menu’s file or the other screens’', () => {
    const menu = Object.keys(MENU_CALLS);
    const other = Object.keys(OTHER_CALLS);
    expect(menu.filter((name) => other.includes(name))).toEqual([]);
    expect([...menu, ...other].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each([
    ['shopInfo', true],
    ['sessionCheck', true],
    ['history', true],
    ['paymentResult', false],
    ['shopWaiting', false],
    ['placeOrder', false],
    ['toString', false],
  ])('%s is one of the menu’s calls: %s', (name, expected) => {
    expect(isMenuCall(name)).toBe(expected);
  });
});

describe('a call of another screen', () => {
  afterEach(() => {
    vi.doUnmock('./contract/other-calls.ts');
    vi.resetModules();
  });

  it('is sent once its descriptor has loaded', async () => {
    const { createClient } = await import('./client.ts');
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json({ groupName: 'Food street', shopList: [] }));
    const request = createClient({ baseUrl: 'http://api.test/api', fetch, getToken: () => null });
    await request('shopGroup', { query: { groupCode: 'g1' } }).catch(() => undefined);
    const sent = fetch.mock.calls[0]?.[0];
    if (!(sent instanceof Request)) throw new Error('no request sent');
    expect(new URL(sent.url).pathname).toBe('/api/shop/group');
  });

  it('fails as "offline" when its descriptor cannot be fetched, and sends nothing', async () => {
    vi.resetModules();
    vi.doMock('./contract/other-calls.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createClient } = await import('./client.ts');
    const fetch = vi.fn();
    const request = createClient({ baseUrl: 'http://api.test/api', fetch, getToken: () => null });
    await expect(request('shopGroup', { query: { groupCode: 'g1' } })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'offline',
      call: 'shopGroup',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
