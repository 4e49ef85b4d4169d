import { describe, expect, it } from 'vitest';
import { inMenuPart, isRouteModule } from './catalog-parts-plugin.ts';

describe('isRouteModule', () => {
  it.each([
    ['/app/src/routes/__root.tsx', true],
    ['/app/src/routes/list/$shopSeq.$tableNum.tsx', true],
    ['/app/src/routes/payment/cancel/$shopSeq.$tableNum.tsx', true],
    ['/app/src/routeTree.gen.ts', true],
    ['/app/src/routes/-components/menu-home.tsx', false],
    ['/app/src/routes/-components/home/home-page.tsx', false],
    ['/app/src/features/menu/components/menu-card.tsx', false],
    ['C:\\app\\src\\routes\\cart\\$shopSeq.$tableNum.tsx', true],
  ])('%s → %s', (path, expected) => {
    expect(isRouteModule(path)).toBe(expected);
  });
});

describe('inMenuPart', () => {
  const menuFiles = new Set(['/app/src/features/menu/components/category-bar.tsx']);
  it.each([
    ['written only in a menu file', [['src/features/menu/components/category-bar.tsx']], true],
    [
      'written in a menu file and another',
      [['src/features/payment/components/away-fields.tsx'], ['src/features/menu/components/category-bar.tsx']],
      true,
    ],
    ['written only elsewhere', [['src/features/payment/components/away-fields.tsx']], false],
    ['with no recorded place', [], true],
  ] as Array<[string, Array<[string]>, boolean]>)('a message %s → %s', (_case, origin, expected) => {
    expect(inMenuPart({ origin }, '/app', menuFiles)).toBe(expected);
  });
});
