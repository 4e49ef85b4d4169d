import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_PART_ROUTES, needsRestOfCatalog } from './catalog-parts.ts';

describe('needsRestOfCatalog', () => {
  it.each([
    ['the menu list', ['__root__', '/list/$shopSeq/$tableNum'], false],
    ['the scan link, on its way to the menu', ['__root__', '/$shopSeq/$tableNum/'], false],
    ['the root alone (an unknown address)', ['__root__'], false],
    ['a menu detail', ['__root__', '/$shopSeq/$tableNum/$menuSeq'], true],
    ['the cart', ['__root__', '/cart/$shopSeq/$tableNum'], true],
    ['the expired page', ['__root__', '/expired/$shopSeq/$tableNum'], true],
    ['the waiting list', ['__root__', '/waiting/$shopSeq'], true],
  ])('%s → %s', (_case, routeIds, expected) => {
    expect(needsRestOfCatalog(routeIds)).toBe(expected);
  });
});

describe('MENU_PART_ROUTES', () => {
  it.each(Object.entries(MENU_PART_ROUTES))('%s is the route declared in %s', (routeId, file) => {
    // The build walks from the file, the app decides by the id: the two must name the same route.
    const declared = /createFileRoute\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(declared).toBe(routeId);
  });
});
