import { describe, expect, it } from 'vitest';
import type { DetailAnswer } from './waiting-watch.ts';
import { newWaitingWatch } from './waiting-watch.ts';
import { askWaitingDetail, detailAnswerOf } from './waiting-watch-ask.ts';

const watch = newWaitingWatch({
  waitingUuid: 'a b/c',
  seen: { waitingOrder: 4, waitingStatus: 'WAITING' },
  seenAt: 0,
  since: 0,
  texts: {},
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('detailAnswerOf', () => {
  it.each<[string, Response, DetailAnswer]>([
    [
      'a registration',
      json({ shopName: 'x', waitingOrder: 3, waitingStatus: 'WAITING' }),
      { kind: 'fresh', seen: { shopName: 'x', waitingOrder: 3, waitingStatus: 'WAITING' } as never },
    ],
    ['not found', json({}, 404), { kind: 'gone' }],
    ['gone', json({}, 410), { kind: 'gone' }],
    ['a server error', json({}, 503), { kind: 'failed' }],
    ['a body without the place', json({ waitingStatus: 'WAITING' }), { kind: 'failed' }],
    ['not JSON', new Response('<html>', { status: 200 }), { kind: 'failed' }],
  ])('%s', async (_case, response, expected) => {
    expect(await detailAnswerOf(response)).toEqual(expected);
  });
});

describe('askWaitingDetail', () => {
  it('asks the detail call under the API base, with the id encoded', async () => {
    const asked: string[] = [];
    const fetch = (async (url: URL) => {
      asked.push(String(url));
      return json({ waitingOrder: 2, waitingStatus: 'WAITING' });
    }) as unknown as typeof globalThis.fetch;
    const answer = await askWaitingDetail(watch, { apiBase: '/api/', origin: 'https://app.example', fetch });
    expect(asked).toEqual(['https://app.example/api/shop/waiting/a%20b%2Fc']);
    expect(answer).toEqual({ kind: 'fresh', seen: { waitingOrder: 2, waitingStatus: 'WAITING' } });
  });

  it('a network failure or a timeout is a failed answer, never thrown', async () => {
    const fetch = (async (_url: URL, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof globalThis.fetch;
    expect(
      await askWaitingDetail(watch, { apiBase: '/api', origin: 'https://app.example', fetch, timeoutMs: 5 }),
    ).toEqual({
      kind: 'failed',
    });
  });
});
