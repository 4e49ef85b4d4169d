import { describe, expect, it } from 'vitest';
import { namedImports, publicModuleImports, relativeImports, type SourceReader, screenFiles } from './screen-files.ts';

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

describe('namedImports', () => {
  const asked = (source: string) =>
    Object.fromEntries([...namedImports(source)].map(([specifier, names]) => [specifier, [...names].sort()]));
  it.each([
    ['named and type-only names', "import { a, type B } from './p.ts';", { './p.ts': ['B', 'a'] }],
    ['the name asked, not its alias', "import { a as b } from './p.ts';", { './p.ts': ['a'] }],
    [
      'two imports of one module',
      "import { a } from './p.ts';\nimport type { C } from './p.ts';",
      { './p.ts': ['C', 'a'] },
    ],
    ['a module also imported whole', "import { a } from './p.ts';\nconst q = () => import('./p.ts');", {}],
    ['a default import', "import A from './p.ts';", {}],
  ])('%s', (_case, source, expected) => {
    expect(asked(source)).toEqual(expected);
  });
});

describe('publicModuleImports', () => {
  const source = [
    "export { a, type B } from './ab.ts';",
    "export { default as C } from './c.tsx';",
    "export { d as e } from './d.ts';",
    "export const loadF = () => import('./f.tsx');",
  ].join('\n');
  it.each([
    ['the re-export offering a name, and the lazy loader', ['a'], ['./ab.ts', './f.tsx']],
    ['a default re-exported under a name', ['C'], ['./c.tsx', './f.tsx']],
    ['a name offered under an alias', ['e'], ['./d.ts', './f.tsx']],
    ['a name of its own: only the loader', ['loadF'], ['./f.tsx']],
  ])('%s', (_case, names, expected) => {
    expect(publicModuleImports(source, new Set(names))).toEqual(expected);
  });
});

describe('screenFiles through a public module', () => {
  const files: Record<string, string> = {
    '/app/src/routes/list.tsx': "import { Menu } from '../features/menu/menu.tsx';",
    '/app/src/features/menu/menu.tsx': "import { Bar } from '../cart/public.ts';",
    '/app/src/features/cart/public.ts': "export { Bar } from './bar.tsx';\nexport { Reorder } from './reorder.tsx';",
    '/app/src/features/cart/bar.tsx': '',
    '/app/src/features/cart/reorder.tsx': '',
    '/app/src/features/home/home.tsx': "import * as cart from '../cart/public.ts';",
  };
  const reader: SourceReader = { read: (path) => files[path] ?? '', exists: (path) => path in files };
  const walk = (roots: string[]) =>
    [...screenFiles(roots, () => false, reader)].map((path) => path.replace('/app/src/', '')).sort();

  it('reaches only the modules behind the names asked for', () => {
    expect(walk(['/app/src/routes/list.tsx'])).toEqual([
      'features/cart/bar.tsx',
      'features/cart/public.ts',
      'features/menu/menu.tsx',
      'routes/list.tsx',
    ]);
  });

  it('walks the whole public module for a module that imports it whole', () => {
    expect(walk(['/app/src/features/home/home.tsx'])).toContain('features/cart/reorder.tsx');
  });
});
