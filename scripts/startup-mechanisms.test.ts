import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mechanismsLeftOut, pageWithout, STARTUP_MECHANISMS } from './startup-mechanisms.ts';

const INDEX_HTML = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('mechanismsLeftOut', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['yields', ['yields']],
    [' yields , font-warmup,', ['yields', 'font-warmup']],
    [Object.keys(STARTUP_MECHANISMS).join(','), Object.keys(STARTUP_MECHANISMS)],
  ])('%j leaves out %j', (list, names) => {
    expect([...mechanismsLeftOut(list)]).toEqual(names);
  });

  it('refuses a name that is no mechanism, so a typo never measures the full build', () => {
    expect(() => mechanismsLeftOut('yields,font-warmups')).toThrow(/font-warmups\b/);
  });
});

describe('pageWithout', () => {
  it('leaves the page as it is when nothing is left out', () => {
    expect(pageWithout(INDEX_HTML, new Set())).toBe(INDEX_HTML);
  });

  it('without the start-up frame keeps only the invisible warm-up box in the root', () => {
    const page = pageWithout(INDEX_HTML, new Set(['startup-frame']));
    expect(page).not.toMatch(/boot-shell|class="app"/);
    expect(page).toMatch(/<div id="root">\s*<div class="boot-font-warmup">[^<]*<\/div>\s*<\/div>/);
  });

  it('without the font warm-up keeps the frame and drops its box', () => {
    const page = pageWithout(INDEX_HTML, new Set(['font-warmup']));
    expect(page).not.toContain('boot-font-warmup');
    expect(page).toContain('<div class="boot-shell-block boot-shell-banner"></div>');
  });

  it('without both leaves the root empty', () => {
    const page = pageWithout(INDEX_HTML, new Set(['font-warmup', 'startup-frame']));
    expect(page).toMatch(/<div id="root">\s*<\/div>/);
  });

  it('says so when the page no longer has what it should remove', () => {
    expect(() => pageWithout('<div id="root"></div>', new Set(['startup-frame']))).toThrow(/start-up frame/);
  });
});
