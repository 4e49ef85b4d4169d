import type { PictureSet } from './picture.ts';

/**
 * Asks for a picture the page is about to show, ahead of the `<img>` that will show it: the same
 * width (`imagesrcset` and `imagesizes`) and the first format the `<picture>` offers (a browser that
 * cannot read that type skips the hint). The boot script and the app both call this for the menu's
 * banner; the page's own `<link>` is what tells them it was asked for already, since the two do not
 * share memory.
 */
export function preloadImage(set: PictureSet): void {
  const first = set.sources[0];
  const srcset = first?.srcSet ?? set.srcSet;
  const key = srcset ? `[imagesrcset="${CSS.escape(srcset)}"]` : `[href="${CSS.escape(set.src)}"]`;
  if (document.head.querySelector(`link[rel="preload"][as="image"]${key}`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    if (set.sizes) link.setAttribute('imagesizes', set.sizes);
    if (first) link.type = first.type;
  } else {
    link.href = set.src;
  }
  // The same request as the <img> that shows it (which asks with CORS), so the answer is reused.
  link.crossOrigin = 'anonymous';
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
