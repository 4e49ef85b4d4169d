import { describe, expect, it } from 'vitest';
import { topLevelAwaits } from './top-level-await.mjs';

describe('topLevelAwaits', () => {
  it.each([
    ['an await statement', 'await x();', 1],
    ['an await inside an expression', 'const a = 1 + (await b);', 1],
    ['a for await loop', 'for await (const x of xs) {}', 1],
    ['an await inside a block or an if', 'if (a) { await b; }', 1],
    ['an await in an exported initialiser', 'export const a = await load();', 1],
    ['an await before a class', 'await 0; class A {}', 1],
    ['an await inside an async function', 'async function f() { await x; }', 0],
    ['an await inside an async arrow', 'const f = async () => { await x; };', 0],
    ['an await inside an async method', 'class A { async m() { await x; } }', 0],
    ['an await inside an async function expression', 'const f = async function () { for await (const x of y) {} };', 0],
    ['a dynamic import that is not awaited', 'import("./a.js").then(() => {});', 0],
    ['a string that reads await', 'const s = "await x";', 0],
  ])('%s: %i found', (_name, source, count) => {
    expect(topLevelAwaits(source)).toHaveLength(count);
  });

  it('says where it is', () => {
    expect(topLevelAwaits('const a = 1;\nawait a;')).toEqual([{ line: 2, column: 0 }]);
  });
});
