/**
 * Debian's nginx, run by a test as an ordinary process on a high port: the built app served with
 * the recipe the build writes (`nginx-app.conf`, docs/deploy.md), the order service behind it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Debian's nginx, or the one `NGINX_PATH` names (Homebrew's on macOS, for example). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The types the app's files need, so no system `mime.types` is assumed. */
const TYPES: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
};

export interface NginxSite {
  port: number;
  /** The built app (`dist/`), which holds `nginx-app.conf`. */
  root: string;
  /** Where the order service listens; its paths are proxied to it. */
  upstream: string;
  /** A folder of the test's own for the configuration, temp files, logs and pid. */
  dir: string;
}

/** The paths the demo order service answers on the app's origin. */
const SERVICE_PATHS = ['/api/', '/img/', '/pg/', '/__demo/'];

/** A whole nginx configuration: the server block of docs/deploy.md, on plain HTTP for the test. */
export function nginxConfig(site: NginxSite): string {
  const root = resolve(site.root);
  const dir = resolve(site.dir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    // As root nginx would hand its workers to `nobody`, who may not read the checkout.
    ...(isRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  types { ${Object.entries(TYPES)
      .map(([type, extensions]) => `${type} ${extensions};`)
      .join(' ')} }`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    '  server {',
    `    listen 127.0.0.1:${site.port};`,
    `    root ${root};`,
    `    include ${root}/nginx-app.conf;`,
    ...SERVICE_PATHS.flatMap((path) => [
      `    location ${path} {`,
      `      proxy_pass ${site.upstream};`,
      '      proxy_set_header Host $host;',
      '      proxy_http_version 1.1;',
      '    }',
    ]),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx in the foreground (the test owns the process); stop it with `kill()`. */
export function startNginx(site: NginxSite): ChildProcess {
  const dir = resolve(site.dir);
  mkdirSync(dir, { recursive: true });
  const config = `${dir}/nginx.conf`;
  writeFileSync(config, nginxConfig(site));
  return spawn(NGINX, ['-e', `${dir}/error.log`, '-c', config, '-p', dir, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
