import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { type EarlyAnswers, earlyKey } from './early-store.ts';
import { attempt } from './errors.ts';

const BASE = 'http://api.test/api';
const SHOP_URL = `${BASE}/shopInfo?shopSeq=7`;
const shop = { shopSeq: 7, shopName: 'Orange' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The boot script's answers as the page holds them: `response` is what its request gave. */
function bootAnswers(
  entries: Record<string, Promise<Response | null>>,
  authorization = 'Bearer tok-1',
  abandon = vi.fn(),
) {
  const answers: EarlyAnswers = new Map(
    Object.entries(entries).map(([url, response]) => [
      earlyKey(url),
      { authorization, response, sentAt: performance.now(), abandon },
    ]),
  );
  vi.stubGlobal('window', { __tableOrderEarly: answers });
  return answers;
}

function client(options: Partial<Parameters<typeof createClient>[0]> = {}) {
  const fetch = vi.fn(async () => json(shop));
  const send = createClient({ baseUrl: BASE, fetch, retryDelayMs: () => 0, getToken: () => 'tok-1', ...options });
  return { send, fetch };
}

async function failure(promise: Promise<unknown>) {
  const result = await attempt(promise);
  if (result.ok) throw new Error('expected the call to fail');
  return result.error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call the boot script already sent', () => {
  it('is answered from there, once, without going to the network', async () => {
    const answers = bootAnswers({ [SHOP_URL]: Promise.resolve(json({ ...shop, shopName: 'Early' })) });
    const { send, fetch } = client();
    expect(await send('shopInfo', { query: { shopSeq: 7 } })).toMatchObject({ shopName: 'Early' });
    expect(fetch).not.toHaveBeenCalled();
    expect(answers.size).toBe(0);
    expect(await send('shopInfo', { query: { shopSeq: 7 } })).toMatchObject({ shopName: 'Orange' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells the app where the answer came from', async () => {
    bootAnswers({ [SHOP_URL]: Promise.resolve(json(shop)) });
    const onAnswer = vi.fn();
    await client({ onAnswer }).send('shopInfo', { query: { shopSeq: 7 } });
    expect(onAnswer).toHaveBeenCalledWith('shopInfo', expect.any(Response));
  });

  it('reports the service error of a refused call as the network path does', async () => {
    bootAnswers({ [SHOP_URL]: Promise.resolve(json({ error: { code: 'NO_SHOP', message: 'no such shop' } }, 404)) });
    const { send, fetch } = client();
    const error = await failure(send('shopInfo', { query: { shopSeq: 7 } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, service: { code: 'NO_SHOP' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response | null>]>([
    ['a server error worth another try', () => Promise.resolve(json({}, 503))],
    ['a failed request', () => Promise.resolve(null)],
    ['a rejected request', () => Promise.reject(new TypeError('network'))],
  ])('goes to the network after %s', async (_, response) => {
    bootAnswers({ [SHOP_URL]: response() });
    const { send, fetch } = client();
    expect(await send('shopInfo', { query: { shopSeq: 7 } })).toMatchObject(shop);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('checks the early answer against the schema too', async () => {
    bootAnswers({ [SHOP_URL]: Promise.resolve(json({ shopSeq: 'seven' })) });
    const error = await failure(client().send('shopInfo', { query: { shopSeq: 7 } }));
    expect(error.kind).toBe('invalid-response');
  });

  it('gives up on an answer that never comes after the call timeout, and stops its request', async () => {
    const abandon = vi.fn();
    bootAnswers({ [SHOP_URL]: new Promise(() => undefined) }, 'Bearer tok-1', abandon);
    const { send, fetch } = client({ timeoutMs: 20 });
    expect((await failure(send('shopInfo', { query: { shopSeq: 7 } }))).kind).toBe('timeout');
    expect(fetch).not.toHaveBeenCalled();
    // Left open, the stalled request would hold up the retry of the same address in the browser.
    expect(abandon).toHaveBeenCalledTimes(1);
  });

  it('gives up on an answer whose body stalls after the headers, within the call timeout', async () => {
    const stalled = new Response(
      new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"shop')) }),
      { headers: { 'content-type': 'application/json' } },
    );
    bootAnswers({ [SHOP_URL]: Promise.resolve(stalled) });
    const { send } = client({ timeoutMs: 20 });
    expect((await failure(send('shopInfo', { query: { shopSeq: 7 } }))).kind).toBe('timeout');
  });

  it('calls that wait offline when the browser says so', async () => {
    bootAnswers({ [SHOP_URL]: new Promise(() => undefined) });
    const { send } = client({ timeoutMs: 20, isOnline: () => false });
    expect((await failure(send('shopInfo', { query: { shopSeq: 7 } }))).kind).toBe('offline');
  });

  it('stops waiting, and stops the request, when the caller aborts', async () => {
    const abandon = vi.fn();
    bootAnswers({ [SHOP_URL]: new Promise(() => undefined) }, 'Bearer tok-1', abandon);
    const controller = new AbortController();
    const pending = client().send('shopInfo', { query: { shopSeq: 7 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    expect((await failure(pending)).kind).toBe('aborted');
    expect(abandon).toHaveBeenCalledTimes(1);
  });

  it('lets a request whose answer it uses run to its end', async () => {
    const abandon = vi.fn();
    bootAnswers({ [SHOP_URL]: Promise.resolve(json(shop)) }, 'Bearer tok-1', abandon);
    await client().send('shopInfo', { query: { shopSeq: 7 } });
    expect(abandon).not.toHaveBeenCalled();
  });

  it('is not used when the call carries another token', async () => {
    bootAnswers({ [SHOP_URL]: Promise.resolve(json({ ...shop, shopName: 'Early' })) }, 'Bearer someone-else');
    const { send, fetch } = client();
    expect(await send('shopInfo', { query: { shopSeq: 7 } })).toMatchObject({ shopName: 'Orange' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('matches the address the network path would use, query and all', async () => {
    const url = `${BASE}/session/check?tableNum=3&shopSeq=7`;
    bootAnswers({ [url]: Promise.resolve(json(true)) });
    const { send, fetch } = client();
    expect(await send('sessionCheck', { query: { shopSeq: 7, tableNum: 3 } })).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the menu before ky has arrived', () => {
  afterEach(() => {
    vi.doUnmock('ky');
    vi.resetModules();
  });

  it('gets its early answers, and a call that must go out says it is offline', async () => {
    vi.resetModules();
    vi.doMock('ky', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createClient: createFreshClient } = await import('./client.ts');
    bootAnswers({ [SHOP_URL]: Promise.resolve(json(shop)) });
    const fetch = vi.fn(async () => json(shop));
    const send = createFreshClient({ baseUrl: BASE, fetch, getToken: () => 'tok-1' });
    expect(await send('shopInfo', { query: { shopSeq: 7 } })).toMatchObject(shop);
    expect((await failure(send('breakTime', { query: { shopSeq: 7 } }))).kind).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
  });
});
