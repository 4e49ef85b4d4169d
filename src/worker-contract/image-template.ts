/**
 * Resized pictures from one URL template (`VITE_IMAGE_URL_TEMPLATE`, see docs/images.md): the
 * deployer's resizer is named by an address with placeholders, filled here for every width and
 * format the page offers.
 *
 * - `{path}`: the picture's path under the image base, each segment percent-encoded;
 * - `{url}`: the picture's original absolute address (for resizers that fetch from it);
 * - `{width}`: the width in pixels the page asks for;
 * - `{format}`: `avif`, `webp` or `jpeg`. A template without it leaves the format to the resizer
 *   (content negotiation on the browser's Accept header), so the page offers one list of widths.
 *
 * Shop-entered paths are hostile: every character that could end a path segment, start a query
 * or a fragment, or separate a resizer's options (`/ ? # , & = ;` and the braces of a placeholder)
 * is percent-encoded, and the template is filled in one pass, so a path never leaves its slot.
 */

export type PictureFormat = 'avif' | 'webp' | 'jpeg';

export const PICTURE_FORMATS: readonly PictureFormat[] = ['avif', 'webp', 'jpeg'];

const PLACEHOLDER = /\{(path|url|width|format)\}/g;

export interface ImageTemplate {
  text: string;
  /** Whether the page names the format (a `<picture>` with AVIF and WebP sources) or the resizer picks it. */
  namesFormat: boolean;
}

/**
 * The template a build was given, or null when there is none (pictures are then served as they
 * are, without a list of widths). A template must say where the picture is and how wide to make it.
 */
export function parseImageTemplate(text: string | null | undefined): ImageTemplate | null {
  const template = text?.trim();
  if (!template) return null;
  const names = new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]));
  if (!names.has('width') || !(names.has('path') || names.has('url'))) return null;
  return { text: template, namesFormat: names.has('format') };
}

/** Each segment of a path, decoded once and encoded as a whole segment; null if one climbs or is unreadable. */
export function encodePathSegments(path: string): string | null {
  const segments = path.split('/');
  const encoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (text === '' || text === '.' || text === '..') return null;
    encoded.push(encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
  }
  return encoded.join('/');
}

export interface TemplateSource {
  /** Already encoded by `encodePathSegments`. */
  path: string;
  /** The original absolute address, its path encoded the same way. */
  url: string;
}

/** One variant's address: the template with every placeholder filled in a single pass. */
export function fillImageTemplate(
  template: ImageTemplate,
  source: TemplateSource,
  width: number,
  format: PictureFormat,
): string {
  const values: Record<string, string> = {
    path: source.path,
    url: source.url,
    width: String(Math.round(width)),
    format,
  };
  return template.text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/**
 * The fixed start of the template's addresses (up to its first placeholder), resolved against the
 * app's origin: what the service worker and the Content Security Policy need to know of the resizer.
 */
export function templatePrefix(template: ImageTemplate, origin: string): URL | null {
  const head = template.text.split(/\{(?:path|url|width|format)\}/)[0] ?? '';
  try {
    return new URL(head || '/', `${origin}/`);
  } catch {
    return null;
  }
}

/** The demo service's own resizer (server/images.ts), used when a build names no image host. */
export const DEMO_IMAGE_URL_TEMPLATE = '/img/{path}?w={width}&fm={format}';

type TemplateEnv = {
  VITE_IMAGE_URL_TEMPLATE?: string;
  VITE_IMAGE_BASE?: string;
  VITE_API_BASE?: string;
};

/**
 * The build's template: the one it was given (an empty value means "no resizer"), else the demo
 * service's when the build points at the demo service (no image base and no order service set).
 */
export function imageTemplateSetting(vars: TemplateEnv): ImageTemplate | null {
  if (vars.VITE_IMAGE_URL_TEMPLATE !== undefined) return parseImageTemplate(vars.VITE_IMAGE_URL_TEMPLATE);
  const demo = vars.VITE_IMAGE_BASE === undefined && vars.VITE_API_BASE === undefined;
  return demo ? parseImageTemplate(DEMO_IMAGE_URL_TEMPLATE) : null;
}

export interface VariantAddress {
  /** The picture, whatever its width and format: the filled `{path}` or `{url}`. */
  picture: string;
  width: number;
}

/**
 * Reads a variant's address back through the template: which picture it is and how wide. The
 * worker uses it offline, to answer for a width it never fetched with another one of the same picture.
 */
export function readVariant(template: ImageTemplate, origin: string, address: string): VariantAddress | null {
  const names: string[] = [];
  const source = template.text
    .split(/(\{(?:path|url|width|format)\})/)
    .map((part) => {
      const name = /^\{(path|url|width|format)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return name === 'width' ? '(\\d+)' : name === 'format' ? '([a-z]+)' : '([^?#]+?)';
    })
    .join('');
  let href: string;
  let base: string;
  try {
    href = new URL(address, `${origin}/`).href;
    base = new URL(template.text.split('{')[0] || '/', `${origin}/`).href;
  } catch {
    return null;
  }
  // A relative template is matched against the address as the page wrote it, on our origin.
  const text = /^[a-z][a-z\d+.-]*:/i.test(template.text)
    ? href
    : href.startsWith(origin)
      ? href.slice(origin.length)
      : '';
  if (!href.startsWith(base)) return null;
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return null;
  const value = (name: string) => match[names.indexOf(name) + 1] ?? '';
  const picture = names.includes('path') ? value('path') : value('url');
  const width = Number(value('width'));
  return picture && width > 0 ? { picture, width } : null;
}

/** Of the widths at hand, the one to show for `wanted`: the narrowest as wide or wider, else the widest. */
export function closestWidth(wanted: number, widths: readonly number[]): number | null {
  const wider = widths.filter((width) => width >= wanted);
  if (wider.length > 0) return Math.min(...wider);
  return widths.length > 0 ? Math.max(...widths) : null;
}
