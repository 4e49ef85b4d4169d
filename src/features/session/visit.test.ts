import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../worker-contract/outbox.ts';
import { keepVisitRecord } from './visit.ts';

describe('keepVisitRecord', () => {
  it('puts the path, without the query, in the outbox under the given key', async () => {
    const enqueue = vi.fn(async (_entry: OutboxEntry) => undefined);
    await keepVisitRecord('/1/2', 'key-1', 1_000, enqueue);
    expect(enqueue).toHaveBeenCalledTimes(1);
    const [entry] = enqueue.mock.calls[0] ?? [];
    expect(entry).toMatchObject({ key: 'key-1', call: 'history', body: { url: '/1/2' }, createdAt: 1_000 });
    expect(entry?.url).toMatch(/\/api\/history$/);
  });

  it('never throws: a store that refuses is said in the console', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('quota');
    await keepVisitRecord('/1/2', 'key-1', 1_000, async () => Promise.reject(failure));
    expect(console.warn).toHaveBeenCalledWith('visit not recorded', failure);
  });
});
