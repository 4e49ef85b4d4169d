import { describe, expect, it } from 'vitest';
import { catalogPart, firstScreenMessageIds, waitsForWholeCatalog } from './catalog-parts-plugin.ts';

type Chunks = Parameters<typeof firstScreenMessageIds>[0];

const chunk = (fileName: string, code: string, extra: Partial<Chunks[string]> = {}): Chunks[string] => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  modules: { [`/w/src/${fileName}.ts`]: { code } },
  ...extra,
});

describe('waitsForWholeCatalog', () => {
  it.each([
    ['/w/src/routes/cart/$shopSeq.$tableNum.tsx?tsr-split=component', true],
    ['/w/src/routes/list/$shopSeq.$tableNum.tsx?tsr-split=component', false],
    ['/w/src/routes/list/$shopSeq.$tableNum.tsx?tsr-split=errorComponent', false],
    ['/w/src/features/shop/components/language-dialog.tsx', true],
    ['/w/src/features/menu/components/menu-search-panel.tsx', true],
    ['/w/src/features/staff-call/components/staff-call-sheet.tsx', true],
    ['/w/src/features/staff-call/components/staff-call-button.tsx', false],
    ['/w/src/shared/sw/register.ts', false],
    [null, false],
  ])('%s: %s', (id, waits) => {
    expect(waitsForWholeCatalog(id)).toBe(waits);
  });
});

describe('firstScreenMessageIds', () => {
  const chunks: Chunks = {
    'index.js': chunk('index.js', 'x({id:"entry1"});y({id:`entry2`})', {
      isEntry: true,
      imports: ['app.js'],
      dynamicImports: ['menu.js', 'cart.js', 'register.js'],
    }),
    'app.js': chunk('app.js', "t({id:'shared1'})"),
    'menu.js': chunk('menu.js', 'i18n._({ id: "menu1" })', {
      facadeModuleId: '/w/src/routes/list/$shopSeq.$tableNum.tsx?tsr-split=component',
      imports: ['menu-card.js'],
      dynamicImports: ['dialog.js'],
    }),
    'menu-card.js': chunk('menu-card.js', 'i18n._({id:"card1"})'),
    'register.js': chunk('register.js', 'i18n._({id:"ready1"})', { facadeModuleId: '/w/src/shared/sw/register.ts' }),
    'cart.js': chunk('cart.js', 'i18n._({id:"cart1"})', {
      facadeModuleId: '/w/src/routes/cart/$shopSeq.$tableNum.tsx?tsr-split=component',
      imports: ['app.js'],
    }),
    'dialog.js': chunk('dialog.js', 'i18n._({id:"dialog1"})', {
      facadeModuleId: '/w/src/features/shop/components/language-dialog.tsx',
    }),
  };

  it("holds what start-up and the menu screen run, and no other screen's or dialog's messages", () => {
    expect([...firstScreenMessageIds(chunks)].sort()).toEqual([
      'card1',
      'entry1',
      'entry2',
      'menu1',
      'ready1',
      'shared1',
    ]);
  });

  it('finds nothing in a bundle without an entry', () => {
    expect(firstScreenMessageIds({ 'cart.js': chunks['cart.js'] as Chunks[string] }).size).toBe(0);
  });
});

describe('catalogPart', () => {
  const messages = { a: ['A'], b: ['B'], c: ['C'] };
  it.each([
    ['first', { a: ['A'], c: ['C'] }],
    ['rest', { b: ['B'] }],
  ] as const)('the %s part', (part, expected) => {
    expect(catalogPart(messages, new Set(['a', 'c', 'z']), part)).toEqual(expected);
  });
});
