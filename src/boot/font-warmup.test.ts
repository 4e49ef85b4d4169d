import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../shared/i18n/locales.ts';
import { fontSample, MENU_TEXT_STYLES } from './font-warmup.ts';

const baseCss = readFileSync(new URL('../shared/ui/base.css', import.meta.url), 'utf8');
const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('font warm-up', () => {
  it.each(MENU_TEXT_STYLES)('warms %s at %i, a size of the type scale', (token) => {
    expect(baseCss).toMatch(new RegExp(`^\\s*${token}:`, 'm'));
  });

  it('warms each style once', () => {
    const keys = MENU_TEXT_STYLES.map(([token, weight]) => `${token} ${weight}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(UI_LOCALES)('samples Hangul, Latin and digits in %s', (locale) => {
    expect(fontSample(locale)).toMatch(/[가-힣].*[A-Za-z].*\d/);
  });

  it.each<[string, RegExp]>([
    ['jp', /[\u30a0-\u30ff]/],
    ['ch', /[\u4e00-\u9fff]/],
    ['al', /[\u0600-\u06ff]/],
    ['ru', /[\u0400-\u04ff]/],
    ['vi', /ự/],
  ])('adds the script of %s', (locale, script) => {
    expect(fontSample(locale as (typeof UI_LOCALES)[number])).toMatch(script);
  });

  it('has its box in the start-up frame, where the app replaces it', () => {
    expect(indexHtml).toMatch(
      /<div class="app" aria-hidden="true">[\s\S]*class="boot-font-warmup"[\s\S]*<\/div>\s*<\/div>\s*<noscript>/,
    );
  });
});
