import { afterEach, describe, expect, it, vi } from 'vitest';
import { attempt } from './errors.ts';

afterEach(() => {
  vi.doUnmock('ky');
  vi.resetModules();
});

describe('a call whose code file stalls', () => {
  it('ends at the call deadline when ky never arrives', async () => {
    vi.resetModules();
    // The file of ky stalls: its import never settles.
    vi.doMock('ky', () => new Promise(() => undefined));
    const { createClient } = await import('./client.ts');
    const send = createClient({ baseUrl: 'http://api.test/api', getToken: () => null, timeoutMs: 30 });
    const started = performance.now();
    const result = await attempt(send('shopInfo', { query: { shopSeq: 7 } }));
    expect(result.ok ? null : result.error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
