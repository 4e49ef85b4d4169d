/**
 * Inlines the boot script (`src/boot/early-requests.ts`) into index.html as a classic script, so
 * it runs while the page is still parsing, before any module has downloaded. It is bundled and
 * minified on its own with the app's `VITE_*` settings. The menu screen's code is part of the app's
 * start-up files (vite.config.ts); the script is told each language's catalog and asks for the
 * diner's.
 */
import { rolldown } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import type { StartupMechanism } from './startup-mechanisms.ts';

export interface BootPreloads {
  /** The files of each locale's catalog. */
  catalogs: Record<string, string[]>;
}

export type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The first screen's part of a locale's catalog (catalog-parts-plugin.ts). */
const CATALOG = /^\0catalog-part:([\w-]+)\/first$/;
/** The languages besides Korean (whose first part is start-up code) have a first part file each. */
const CATALOG_FILES = 6;

/**
 * The menu screen's component in a file of its own, split off its route file by the router plugin:
 * vite.config.ts keeps it in the start-up files, and a first scan would otherwise wait for one more
 * round trip before the menu.
 */
const MENU_SCREEN_SPLIT = /\/src\/routes\/list\/\$shopSeq\.\$tableNum\.tsx\?tsr-split=component$/;

/** Whether the menu screen's component left the start-up files for a chunk of its own. */
export function menuScreenSplitOff(bundle: OutputBundle): boolean {
  return chunksOf(bundle).some((c) => MENU_SCREEN_SPLIT.test(c.facadeModuleId ?? ''));
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const item = bundle[name];
    if (item?.type === 'chunk') queue.push(...item.imports);
  }
  return seen;
}

/** The files each early target needs beyond what the entry's own modulepreload links already fetch. */
export function bootPreloads(bundle: OutputBundle, base: string): BootPreloads {
  const chunks = chunksOf(bundle);
  const entry = staticClosure(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const extra = (chunk: OutputChunk) => [...staticClosure(bundle, [chunk.fileName])].filter((name) => !entry.has(name));
  const url = (name: string) => `${base}${name}`;

  const catalogs: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const [, locale] = CATALOG.exec(chunk.facadeModuleId ?? '') ?? [];
    if (locale) catalogs[locale] = extra(chunk).map(url);
  }
  return { catalogs };
}

/**
 * The configuration the boot script reads (src/shared/config.ts through `CONFIG.apiBase` and the
 * image helpers): only these are written into the page, not every `VITE_*` value of the build.
 */
export const BOOT_ENV_KEYS = ['VITE_API_BASE', 'VITE_IMAGE_BASE'] as const;

/**
 * JSON for a value written into an inline script: every `<` as `\u003c`, so no value can close
 * the script or open an HTML comment, whatever its case or spacing. U+2028 and U+2029 too, which
 * older engines took for line ends inside strings.
 * @example inlineJson({ a: '</SCRIPT>' }) // '{"a":"\u003c/SCRIPT>"}'
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Makes minified code safe inside an inline `<script>`. In minified code `<` can be an operator,
 * where an escape would be a syntax error; the HTML parser only cares about `</script`, `<script`
 * and `<!--`, which in code only occur inside string, template or regular-expression literals,
 * where `\x3C` means the same `<`. The result is parsed again to prove it.
 */
export function escapeInlineScript(code: string): string {
  const escaped = code.replace(/<(?=\/?script|!--)/gi, '\\x3C');
  // Compiles without running: throws if an escape landed outside a literal.
  new Function(escaped);
  return escaped;
}

/**
 * `without` names the mechanisms a bench build leaves out (startup-mechanisms.ts): the script's
 * switches are constants, so the product's script carries no trace of them.
 */
export async function bundleBootScript(
  entry: string,
  config: ResolvedConfig,
  preloads: BootPreloads,
  without: ReadonlySet<StartupMechanism> = new Set(),
): Promise<string> {
  const env: Record<string, unknown> = { MODE: config.mode, PROD: true, DEV: false, SSR: false, BASE_URL: config.base };
  for (const key of BOOT_ENV_KEYS) if (config.env[key] !== undefined) env[key] = config.env[key];
  const build = await rolldown({
    input: entry,
    platform: 'browser',
    logLevel: 'silent',
    transform: {
      define: {
        'import.meta.env': inlineJson(env),
        __BOOT_PRELOADS__: inlineJson({ catalogs: preloads.catalogs }),
        __BOOT_SENDS_EARLY_CALLS__: String(!without.has('early-calls')),
        __BOOT_WARMS_FONTS__: String(!without.has('font-warmup')),
      },
    },
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    return escapeInlineScript(output[0]?.code ?? '');
  } finally {
    await build.close();
  }
}

export function bootScript(entry: string, without: ReadonlySet<StartupMechanism> = new Set()): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'table-order:boot-script',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The dev server has no bundle: the script still sends the early calls.
        const preloads = context.bundle ? bootPreloads(context.bundle, config.base) : { catalogs: {} };
        if (context.bundle && Object.keys(preloads.catalogs).length < CATALOG_FILES) {
          // A renamed catalog would silently drop its preload: say so.
          config.logger.warn('boot script: a catalog was not found in the bundle');
        }
        if (context.bundle && menuScreenSplitOff(context.bundle)) {
          config.logger.warn("boot script: the menu screen's code is no longer part of the start-up files");
        }
        const script = `<script>${(await bundleBootScript(entry, config, preloads, without)).trim()}</script>`;
        // The script ahead of the stylesheet (a classic script waits for the stylesheets before it).
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        return at < 0
          ? html.replace('</head>', `${script}</head>`)
          : `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
      },
    },
  };
}
