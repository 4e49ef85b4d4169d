import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const LOCALE_KEY = 'table-order:v1:locale';
const CHOSEN_KEY = 'table-order:v1:locale-chosen';

/** A page that starts on a phone set to `language`, with `stored` already in its local storage. */
async function pageStartedIn(language: string, stored: Record<string, string> = {}) {
  vi.resetModules();
  const items = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
  vi.stubGlobal('navigator', { language });
  const { pickFirstVisitLocale } = await import('./first-visit-locale.ts');
  return { pickFirstVisitLocale, items };
}

describe('pickFirstVisitLocale', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['ko-KR', 'ko'],
    ['en-US', 'en'],
    ['vi-VN', 'vi'],
    ['zh-CN', 'ch'],
    ['ja-JP', 'en'],
  ])('a first visit on a phone set to %s shows and keeps %s', async (language, expected) => {
    const { pickFirstVisitLocale, items } = await pageStartedIn(language);
    await pickFirstVisitLocale(true);
    expect(i18n.locale).toBe(expected);
    expect(items.get(LOCALE_KEY)).toBe(expected);
    expect(items.get(CHOSEN_KEY)).toBe('true');
  });

  it('a page being left, where the browser answers its own default language, still picks the phone’s', async () => {
    const { pickFirstVisitLocale, items } = await pageStartedIn('ko-KR');
    // What Chromium answers in a document that has been navigated away from (seen in a journey:
    // the shop's answer reached the page the diner was leaving, and English was kept for good).
    vi.stubGlobal('navigator', { language: 'en-US' });
    await pickFirstVisitLocale(true);
    expect(items.get(LOCALE_KEY)).toBe('ko');
    expect(i18n.locale).toBe('ko');
  });

  it.each([
    ['a shop without languages', false, {}, undefined],
    ['a language the diner chose before', true, { [LOCALE_KEY]: 'ru', [CHOSEN_KEY]: 'true' }, 'ru'],
    ['a language stored before any pick', true, { [LOCALE_KEY]: 'jp' }, 'jp'],
  ])('%s is left as it is', async (_, usesLocales, stored, expected) => {
    const { pickFirstVisitLocale, items } = await pageStartedIn('en-US', stored);
    await pickFirstVisitLocale(usesLocales);
    expect(items.get(LOCALE_KEY)).toBe(expected);
  });
});
