/**
 * Puts the shop's banner into the start-up frame of index.html while the app's code is still on
 * its way: on a slow connection the shop's own picture is up long before the menu can render, and
 * the page looks like this shop's rather than a grey outline. React replaces the whole frame when
 * the app starts; by then the picture is in the browser's cache for the menu's own banner.
 */
export function showBannerInFrame(src: string): void {
  const place = () => {
    const slot = document.querySelector('#root .boot-shell-banner');
    if (!slot || slot.querySelector('img')) return;
    const image = document.createElement('img');
    image.className = 'boot-shell-banner-img';
    image.alt = '';
    image.decoding = 'async';
    image.src = src;
    slot.append(image);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place, { once: true });
  else place();
}
