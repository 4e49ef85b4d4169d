import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFailedScreenFilesInApp } from './screen-file-failures.ts';

function stubPage() {
  const page = new EventTarget();
  const stored = new Map<string, string>();
  vi.stubGlobal('window', page);
  vi.stubGlobal('sessionStorage', { setItem: (key: string, value: string) => stored.set(key, value) });
  return { page, stored };
}

function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepFailedScreenFilesInApp', () => {
  it('marks a failed screen file as reloaded already, so the router shows its error screen', () => {
    const { page, stored } = stubPage();
    const stop = keepFailedScreenFilesInApp();
    const message = 'Failed to fetch dynamically imported module: https://t.test/assets/cart-1.js';
    const event = preloadError(new TypeError(message));
    page.dispatchEvent(event);
    expect(stored.get(`tanstack_router_reload:${message}`)).toBe('1');
    // Vite still throws the failure on to the router.
    expect(event.defaultPrevented).toBe(false);
    stop();
  });

  it('ignores a report without an error, and stops listening when asked', () => {
    const { page, stored } = stubPage();
    const stop = keepFailedScreenFilesInApp();
    page.dispatchEvent(preloadError('not an error'));
    stop();
    page.dispatchEvent(preloadError(new TypeError('later')));
    expect(stored.size).toBe(0);
  });
});
