import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// One message from the menu screen and one from the payment screen (see catalog-parts.ts).
const MENU_MESSAGE = msg`Menu categories`;
const PAYMENT_MESSAGE = msg`Delivery address`;

async function freshRuntime() {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
  return import('./i18n.ts');
}

describe('the catalog in two parts', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts with the menu's messages only, and sets the page's language and direction", async () => {
    const { activateLocale } = await freshRuntime();
    await activateLocale('al');
    expect(i18n.locale).toBe('al');
    expect(i18n.messages[MENU_MESSAGE.id ?? '']).toBeDefined();
    expect(i18n.messages[PAYMENT_MESSAGE.id ?? '']).toBeUndefined();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('adds the rest in place, without re-rendering the screen on show', async () => {
    const { activateLocale, loadRestOfCatalog } = await freshRuntime();
    await activateLocale('ko');
    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    await loadRestOfCatalog();
    stop();
    expect(i18n._(PAYMENT_MESSAGE)).toBe('배달 주소');
    expect(i18n._(MENU_MESSAGE)).not.toBe(MENU_MESSAGE.id);
    expect(changed).not.toHaveBeenCalled();
  });

  it('brings the rest with every later language switch', async () => {
    const { activateLocale, loadRestOfCatalog } = await freshRuntime();
    await activateLocale('ko');
    await loadRestOfCatalog();
    await activateLocale('ru');
    expect(i18n._(PAYMENT_MESSAGE)).toBe('Адрес доставки');
  });

  it('waits for a language switch under way, and completes the locale it ends on', async () => {
    const { activateLocale, loadRestOfCatalog } = await freshRuntime();
    await activateLocale('ko');
    const switching = activateLocale('en');
    await loadRestOfCatalog();
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._(PAYMENT_MESSAGE)).toBe('Delivery address');
  });
});
