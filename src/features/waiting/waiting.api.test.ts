import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWaiting, waitingKey } from './waiting.api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BODY = { shopSeq: 7, userPhoneNumber: '01012345678', adultCount: 2, kidCount: 1 };

describe('registerWaiting', () => {
  it.each([
    ['a bare id', new Response('w-1', { status: 200 }), 'w-1'],
    ['an id as a JSON string', Response.json('w-2'), 'w-2'],
  ])('returns the waitingUuid from %s', async (_, response, id) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    expect(await registerWaiting(BODY)).toBe(id);
  });

  it('refuses an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(registerWaiting(BODY)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('sends no token', async () => {
    const fetch = vi.fn(async (_: Request) => new Response('w-1', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await registerWaiting(BODY);
    expect(fetch.mock.calls[0]![0].headers.has('authorization')).toBe(false);
  });

  it('sends the same idempotency key for the same party every time, and another for another party', async () => {
    const fetch = vi.fn(async (_: Request) => new Response('w-1', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await registerWaiting(BODY);
    await registerWaiting(BODY);
    await registerWaiting({ ...BODY, adultCount: 3 });
    const keys = fetch.mock.calls.map(([request]) => request.headers.get('idempotency-key'));
    expect(keys[0]).toBe(waitingKey(BODY));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
