/**
 * Asks for a picture the page is about to show, ahead of the `<img>` that will show it. The boot
 * script and the app both call this for the menu's banner; the page's own `<link>` is what tells
 * them it was asked for already, since the two do not share memory.
 */
export function preloadImage(href: string): void {
  const selector = `link[rel="preload"][as="image"][href="${CSS.escape(href)}"]`;
  if (document.head.querySelector(selector)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  // The same request as the <img> that shows it (which asks with CORS), so the answer is reused.
  link.crossOrigin = 'anonymous';
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
