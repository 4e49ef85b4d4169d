/**
 * An in-app navigation, as a link inside the app makes it: the running app changes screens
 * without loading a document. Offline journeys need it, since with service workers blocked a
 * document load cannot succeed offline, but the app already running must keep working.
 */
import type { Page } from '@playwright/test';

export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The router's history counts entries in `__TSR_index`; one more is a forward step.
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ __TSR_index: index, __TSR_key: key, key }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
