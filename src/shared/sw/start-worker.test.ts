import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './start-worker.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startServiceWorker', () => {
  it('registers the worker once its code has arrived', async () => {
    const registerServiceWorker = vi.fn();
    startServiceWorker(async () => ({ registerServiceWorker }), new EventTarget());
    await flush();
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again when the connection is back, once', async () => {
    const registerServiceWorker = vi.fn();
    const load = vi
      .fn<() => Promise<{ registerServiceWorker: () => void }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ registerServiceWorker });
    const page = new EventTarget();
    startServiceWorker(load, page);
    await flush();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('online'));
    await flush();
    page.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });
});
