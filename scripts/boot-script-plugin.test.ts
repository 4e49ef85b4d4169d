import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleBootScript, escapeInlineScript, inlineJson } from './boot-script-plugin.ts';

describe('inlineJson', () => {
  it('writes every < as an escape, whatever follows it', () => {
    expect(inlineJson({ a: '</SCRIPT >', b: '<!--', c: 'a<b' })).toBe(
      '{"a":"\\u003c/SCRIPT >","b":"\\u003c!--","c":"a\\u003cb"}',
    );
  });

  it('reads back as the same value', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '\u2028' };
    expect(JSON.parse(inlineJson(value))).toEqual(value);
  });
});

describe('escapeInlineScript', () => {
  it('escapes closing and opening script tags and comment openers in literals, in any case', () => {
    const code = 'var x=1,y=2,a="</ScRiPt>",b=/<script/i,c=`<!--`;x<y;';
    const escaped = escapeInlineScript(code);
    expect(escaped).not.toMatch(/<\/?script|<!--/i);
    expect(escaped).toContain('x<y');
    expect(new Function(`${escaped}; return [a, b.source, c];`)()).toEqual(['</ScRiPt>', '\\x3Cscript', '<!--']);
  });

  it('refuses code it would break', () => {
    expect(() => escapeInlineScript('var script=1,a=2;a<script;')).toThrow();
  });
});

describe('bundleBootScript', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('inlines only the configuration it reads, escaped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boot-'));
    dirs.push(dir);
    const entry = join(dir, 'entry.ts');
    await writeFile(
      entry,
      'const env = import.meta.env; globalThis.out = [env.VITE_API_BASE, env.VITE_IMAGE_BASE, env.VITE_PRIVATE_NOTE];',
    );
    const config = {
      mode: 'production',
      base: '/',
      env: {
        VITE_API_BASE: '/api</script><script>alert(1)//',
        VITE_IMAGE_BASE: '/img',
        VITE_PRIVATE_NOTE: 'not-for-pages',
      },
    } as unknown as ResolvedConfig;
    const code = await bundleBootScript(entry, config, { catalogs: {} });
    expect(code).not.toContain('not-for-pages');
    expect(code).not.toMatch(/<\/?script/i);
    const scope: { out?: unknown } = {};
    new Function('globalThis', code)(scope);
    expect(scope.out).toEqual(['/api</script><script>alert(1)//', '/img', undefined]);
  });
});

describe('the boot script without a start-up mechanism (bench builds)', () => {
  const config = { mode: 'production', base: '/', env: {} } as unknown as ResolvedConfig;
  const preloads = { catalogs: {} };
  const script = (without: Parameters<typeof bundleBootScript>[3]) =>
    bundleBootScript('src/boot/early-requests.ts', config, preloads, without);

  it.each([
    ['early-calls', /\bfetch\(/],
    ['font-warmup', /offsetWidth/],
  ] as const)('without %s leaves its code out and keeps the rest', async (mechanism, itsCode) => {
    const [whole, without] = await Promise.all([script(new Set()), script(new Set([mechanism]))]);
    expect(whole).toMatch(itsCode);
    expect(without).not.toMatch(itsCode);
    expect(without).toMatch(/modulepreload/);
  });
});
