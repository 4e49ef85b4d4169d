import { describe, expect, it } from 'vitest';
import { createClient } from '../api/client.ts';
import { CALLS } from '../api/contract/calls.ts';
import { earlyKey } from '../api/early-store.ts';
import {
  bannerToPreload,
  EARLY_PATHS,
  type EarlyCall,
  firstCalls,
  followUpCalls,
  followUpWanted,
  tableAddress,
} from './early-plan.ts';

const PAGE = 'https://order.test';
const API = '/api';

describe('tableAddress', () => {
  it.each<[string, string | null, ReturnType<typeof tableAddress>]>([
    ['/12/3?token=abc', null, { shopSeq: 12, tableNum: 3, token: 'abc' }],
    ['/12/3?token=abc', 'old', { shopSeq: 12, tableNum: 3, token: 'abc' }],
    ['/12/3', 'kept', { shopSeq: 12, tableNum: 3, token: 'kept' }],
    ['/12/3/', null, { shopSeq: 12, tableNum: 3, token: null }],
    ['/list/12/3', 'kept', { shopSeq: 12, tableNum: 3, token: 'kept' }],
    // the menu list's own address carries no token: a stray one in its query is not the table's
    ['/list/12/3?token=stray', 'kept', { shopSeq: 12, tableNum: 3, token: 'kept' }],
    ['/list/12/3.5', null, null],
    ['/12/abc', null, null],
    ['/0/3', null, null],
    ['/group/abc', null, null],
    ['/expired/12/3', null, null],
    ['/detail/12/3/4', null, null],
    ['/', null, null],
  ])('%s (stored token %s)', (path, storedToken, expected) => {
    expect(tableAddress({ href: `${PAGE}${path}`, storedToken })).toEqual(expected);
  });
});

describe('the planned calls', () => {
  it('use the paths of the contract', () => {
    for (const [call, path] of Object.entries(EARLY_PATHS)) expect(CALLS[call as EarlyCall].path).toBe(path);
  });

  it('are the very requests the client sends, header for header', async () => {
    const sent: Request[] = [];
    const client = createClient({
      baseUrl: new URL(API, PAGE).href,
      getToken: () => 'tok',
      fetch: async (input) => {
        sent.push(input as Request);
        return new Response('null', { headers: { 'content-type': 'application/json' } });
      },
    });
    const table = { shopSeq: 12, tableNum: 3, token: 'tok' };
    const planned = [...firstCalls(API, PAGE, table), ...followUpCalls(API, PAGE, table)];
    const query = { shopSeq: 12 };
    await Promise.allSettled([
      client('sessionCheck', { query: { shopSeq: 12, tableNum: 3 } }),
      client('shopInfo', { query }),
      client('category', { query }),
      client('tableInfo', { query: { shopSeq: 12, tableNum: 3 } }),
      client('breakTime', { query }),
      client('promotion', { query }),
      client('localeShop', { query }),
      client('localeOption', { query }),
      client('localeOptionGroup', { query }),
    ]);
    expect(sent.map((r) => [earlyKey(r.url), r.headers.get('authorization')])).toEqual(
      planned.map((p) => [earlyKey(p.url), p.authorization]),
    );
  });

  it('carry no Authorization header without a token', () => {
    const calls = firstCalls(API, PAGE, { shopSeq: 1, tableNum: 1, token: null });
    expect(calls.map((c) => c.authorization)).toEqual([null, null, null]);
  });

  it('follow an absolute API base', () => {
    const [check] = firstCalls('https://api.test/v1/', PAGE, { shopSeq: 1, tableNum: 2, token: null });
    expect(check?.url).toBe('https://api.test/v1/session/check?shopSeq=1&tableNum=2');
  });
});

describe('follow-up calls', () => {
  const table = { shopSeq: 12, tableNum: 3, token: 't' };
  const followUps = followUpCalls(API, PAGE, table);
  const wanted = (shop: unknown) => followUps.filter((f) => followUpWanted(f, table, shop)).map((f) => f.call);

  it("are the table, break times and promotion of the address's shop, then its language lists", () => {
    expect(followUps.map((c) => [c.url, c.authorization])).toEqual([
      [`${PAGE}/api/table/info?shopSeq=12&tableNum=3`, null],
      [`${PAGE}/api/breakTime?shopSeq=12`, null],
      [`${PAGE}/api/promotion?shopSeq=12`, null],
      [`${PAGE}/api/locale/shop?shopSeq=12`, null],
      [`${PAGE}/api/locale/option?shopSeq=12`, null],
      [`${PAGE}/api/locale/option-group?shopSeq=12`, null],
    ]);
  });

  it('go out once shop info names the same shop; the language lists only when it offers languages', () => {
    expect(wanted({ shopSeq: 12 })).toEqual(['tableInfo', 'breakTime', 'promotion']);
    expect(wanted({ shopSeq: 12, useLocale: true })).toEqual([
      'tableInfo',
      'breakTime',
      'promotion',
      'localeShop',
      'localeOption',
      'localeOptionGroup',
    ]);
  });

  it('leave the language lists to the session that fetched them for this shop already', () => {
    const withFlag = (flag: string | null) =>
      followUps.filter((f) => followUpWanted(f, table, { shopSeq: 12, useLocale: true }, flag)).map((f) => f.call);
    expect(withFlag('12')).toEqual(['tableInfo', 'breakTime', 'promotion']);
    expect(withFlag('13')).toHaveLength(6);
    expect(withFlag(null)).toHaveLength(6);
  });

  it.each([null, 'text', [], {}, { shopSeq: '12' }, { shopSeq: 13 }])(
    "stay unsent when shop info is not about the address's shop: %j",
    (shop) => {
      expect(wanted(shop)).toEqual([]);
    },
  );
});

describe('bannerToPreload', () => {
  it.each<[unknown, string | null]>([
    [{ shopSeq: 1, bannerUse: true, bannerFilePath: 'b.png' }, '/img/banner-file/shop/b.png?w=640&fm=jpeg'],
    [{ shopSeq: 1, bannerUse: false, bannerFilePath: 'b.png' }, null],
    [{ shopSeq: 1, bannerUse: true, bannerFilePath: null }, null],
    [{ shopSeq: 1, bannerUse: true, bannerFilePath: 'javascript:alert(1)' }, null],
    [null, null],
  ])('only a banner that is shown and safe: %j', (shop, banner) => {
    expect(bannerToPreload(shop)?.src ?? null).toBe(banner);
  });
});
