import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './request.ts';
import { writeSession } from './state/session-storage.ts';
import { STORAGE_KEYS } from './state/storage-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the app's client", () => {
  it('sends the table token kept in session storage', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('location', new URL('http://app.test/list/7/1'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(input instanceof Request ? input : new Request(input, init));
        return new Response(JSON.stringify({ shopSeq: 7, shopName: 'Orange' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    writeSession(STORAGE_KEYS.session.token, 'from-session');
    await request('shopInfo', { query: { shopSeq: 7 } });
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer from-session');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/shopInfo');
  });
});
