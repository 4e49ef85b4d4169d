import { describe, expect, it, vi } from 'vitest';
import { keepForOfflineWhenLeft } from './keep-for-offline.ts';

function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
  };
  const become = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    for (const fn of [...listeners]) fn();
  };
  return { page: page as unknown as Document, become, listeners };
}

describe('keepForOfflineWhenLeft', () => {
  it.each([
    { worker: false, changes: [] as DocumentVisibilityState[], prepared: 0 },
    { worker: false, changes: ['visible'] as DocumentVisibilityState[], prepared: 0 },
    { worker: false, changes: ['hidden'] as DocumentVisibilityState[], prepared: 1 },
    { worker: false, changes: ['hidden', 'visible', 'hidden'] as DocumentVisibilityState[], prepared: 1 },
    { worker: true, changes: ['hidden'] as DocumentVisibilityState[], prepared: 0 },
  ])('worker $worker, page $changes: prepared $prepared times', ({ worker, changes, prepared }) => {
    const { page, become } = fakePage();
    const prepare = vi.fn(() => Promise.resolve());
    keepForOfflineWhenLeft(prepare, page, () => worker);
    for (const state of changes) become(state);
    expect(prepare).toHaveBeenCalledTimes(prepared);
  });

  it('a failed fetch is reported, not thrown', async () => {
    const { page, become } = fakePage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    keepForOfflineWhenLeft(
      () => Promise.reject(new Error('offline')),
      page,
      () => false,
    );
    become('hidden');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
