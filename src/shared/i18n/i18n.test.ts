import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// One message the menu shows and one only the payment screen shows: a catalog holds both.
const MENU_MESSAGE = msg`Menu categories`;
const PAYMENT_MESSAGE = msg`Delivery address`;

async function freshRuntime() {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
  return import('./i18n.ts');
}

describe('activateLocale', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads the locale's whole catalog, and sets the page's language and direction", async () => {
    const { activateLocale } = await freshRuntime();
    await activateLocale('al');
    expect(i18n.locale).toBe('al');
    expect(i18n._(MENU_MESSAGE)).not.toBe(MENU_MESSAGE.id);
    expect(i18n._(PAYMENT_MESSAGE)).not.toBe(PAYMENT_MESSAGE.id);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it.each([
    ['ko', '배달 주소'],
    ['ru', 'Адрес доставки'],
    ['en', 'Delivery address'],
  ] as const)("the %s catalog holds the payment screen's words too: %s", async (code, expected) => {
    const { activateLocale } = await freshRuntime();
    await activateLocale(code);
    expect(i18n._(PAYMENT_MESSAGE)).toBe(expected);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('a later language switch brings that whole catalog', async () => {
    const { activateLocale } = await freshRuntime();
    await activateLocale('ko');
    await activateLocale('ru');
    expect(i18n.locale).toBe('ru');
    expect(i18n._(PAYMENT_MESSAGE)).toBe('Адрес доставки');
  });

  it.each([
    ['a catalog that fails once is asked for again', 'jp', ['jp'], 'jp', null],
    ['a catalog that keeps failing gives way to Korean', 'jp', ['jp', 'jp', 'jp'], 'ko', 'jp'],
    ['Korean that keeps failing gives way to the fallback', 'ko', ['ko', 'ko', 'ko'], 'en', 'ko'],
  ] as const)('%s', async (_, wanted, failures, shown, missing) => {
    const { activateLocale, catalogMissingAtom } = await freshRuntime();
    const { store } = await import('../state/store.ts');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const left = [...failures];
    const load = vi.fn(async (code: string) => {
      const index = left.indexOf(code as never);
      if (index >= 0) {
        left.splice(index, 1);
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return { [MENU_MESSAGE.id]: `menu in ${code}` };
    });
    expect(await activateLocale(wanted, load)).toBe(shown);
    expect(i18n.locale).toBe(shown);
    expect(i18n._(MENU_MESSAGE)).toBe(`menu in ${shown}`);
    expect(store.get(catalogMissingAtom)).toBe(missing);
  });

  it('opens in Korean, with real words, when not one catalog loads', async () => {
    const { activateLocale, catalogMissingAtom } = await freshRuntime();
    const { store } = await import('../state/store.ts');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(await activateLocale('jp', load)).toBe('ko');
    expect(i18n._(PAYMENT_MESSAGE)).toBe('배달 주소');
    expect(document.documentElement.lang).toBe('ko');
    expect(store.get(catalogMissingAtom)).toBe('jp');
  });
});

describe('completeCatalog', () => {
  it('adds the rest to the catalog on show without a change event, and a later switch loads whole', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
    const { activateLocale, completeCatalog } = await import('./i18n.ts');
    const first = vi.fn(async (code: string) => ({ [MENU_MESSAGE.id]: `menu in ${code}` }));
    const rest = vi.fn(async (code: string) => ({ [PAYMENT_MESSAGE.id]: `payment in ${code}` }));
    await activateLocale('ko', first, rest);
    expect(rest).not.toHaveBeenCalled();
    expect(i18n._(PAYMENT_MESSAGE)).not.toBe('payment in ko');

    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    await completeCatalog(rest);
    stop();
    expect(i18n._(PAYMENT_MESSAGE)).toBe('payment in ko');
    expect(i18n._(MENU_MESSAGE)).toBe('menu in ko');
    expect(changed).not.toHaveBeenCalled();

    await activateLocale('ru', first, rest);
    expect(i18n._(PAYMENT_MESSAGE)).toBe('payment in ru');
    expect(rest).toHaveBeenCalledTimes(2);
  });
});
