import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { isDemoPath } from './paths.ts';
import { demoServicePlugin } from './vite-plugin.ts';

describe('isDemoPath', () => {
  it.each([
    ['/api/shopInfo', true],
    ['/img/menu/1/1.png', true],
    ['/pg/nice/pay.js', true],
    ['/__demo/reset', true],
    ['/api', true],
    ['/apis', false],
    ['/1/1', false],
    ['/', false],
  ])('judges %s', (path, expected) => {
    expect(isDemoPath(path)).toBe(expected);
  });
});

describe('demoServicePlugin', () => {
  it('passes app paths on to Vite', () => {
    const uses: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[] = [];
    const plugin = demoServicePlugin();
    const hook = plugin.configureServer as unknown as (server: { middlewares: { use: (fn: never) => void } }) => void;
    hook({ middlewares: { use: (fn) => uses.push(fn) } });
    const next = vi.fn();
    uses[0]?.({ url: '/list/1/1?x=1' } as IncomingMessage, {} as ServerResponse, next);
    expect(next).toHaveBeenCalledOnce();
  });
});
