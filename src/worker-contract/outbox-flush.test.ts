import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, SendOutcome } from './outbox.ts';
import { flushOutbox, type OutboxLock, sendEntry } from './outbox-flush.ts';
import { memoryOutboxStore } from './outbox-store.ts';

const entry = (key: string, createdAt = 1): OutboxEntry => ({
  key,
  call: 'history',
  url: 'http://app.test/api/history',
  body: { url: `/${key}` },
  createdAt,
});
const answered = (status: number, queuedByWorker = false): SendOutcome => ({
  kind: 'response',
  status,
  queuedByWorker,
});
const noLock: OutboxLock = (task) => task();

async function storeWith(...entries: OutboxEntry[]) {
  const store = memoryOutboxStore();
  for (const e of entries) await store.put(e);
  return store;
}

describe('flushOutbox', () => {
  it.each<[string, SendOutcome, string[]]>([
    // rule, answer to the first entry, keys left
    ['a 2xx deletes it and goes on', answered(200), []],
    ['a 208 (already had it) deletes it', answered(208), []],
    ['a final 4xx deletes it', answered(400), []],
    ['a 503 keeps it and stops the round', answered(503), ['a', 'b']],
    ['a 429 keeps it', answered(429), ['a', 'b']],
    ['a 408 keeps it', answered(408), ['a', 'b']],
    ['a network error keeps it', { kind: 'network-error' }, ['a', 'b']],
    ['a timeout keeps it', { kind: 'timeout' }, ['a', 'b']],
    ['the worker’s "queued" keeps it', answered(202, true), ['a', 'b']],
  ])('%s', async (_rule, first, left) => {
    const store = await storeWith(entry('a', 1), entry('b', 2));
    const send = vi.fn(async (e: OutboxEntry) => (e.key === 'a' ? first : answered(200)));
    await flushOutbox(store, { send, lock: noLock, now: () => 10 });
    expect((await store.list()).map((e) => e.key)).toEqual(left);
  });

  it('sends oldest first, each under its own key, and reports each settled entry', async () => {
    const store = await storeWith(entry('late', 5), entry('early', 1));
    const sent: string[] = [];
    const onSettled = vi.fn();
    const report = await flushOutbox(store, {
      send: async (e) => {
        sent.push(e.key);
        return answered(e.key === 'late' ? 404 : 200);
      },
      onSettled,
      lock: noLock,
      now: () => 10,
    });
    expect(sent).toEqual(['early', 'late']);
    expect(report).toMatchObject({ delivered: 1, refused: 1, postponed: false, ran: true });
    expect(onSettled.mock.calls.map(([s]) => [s.entry.key, s.decision, s.status])).toEqual([
      ['early', 'delivered', 200],
      ['late', 'refused', 404],
    ]);
  });

  it('deletes only after the answer: a send that never ends leaves the entry stored', async () => {
    const store = await storeWith(entry('a'));
    void flushOutbox(store, { send: () => new Promise<SendOutcome>(() => undefined), lock: noLock, now: () => 10 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await store.has('a')).toBe(true);
  });

  it('drops an entry too old to matter without sending it', async () => {
    const store = await storeWith(entry('old', 0));
    const send = vi.fn(async () => answered(200));
    const report = await flushOutbox(store, { send, lock: noLock, now: () => 4 * 24 * 60 * 60 * 1000 });
    expect(send).not.toHaveBeenCalled();
    expect(report.expired).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it('skips an entry another context delivered while this round ran', async () => {
    const store = await storeWith(entry('a', 1), entry('b', 2));
    const send = vi.fn(async (e: OutboxEntry) => {
      if (e.key === 'a') await store.remove('b');
      return answered(200);
    });
    await flushOutbox(store, { send, lock: noLock, now: () => 10 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing while another round holds the lock', async () => {
    const store = await storeWith(entry('a'));
    const send = vi.fn(async () => answered(200));
    const report = await flushOutbox(store, { send, lock: async () => null });
    expect(send).not.toHaveBeenCalled();
    expect(report.ran).toBe(false);
    expect(await store.has('a')).toBe(true);
  });
});

describe('sendEntry', () => {
  it('posts the body with the entry’s idempotency key', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }));
    expect(await sendEntry(entry('k'), { fetch })).toEqual({ kind: 'response', status: 200, queuedByWorker: false });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://app.test/api/history');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k');
    expect(init?.body).toBe(JSON.stringify({ url: '/k' }));
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('sends an entry’s table token as the bearer, and only that entry’s', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 201 }));
    await sendEntry({ ...entry('k'), call: 'staffCall', bearer: 'tok-7' }, { fetch });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-7');
  });

  it('tells the worker’s marked 202 from the service’s own', async () => {
    const queued = async () => new Response('{}', { status: 202, headers: { 'X-Queued': '1' } });
    expect(await sendEntry(entry('k'), { fetch: queued })).toMatchObject({ queuedByWorker: true });
    const plain = async () => new Response('{}', { status: 202 });
    expect(await sendEntry(entry('k'), { fetch: plain })).toMatchObject({ queuedByWorker: false });
  });

  it('gives up on a send that hangs, as a timeout', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    expect(await sendEntry(entry('k'), { fetch: hang, timeoutMs: 20 })).toEqual({ kind: 'timeout' });
  });

  it('reports a failed fetch as a network error', async () => {
    const fail = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendEntry(entry('k'), { fetch: fail })).toEqual({ kind: 'network-error' });
  });
});
