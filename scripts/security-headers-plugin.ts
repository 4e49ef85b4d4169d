/**
 * Writes the app's security headers next to the build (see security-headers.ts): hashes the inline
 * scripts and styles of every page the build ships (index.html, and the offline page from public/),
 * and refuses a page with inline event handlers or `javascript:` addresses, which no hash allows.
 *
 *   security-headers.json        read by the demo service's static server and the service worker
 *   _headers                     Netlify / Cloudflare Pages
 *   nginx-security-headers.conf  nginx, to `include` in the app's locations
 *   nginx-app.conf               nginx: the app's locations, with these headers and the cache rules
 *   _redirects                   Netlify: every route answers index.html
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { NGINX_APP_FILE, nginxAppLocations, REDIRECTS_FILE, redirectsFile } from './host-recipes.ts';
import {
  contentSecurityPolicy,
  HEADERS_FILE,
  type HeadersFileContent,
  headersFile,
  hostConfigFrom,
  type InlineHashes,
  inlineBlocks,
  inlineHandlers,
  nginxSnippet,
  securityHeaders,
} from './security-headers.ts';

async function publicPages(publicDir: string): Promise<[string, string][]> {
  if (!publicDir) return [];
  let names: string[];
  try {
    names = await readdir(publicDir);
  } catch {
    return [];
  }
  const pages = names.filter((name) => name.endsWith('.html'));
  return Promise.all(
    pages.map(async (name) => [name, await readFile(join(publicDir, name), 'utf8')] as [string, string]),
  );
}

export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'table-order:security-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const pages: [string, string][] = await publicPages(config.publicDir);
        for (const item of Object.values(bundle)) {
          if (item.type === 'asset' && item.fileName.endsWith('.html') && typeof item.source === 'string') {
            pages.push([item.fileName, item.source]);
          }
        }
        const inline: InlineHashes = { scripts: [], styles: [] };
        for (const [name, html] of pages) {
          const handlers = inlineHandlers(html);
          if (handlers.length > 0) {
            this.error(`${name} has inline ${handlers.join(', ')}: the Content Security Policy would block it`);
          }
          const blocks = inlineBlocks(html);
          inline.scripts = [...inline.scripts, ...blocks.scripts];
          inline.styles = [...inline.styles, ...blocks.styles];
        }
        const headers = securityHeaders(contentSecurityPolicy(hostConfigFrom(config.env), inline));
        const content: HeadersFileContent = { app: headers };
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: `${JSON.stringify(content, null, 2)}\n` });
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
        this.emitFile({ type: 'asset', fileName: 'nginx-security-headers.conf', source: nginxSnippet(headers) });
        this.emitFile({ type: 'asset', fileName: NGINX_APP_FILE, source: nginxAppLocations(headers) });
        this.emitFile({ type: 'asset', fileName: REDIRECTS_FILE, source: redirectsFile() });
      },
    },
  };
}
