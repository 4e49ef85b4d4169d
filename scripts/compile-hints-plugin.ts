/**
 * Marks the files of the menu's first load with V8's compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later): their functions are compiled on a background thread while the files
 * stream in, instead of on the main thread the first time each one runs. That first-call
 * compiling was a large part of start-up's long tasks on a slow phone. Other engines read the
 * line as a comment. Lazy files stay unmarked: most of their code does not run at start.
 */
import type { Plugin } from 'vite';
import { firstLoadChunks, type OutputBundle } from './boot-script-plugin.ts';

/** V8 honours the hint only at the very top of a file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on every first-load chunk that lacks it; returns the names of those it marked. */
export function markFirstLoad(bundle: OutputBundle): string[] {
  const marked: string[] = [];
  for (const name of firstLoadChunks(bundle)) {
    const item = bundle[name];
    if (item?.type !== 'chunk' || item.code.startsWith(COMPILE_HINT)) continue;
    item.code = COMPILE_HINT + item.code;
    marked.push(name);
  }
  return marked;
}

export function compileHints(): Plugin {
  return {
    name: 'table-order:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markFirstLoad(bundle);
      },
    },
  };
}
