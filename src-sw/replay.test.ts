import { describe, expect, it, vi } from 'vitest';
import {
  createLock,
  type QueueEntry,
  queueOnFirstTry,
  type ReplayableQueue,
  type ReplayOutcome,
  replayDecision,
  replayQueue,
} from './replay.ts';

const answered = (status: number): ReplayOutcome => ({ kind: 'response', status });
const failed: ReplayOutcome = { kind: 'network-error' };

describe('replayDecision', () => {
  it.each([
    [answered(200), 'delivered'],
    [answered(201), 'delivered'],
    [answered(208), 'delivered'],
    [answered(500), 'keep'],
    [answered(502), 'keep'],
    [answered(503), 'keep'],
    [answered(504), 'keep'],
    [answered(429), 'keep'],
    [answered(408), 'keep'],
    [failed, 'keep'],
    [answered(400), 'drop'],
    [answered(404), 'drop'],
    [answered(409), 'drop'],
    [answered(422), 'drop'],
  ])('%o is %s', (outcome, expected) => {
    expect(replayDecision(outcome)).toBe(expected);
  });
});

describe('queueOnFirstTry', () => {
  it.each([
    ['history', failed, true],
    ['receipt', failed, true],
    ['history', answered(503), true],
    ['history', answered(429), true],
    ['receipt', answered(503), false],
    ['history', answered(200), false],
    ['receipt', answered(200), false],
    ['history', answered(400), false],
  ] as const)('%s after %o queues: %s', (queue, outcome, expected) => {
    expect(queueOnFirstTry(queue, outcome)).toBe(expected);
  });
});

/** An in-memory queue with Workbox's shift/unshift semantics. */
function fakeQueue(ids: string[]): ReplayableQueue<{ id: string }> & { ids(): string[] } {
  let entries: QueueEntry<{ id: string }>[] = ids.map((id) => ({
    request: new Request(`https://service.example/history?${id}`, { method: 'POST', body: id }),
    metadata: { id },
  }));
  return {
    async shiftRequest() {
      const [first, ...rest] = entries;
      entries = rest;
      return first;
    },
    async unshiftRequest(entry) {
      entries = [entry, ...entries];
    },
    ids: () => entries.map((e) => e.metadata!.id),
  };
}

/** A fetch that answers per request id from a script (a status, or 'down' for a network error). */
function scriptedFetch(script: Record<string, (number | 'down')[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const id = new URL(request.url).search.slice(1);
    calls.push(id);
    const next = script[id]?.shift() ?? 200;
    if (next === 'down') throw new TypeError('Failed to fetch');
    return new Response(null, { status: next });
  });
  return { fetch, calls };
}

describe('replayQueue', () => {
  it('delivers every entry in order and empties the queue', async () => {
    const queue = fakeQueue(['a', 'b', 'c']);
    const { fetch, calls } = scriptedFetch({});
    const report = await replayQueue(queue, { fetch });
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(queue.ids()).toEqual([]);
    expect(report).toEqual({ delivered: 3, dropped: 0, postponed: false });
  });

  it.each([503, 500, 429, 'down'] as const)(
    'keeps the entry first in line and stops the round on %s',
    async (answer) => {
      const queue = fakeQueue(['a', 'b', 'c']);
      const { fetch, calls } = scriptedFetch({ b: [answer] });
      const report = await replayQueue(queue, { fetch });
      expect(calls).toEqual(['a', 'b']);
      expect(queue.ids()).toEqual(['b', 'c']);
      expect(report).toEqual({ delivered: 1, dropped: 0, postponed: true });
    },
  );

  it('drops an entry the service refuses and goes on', async () => {
    const queue = fakeQueue(['a', 'b']);
    const { fetch } = scriptedFetch({ a: [400] });
    const settled: [string, string, number][] = [];
    const report = await replayQueue(queue, {
      fetch,
      onSettled: (entry, decision, status) => settled.push([entry.metadata!.id, decision, status]),
    });
    expect(queue.ids()).toEqual([]);
    expect(report).toEqual({ delivered: 1, dropped: 1, postponed: false });
    expect(settled).toEqual([
      ['a', 'drop', 400],
      ['b', 'delivered', 200],
    ]);
  });

  it('reports an already-sent answer as delivered with its status', async () => {
    const queue = fakeQueue(['a']);
    const { fetch } = scriptedFetch({ a: [208] });
    const onSettled = vi.fn();
    await replayQueue(queue, { fetch, onSettled });
    expect(onSettled).toHaveBeenCalledWith(expect.anything(), 'delivered', 208);
  });

  it('delivers a kept entry on the next round', async () => {
    const queue = fakeQueue(['a']);
    const { fetch, calls } = scriptedFetch({ a: [503, 200] });
    await replayQueue(queue, { fetch });
    await replayQueue(queue, { fetch });
    expect(calls).toEqual(['a', 'a']);
    expect(queue.ids()).toEqual([]);
  });
});

describe('createLock', () => {
  it('runs two replays one after the other, so no entry is sent twice', async () => {
    const queue = fakeQueue(['a', 'b']);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const slowFetch = async (request: Request) => {
      sent.push(new URL(request.url).search.slice(1));
      await gate;
      return new Response(null, { status: 200 });
    };
    const lock = createLock();
    const first = lock(() => replayQueue(queue, { fetch: slowFetch }));
    const second = lock(() => replayQueue(queue, { fetch: slowFetch }));
    release();
    const reports = await Promise.all([first, second]);
    expect(sent).toEqual(['a', 'b']);
    expect(reports.map((r) => r.delivered)).toEqual([2, 0]);
  });

  it('lets the next task run after one fails', async () => {
    const lock = createLock();
    const failing = lock(async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(lock(async () => 'next')).resolves.toBe('next');
  });
});
