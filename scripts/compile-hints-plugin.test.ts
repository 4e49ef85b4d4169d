import { describe, expect, it } from 'vitest';
import type { OutputBundle } from './boot-script-plugin.ts';
import { COMPILE_HINT, markFirstLoad } from './compile-hints-plugin.ts';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

const chunk = (fileName: string, over: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  code: `/* ${fileName} */`,
  ...over,
});

/** An entry, the menu screen and a lazy screen, each with what it imports. */
function bundle(): Record<string, FakeChunk | { type: 'asset'; fileName: string }> {
  const files = [
    chunk('app.js', { isEntry: true, imports: ['framework.js'] }),
    chunk('framework.js'),
    chunk('list.js', {
      facadeModuleId: '/app/src/routes/list/$shopSeq.$tableNum.tsx?tsr-split=component',
      imports: ['table-screens.js', 'framework.js'],
    }),
    chunk('table-screens.js'),
    chunk('cart.js', { facadeModuleId: '/app/src/routes/cart/$shopSeq.$tableNum.tsx', imports: ['table-screens.js'] }),
    chunk('keen-slider.js'),
  ];
  return {
    ...Object.fromEntries(files.map((file) => [file.fileName, file])),
    'app.css': { type: 'asset', fileName: 'app.css' },
  };
}

const asBundle = (fake: ReturnType<typeof bundle>) => fake as unknown as OutputBundle;

describe('markFirstLoad', () => {
  it('marks the entry and the menu screen with what they import, and no lazy file', () => {
    const fake = bundle();
    expect(markFirstLoad(asBundle(fake)).sort()).toEqual(['app.js', 'framework.js', 'list.js', 'table-screens.js']);
    expect(fake['app.js']).toMatchObject({ code: `${COMPILE_HINT}/* app.js */` });
    expect(fake['cart.js']).toMatchObject({ code: '/* cart.js */' });
    expect(fake['keen-slider.js']).toMatchObject({ code: '/* keen-slider.js */' });
  });

  it('puts the hint on the very first line, once', () => {
    const fake = bundle();
    markFirstLoad(asBundle(fake));
    expect(markFirstLoad(asBundle(fake))).toEqual([]);
    const code = (fake['framework.js'] as FakeChunk).code;
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('marks only the entry when the bundle has no menu screen', () => {
    const fake = bundle();
    delete fake['list.js'];
    expect(markFirstLoad(asBundle(fake)).sort()).toEqual(['app.js', 'framework.js']);
  });
});
