import { describe, expect, it } from 'vitest';
import { relativeImports, type SourceReader, screenFiles } from './screen-files.ts';

describe('relativeImports', () => {
  it.each([
    ['a named import', "import { a } from './a.ts';", ['./a.ts']],
    ['an import spread over lines', "import {\n  a,\n  b,\n} from '../b.tsx';", ['../b.tsx']],
    ['a re-export', "export { c } from './c.ts';", ['./c.ts']],
    ['a type-only import', "import type { D } from './d.ts';", ['./d.ts']],
    ['a side-effect import', "import './e.css';", ['./e.css']],
    ['a dynamic import', "const f = () => import('./f.tsx');", ['./f.tsx']],
    ['a package', "import { atom } from 'jotai';", []],
    ['a glob is not an import', "import.meta.glob('../../locales/*/messages.po')", []],
  ])('%s', (_case, source, expected) => {
    expect(relativeImports(source)).toEqual(expected);
  });
});

describe('screenFiles', () => {
  const files: Record<string, string> = {
    '/app/src/main.tsx': "import './routeTree.gen.ts'; import { a } from './a.ts'; import './base.css';",
    '/app/src/routeTree.gen.ts': "import './routes/cart.tsx'; import './routes/list.tsx';",
    '/app/src/routes/list.tsx': "import { Menu } from './-components/menu.tsx';",
    '/app/src/routes/cart.tsx': "import { Cart } from './-components/cart.tsx';",
    '/app/src/routes/-components/menu.tsx': "const Dialog = lazy(() => import('./dialog.tsx')); import '../cart.tsx';",
    '/app/src/routes/-components/dialog.tsx': "import { b } from '../../b';",
    '/app/src/routes/-components/cart.tsx': '',
    '/app/src/a.ts': "import { a } from './a.ts';",
    '/app/src/b.ts': '',
    '/app/src/base.css': '',
  };
  const reader: SourceReader = { read: (path) => files[path] ?? '', exists: (path) => path in files };
  const stopAtRoutes = (path: string) => /\/routes\/(?!-)[^/]+$/.test(path) || path.endsWith('routeTree.gen.ts');
  const walk = (roots: string[]) =>
    [...screenFiles(roots, stopAtRoutes, reader)].map((path) => path.replace('/app/src/', '')).sort();

  it('follows static and dynamic imports from each root, and finds a file named without extension', () => {
    expect(walk(['/app/src/main.tsx', '/app/src/routes/list.tsx'])).toEqual([
      'a.ts',
      'b.ts',
      'main.tsx',
      'routes/-components/dialog.tsx',
      'routes/-components/menu.tsx',
      'routes/list.tsx',
    ]);
  });

  it('stops at other route files and the route tree, even when a screen names them', () => {
    const walked = walk(['/app/src/main.tsx', '/app/src/routes/list.tsx']);
    expect(walked).not.toContain('routes/cart.tsx');
    expect(walked).not.toContain('routes/-components/cart.tsx');
    expect(walked).not.toContain('routeTree.gen.ts');
  });

  it('does not follow styles or pictures, and survives an import cycle', () => {
    expect(walk(['/app/src/a.ts'])).toEqual(['a.ts']);
    expect(walk(['/app/src/main.tsx'])).not.toContain('base.css');
  });
});
