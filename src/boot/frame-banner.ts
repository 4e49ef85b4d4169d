import type { PictureSet } from '../shared/lib/picture.ts';

/**
 * Puts the shop's banner into the start-up frame of index.html while the app's code is still on
 * its way: on a slow connection the shop's own picture is up long before the menu can render, and
 * the page looks like this shop's rather than a grey outline. React replaces the whole frame when
 * the app starts; by then the picture is in the browser's cache for the menu's own banner, since
 * this one asks for the very same width, format and CORS mode.
 */
export function showBannerInFrame(set: PictureSet): void {
  const place = () => {
    const slot = document.querySelector('#root .boot-shell-banner');
    if (!slot || slot.querySelector('img')) return;
    const image = document.createElement('img');
    image.className = 'boot-shell-banner-img';
    image.alt = '';
    image.decoding = 'async';
    image.crossOrigin = 'anonymous';
    if (set.sizes) image.sizes = set.sizes;
    if (set.srcSet) image.srcset = set.srcSet;
    image.src = set.src;
    if (set.sources.length === 0) {
      slot.append(image);
      return;
    }
    const picture = document.createElement('picture');
    for (const { type, srcSet } of set.sources) {
      const source = document.createElement('source');
      source.type = type;
      source.srcset = srcSet;
      if (set.sizes) source.sizes = set.sizes;
      picture.append(source);
    }
    picture.append(image);
    slot.append(picture);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place, { once: true });
  else place();
}
