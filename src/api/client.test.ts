import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallInput, createClient } from './client.ts';
import { CALLS, type CallName } from './contract/calls.ts';
import { type ApiError, attempt, isApiError } from './errors.ts';

const BASE = 'http://api.test/api';

type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fetch that answers in turn with the given responses (the last one repeats) and records requests. */
function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    // A copy: ky cancels the body it sent once the call is over.
    requests.push(req.clone());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(req);
    return answer!.clone();
  });
  return { fetch, requests };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client(fetch: typeof globalThis.fetch, options: Partial<Parameters<typeof createClient>[0]> = {}) {
  return createClient({ baseUrl: BASE, fetch, retryDelayMs: () => 0, getToken: () => 'tok-1', ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const result = await attempt(promise);
  if (result.ok) throw new Error('expected the call to fail');
  return result.error;
}

const shop = { shopSeq: 7, shopName: 'Orange' };

const SAMPLE_INPUTS: { [N in CallName]: CallInput<N> } = {
  shopInfo: { query: { shopSeq: 7 } },
  tableInfo: { query: { shopSeq: 7, tableNum: 3 } },
  breakTime: { query: { shopSeq: 7 } },
  promotion: { query: { shopSeq: 7 } },
  localeShop: { query: { shopSeq: 7 } },
  localeOption: { query: { shopSeq: 7 } },
  localeOptionGroup: { query: { shopSeq: 7 } },
  category: { query: { shopSeq: 7 } },
  phone: { query: { uuid: 'u-1' } },
  history: { body: { url: '/7/3' } },
  sessionCheck: { query: { shopSeq: 7, tableNum: 3 } },
  paymentResult: { query: { mchtTrdNo: 'pg-1' } },
  printLogAll: { query: { printGroupUuid: 'pg-1' } },
  orderNumber: { path: { printGroupUuid: 'pg-1' } },
  receipt: {
    body: {
      phoneNumber: '01012345678',
      storeName: 'Orange',
      productPrice: 12000,
      orderDate: '20260101120000',
      urlMobile: 'https://example.com/r',
      printGroupUuid: 'pg-1',
      shopSeq: 7,
    },
  },
  paymentCancel: { path: { printGroupUuid: 'pg-1' }, body: { orderNo: 'o-1' } },
  orderCancel: { path: { orderNo: 'o-1', printGroupUuid: 'pg-1' }, body: shop },
  orderLogStatus: { query: { shopSeq: 7, tableNum: 3, localeCode: 'ko' } },
  shopGroup: { query: { groupCode: 'g-1' } },
  shopWaiting: { query: { shopSeq: 7 } },
  waitingRegister: { body: { shopSeq: 7, userPhoneNumber: '01012345678', adultCount: 2, kidCount: 0 } },
  waitingDetail: { path: { waitingUuid: 'w-1' } },
  waitingCancel: { path: { waitingUuid: 'w-1' } },
  staffCall: { body: { shopSeq: 7, tableNum: 3, reason: 'water', requestedAt: '2026-11-27T03:00:00.000Z' } },
  staffCallState: { query: { shopSeq: 7, tableNum: 3 } },
  tableCart: { query: { shopSeq: 7, tableNum: 3, phoneId: 'phone-0001' } },
  tableCartOps: {
    body: {
      shopSeq: 7,
      tableNum: 3,
      phoneId: 'phone-0001',
      ops: [{ kind: 'remove', opId: 'op-00000001', lineId: 'line-0001', seenVersion: 0 }],
    },
  },
  placeOrder: {
    body: {
      printGroupUuid: 'pg-00000001',
      shopSeq: 7,
      tableNum: 3,
      localeCode: 'ko',
      tableToken: 'tok-1',
      lines: [{ menuSeq: 1, quantity: 1, optionUuids: [], totalPrice: 1000 }],
      totalPrice: 1000,
    },
  },
};

const CALL_NAMES = Object.keys(CALLS) as CallName[];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  describe('bearer header', () => {
    it('is carried by exactly the four calls spec section 6 names, and the staff-call and table-cart extensions', () => {
      const bearer = CALL_NAMES.filter((name) => CALLS[name].bearer).sort();
      expect(bearer).toEqual([
        'category',
        'sessionCheck',
        'shopInfo',
        'shopWaiting',
        'staffCall',
        'staffCallState',
        'tableCart',
        'tableCartOps',
      ]);
    });

    it.each(CALL_NAMES)('%s sends Authorization only if its descriptor says bearer', async (name) => {
      const { fetch, requests } = fakeFetch(json({}));
      const send = client(fetch);
      await attempt(send(name, SAMPLE_INPUTS[name] as CallInput<typeof name>));
      expect(requests).toHaveLength(1);
      const header = requests[0]!.headers.get('authorization');
      expect(header).toBe(CALLS[name].bearer ? 'Bearer tok-1' : null);
    });

    it('is left out when there is no token', async () => {
      const { fetch, requests } = fakeFetch(json(shop));
      await client(fetch, { getToken: () => null })('shopInfo', { query: { shopSeq: 7 } });
      expect(requests[0]!.headers.has('authorization')).toBe(false);
    });
  });

  describe('retries', () => {
    it('retries a GET on 503 and returns the later success', async () => {
      const { fetch } = fakeFetch(json({}, 503), json(shop));
      const info = await client(fetch)('shopInfo', { query: { shopSeq: 7 } });
      expect(info.shopName).toBe('Orange');
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it.each([408, 429, 500, 502, 503, 504])('gives up on a GET after two retries of %i', async (status) => {
      const { fetch } = fakeFetch(json({}, status));
      const error = await failure(client(fetch)('shopInfo', { query: { shopSeq: 7 } }));
      expect(error).toMatchObject({ kind: 'http', status });
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it.each([400, 401, 404, 409, 422])('does not retry a GET answered %i', async (status) => {
      const { fetch } = fakeFetch(json({}, status));
      await failure(client(fetch)('shopInfo', { query: { shopSeq: 7 } }));
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('retries a GET after a network failure', async () => {
      const { fetch } = fakeFetch(new TypeError('Failed to fetch'), json(shop));
      await client(fetch)('shopInfo', { query: { shopSeq: 7 } });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('does not retry a network failure while the phone has no network at all', async () => {
      const { fetch } = fakeFetch(new TypeError('Failed to fetch'), json(shop));
      const error = await failure(client(fetch, { isOnline: () => false })('shopInfo', { query: { shopSeq: 7 } }));
      expect(error.kind).toBe('offline');
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it.each<[CallName, Answer]>([
      ['history', json({}, 503)],
      ['placeOrder', json({}, 502)],
      ['waitingRegister', new TypeError('Failed to fetch')],
      ['waitingCancel', json({}, 503)],
    ])('never repeats %s (not idempotent)', async (name, answer) => {
      const { fetch } = fakeFetch(answer);
      await failure(client(fetch)(name, SAMPLE_INPUTS[name] as CallInput<typeof name>));
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('errors', () => {
    it.each([404, 500])('turns %i into an http ApiError with the status', async (status) => {
      const { fetch } = fakeFetch(json({ error: { code: 'nope', message: 'No such shop' } }, status));
      const error = await failure(client(fetch)('shopInfo', { query: { shopSeq: 7 } }));
      expect(isApiError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'http', status, call: 'shopInfo' });
      expect(error.service).toEqual({ code: 'nope', message: 'No such shop' });
    });

    it('keeps an http error without a service body', async () => {
      const { fetch } = fakeFetch(new Response('<html>bad gateway</html>', { status: 404 }));
      const error = await failure(client(fetch)('shopInfo', { query: { shopSeq: 7 } }));
      expect(error).toMatchObject({ kind: 'http', status: 404, service: undefined });
    });

    function hang(request: Request): Promise<Response> {
      return new Promise((_, reject) => {
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        request.signal.addEventListener('abort', abort);
      });
    }

    it('turns a hanging call into a timeout', async () => {
      const { fetch } = fakeFetch(hang);
      const error = await failure(client(fetch, { timeoutMs: 20 })('shopInfo', { query: { shopSeq: 7 } }));
      expect(error.kind).toBe('timeout');
    });

    /** Headers at once, then the first bytes of the body, then nothing until the request is stopped. */
    function stallAfterHeaders(request: Request): Response {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"shopSeq":'));
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }

    it.each<[string, CallName]>([
      ['GET', 'shopInfo'],
      ['placed order', 'placeOrder'],
    ])('turns the body of a %s that stalls after the headers into a timeout within the deadline', async (_, name) => {
      const { fetch } = fakeFetch(stallAfterHeaders);
      const started = performance.now();
      const error = await failure(
        client(fetch, { timeoutMs: 50 })(name, SAMPLE_INPUTS[name] as CallInput<typeof name>),
      );
      expect(error.kind).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('turns a body that stalls after the headers into aborted when the caller leaves', async () => {
      const { fetch } = fakeFetch(stallAfterHeaders);
      const controller = new AbortController();
      const pending = client(fetch, { timeoutMs: 5_000 })('shopInfo', {
        query: { shopSeq: 7 },
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 20);
      expect((await failure(pending)).kind).toBe('aborted');
    });

    it('bounds the body of a refusal too', async () => {
      const { fetch } = fakeFetch((request) => {
        const stalled = stallAfterHeaders(request);
        return new Response(stalled.body, { status: 422, headers: stalled.headers });
      });
      const error = await failure(client(fetch, { timeoutMs: 50 })('shopInfo', { query: { shopSeq: 7 } }));
      expect(error).toMatchObject({ kind: 'http', status: 422, service: undefined });
    });

    it('calls a timeout offline when the browser says it is offline', async () => {
      const { fetch } = fakeFetch(hang);
      const send = client(fetch, { timeoutMs: 20, isOnline: () => false });
      const error = await failure(send('shopInfo', { query: { shopSeq: 7 } }));
      expect(error.kind).toBe('offline');
    });

    it.each<[string, CallName]>([
      ['GET', 'shopInfo'],
      ['POST', 'history'],
    ])('turns a fetch TypeError on a %s into offline', async (_, name) => {
      const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
      const error = await failure(client(fetch)(name, SAMPLE_INPUTS[name] as CallInput<typeof name>));
      expect(error.kind).toBe('offline');
    });

    it('turns an aborted signal into aborted, before and during the call', async () => {
      const before = new AbortController();
      before.abort();
      const { fetch } = fakeFetch(hang);
      const send = client(fetch);
      expect((await failure(send('shopInfo', { query: { shopSeq: 7 }, signal: before.signal }))).kind).toBe('aborted');
      expect(fetch).not.toHaveBeenCalled();

      const during = new AbortController();
      const pending = failure(send('shopInfo', { query: { shopSeq: 7 }, signal: during.signal }));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      during.abort();
      expect((await pending).kind).toBe('aborted');
    });

    const brokenBody = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new TypeError('connection reset'));
          },
        }),
        { status: 200 },
      );

    it.each<[string, Answer, string]>([
      ['malformed JSON', new Response('{"shopSeq": 7,', { status: 200 }), 'invalid-response'],
      ['HTML instead of JSON', new Response('<html></html>', { status: 200 }), 'invalid-response'],
      ['an empty body', new Response('', { status: 200 }), 'invalid-response'],
      ['a 204 where JSON is due', new Response(null, { status: 204 }), 'invalid-response'],
      ['a schema mismatch', json({ shopSeq: '7', shopName: 3 }), 'invalid-response'],
      ['null', json(null), 'invalid-response'],
      ['a body that breaks off', brokenBody, 'offline'],
      ['a fetch that throws a string', () => Promise.reject('boom'), 'offline'],
    ])('turns %s into an ApiError, never a raw throw', async (_, answer, kind) => {
      const { fetch } = fakeFetch(answer);
      const error = await failure(client(fetch, { retryDelayMs: () => 0 })('shopInfo', { query: { shopSeq: 7 } }));
      expect(error.kind).toBe(kind);
    });

    it('keeps the schema issue summary for the console', async () => {
      const { fetch } = fakeFetch(json({ shopSeq: 'seven', shopName: 'Orange' }));
      const error = await failure(client(fetch)('shopInfo', { query: { shopSeq: 7 } }));
      expect(error.issues).toMatch(/shopSeq/);
      expect(error.message).toMatch(/shopInfo: invalid-response/);
    });

    it.each<[string, CallName, unknown]>([
      ['a body that breaks the contract', 'waitingRegister', { body: { shopSeq: 7, userPhoneNumber: 'x' } }],
      ['a query that is not a number', 'shopInfo', { query: { shopSeq: Number.NaN } }],
      ['a missing path param', 'waitingDetail', { path: {} }],
    ])('refuses to send %s', async (_, name, input) => {
      const { fetch } = fakeFetch(json({}));
      const error = await failure(client(fetch)(name, input as CallInput<typeof name>));
      expect(error.kind).toBe('invalid-request');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('responses', () => {
    const paid = { shopInfo: shop, trdAmt: 12000, trdDtm: '20260101120000' };

    it.each<[string, Response, unknown]>([
      ['204 as pending', new Response(null, { status: 204 }), { pending: true }],
      ['200 as the result', json(paid), { pending: false, value: expect.objectContaining({ trdAmt: 12000 }) }],
    ])('reads the payment result %s', async (_, response, expected) => {
      const { fetch } = fakeFetch(response);
      expect(await client(fetch)('paymentResult', { query: { mchtTrdNo: 'pg-1' } })).toEqual(expected);
    });

    it.each([
      ['plain text', new Response('01012345678', { status: 200 }), '01012345678'],
      ['an empty text', new Response('', { status: 200 }), ''],
      ['a JSON string', json('01012345678'), '01012345678'],
    ])('reads %s as text', async (_, response, expected) => {
      const { fetch } = fakeFetch(response);
      expect(await client(fetch)('phone', { query: { uuid: 'u-1' } })).toBe(expected);
    });

    it.each([200, 208])('returns the %i status of a call without a body', async (status) => {
      const { fetch } = fakeFetch(new Response(null, { status }));
      expect(await client(fetch)('receipt', SAMPLE_INPUTS.receipt)).toBe(status);
    });

    it('applies the schema defaults', async () => {
      const { fetch } = fakeFetch(json(shop));
      const info = await client(fetch)('shopInfo', { query: { shopSeq: 7 } });
      expect(info).toMatchObject({ globalPayType: 'won', useLocale: false });
    });
  });

  describe('addresses and headers', () => {
    it('encodes path params', async () => {
      const { fetch, requests } = fakeFetch(new Response(null, { status: 200 }));
      await client(fetch)('orderCancel', { path: { orderNo: 'a b/c', printGroupUuid: 'ü?#' }, body: shop });
      expect(new URL(requests[0]!.url).pathname).toBe('/api/order/mobile/cancel/a%20b%2Fc/%C3%BC%3F%23');
    });

    it('serialises query numbers under the base path', async () => {
      const { fetch, requests } = fakeFetch(json([]));
      await client(fetch)('orderLogStatus', { query: { shopSeq: 12, tableNum: 3, localeCode: 'ko' } });
      expect(requests[0]!.url).toBe(`${BASE}/order/log/status?shopSeq=12&tableNum=3&localeCode=ko`);
    });

    it('sends the JSON body with its method', async () => {
      const { fetch, requests } = fakeFetch(new Response('w-9', { status: 200 }));
      const id = await client(fetch)('waitingRegister', SAMPLE_INPUTS.waitingRegister);
      expect(id).toBe('w-9');
      expect(requests[0]!.method).toBe('POST');
      expect(requests[0]!.headers.get('content-type')).toMatch(/application\/json/);
      expect(await requests[0]!.json()).toEqual(SAMPLE_INPUTS.waitingRegister.body);
    });

    it('sends the idempotency key when given, and none otherwise', async () => {
      const { fetch, requests } = fakeFetch(new Response(null, { status: 200 }));
      const send = client(fetch);
      await send('history', { body: { url: '/7/3' }, idempotencyKey: 'key-1' });
      await send('history', { body: { url: '/7/3' } });
      expect(requests[0]!.headers.get('idempotency-key')).toBe('key-1');
      expect(requests[1]!.headers.has('idempotency-key')).toBe(false);
    });

    it('resolves a relative base against the page', async () => {
      const { fetch, requests } = fakeFetch(json(shop));
      await createClient({ baseUrl: '/api', fetch, getToken: () => null })('shopInfo', { query: { shopSeq: 1 } });
      expect(new URL(requests[0]!.url).pathname).toBe('/api/shopInfo');
    });
  });
});
