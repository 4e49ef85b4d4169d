/**
 * What a picture element asks for: the checked address (`imageUrl`), and with a resizer template
 * the widths of the slot it sits in, in AVIF and WebP with a JPEG fallback when the template names
 * the format. Without a template (a plain static host) the original address alone.
 */
import {
  encodePathSegments,
  fillImageTemplate,
  type ImageTemplate,
  type PictureFormat,
} from '../../worker-contract/image-template.ts';
import { candidateWidths, PICTURE_SLOTS, type PictureSlotName } from '../../worker-contract/picture-slots.ts';
import { CONFIG } from '../config.ts';

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureSet {
  /** The fallback address (browsers without srcset, and the key of the no-template case). */
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Modern formats first; empty when the resizer negotiates the format or there is no resizer. */
  sources: PictureSource[];
}

export interface PictureOptions {
  base?: string;
  template?: ImageTemplate | null;
  /** The page's origin, against which a relative image base resolves. */
  origin?: string;
}

const MODERN: { format: PictureFormat; type: string }[] = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
];

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** The checked address's path under the base and its absolute form, or null when it is not under it. */
function underBase(checked: string, base: string, origin: string): { path: string; url: string } | null {
  let root: URL;
  let url: URL;
  try {
    root = new URL(base.replace(/\/*$/, '/'), `${origin}/`);
    url = new URL(checked, `${origin}/`);
  } catch {
    return null;
  }
  // A query or fragment the shop typed has no slot in a template: that picture is served as it is.
  if (url.search || url.hash || url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
  const path = encodePathSegments(url.pathname.slice(root.pathname.length));
  return path === null ? null : { path, url: `${root.origin}${root.pathname}${path}` };
}

/**
 * @param checked an address checked by the images rules (`imageUrl`, `shopBannerUrl`, …), or null
 * @example pictureSet(imageUrl('menu/1/101.png'), 'menuRow') // srcSet "…?w=64&fm=jpeg 64w, …", sizes "88px"
 */
export function pictureSet(
  checked: string | null,
  slotName: PictureSlotName,
  options: PictureOptions = {},
): PictureSet | null {
  const base = options.base ?? CONFIG.imageBase;
  const template = options.template === undefined ? CONFIG.imageTemplate : options.template;
  if (!checked) return null;
  const source = template ? underBase(checked, base, options.origin ?? pageOrigin()) : null;
  if (!template || !source) return { src: checked, sources: [] };

  const slot = PICTURE_SLOTS[slotName];
  const widths = candidateWidths(slot.maxCssWidth);
  const list = (format: PictureFormat) =>
    widths.map((width) => `${fillImageTemplate(template, source, width, format)} ${width}w`).join(', ');
  const fallbackWidth = widths.find((width) => width >= slot.maxCssWidth) ?? slot.maxCssWidth;
  return {
    src: fillImageTemplate(template, source, fallbackWidth, 'jpeg'),
    srcSet: list('jpeg'),
    sizes: slot.sizes,
    sources: template.namesFormat ? MODERN.map(({ format, type }) => ({ type, srcSet: list(format) })) : [],
  };
}
