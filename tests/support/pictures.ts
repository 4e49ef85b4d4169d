/** What the journeys read of the pictures on screen: the width each asked for, and the one it should have. */
import type { Page } from '@playwright/test';

export interface ShownPicture {
  src: string;
  /** The width the browser asked for (`w=` of the address it chose). */
  asked: number;
  /** The widths the browser may pick from, by its box and the device's pixel ratio. */
  fitting: number[];
  format: string;
  cssWidth: number;
  cssHeight: number;
}

/**
 * Every picture from the image host drawn inside the viewport: the width it asked for, and the
 * candidates that fit its box × the device pixel ratio (2% either way for rounding: the `sizes`
 * formulas are the layout's, in whole pixels). A `sizes` that does not match the layout shows as
 * `asked` outside `fitting`.
 */
export async function picturesOnScreen(page: Page, selector = 'img'): Promise<ShownPicture[]> {
  return page.evaluate((query) => {
    const pick = (needed: number, widths: number[]) => widths.find((width) => width >= needed) ?? widths.at(-1) ?? 0;
    return [...document.querySelectorAll<HTMLImageElement>(query)]
      .filter((img) => img.currentSrc.includes('/img/') && img.complete && img.naturalWidth > 0)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .map((img) => {
        const box = img.getBoundingClientRect();
        const widths = (img.srcset || '')
          .split(', ')
          .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0))
          .filter((width) => width > 0)
          .sort((a, b) => a - b);
        const needed = box.width * devicePixelRatio;
        const url = new URL(img.currentSrc);
        return {
          src: url.pathname + url.search,
          asked: Number(url.searchParams.get('w') ?? 0),
          fitting: [...new Set([pick(needed * 0.98, widths), pick(needed * 1.02, widths)])],
          format: url.searchParams.get('fm') ?? '',
          cssWidth: Math.round(box.width),
          cssHeight: Math.round(box.height),
        };
      });
  }, selector);
}

/**
 * Runs in the page: every address the pictures on it may ask for, from their own and their
 * sources' sets, made absolute. Self-contained, so every engine's driver can run it.
 */
export function picturesOfferedOnPage(): string[] {
  const candidates = (set: string | null) => (set ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
  return [...document.querySelectorAll('img')].flatMap((img) => {
    const sources = img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')] : [];
    return [
      img.getAttribute('src'),
      ...candidates(img.getAttribute('srcset')),
      ...sources.flatMap((source) => candidates(source.getAttribute('srcset'))),
    ]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url, document.baseURI).href);
  });
}
