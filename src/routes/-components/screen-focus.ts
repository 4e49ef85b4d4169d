import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

/**
 * Where keyboard and screen-reader focus goes when one screen replaces another. The control that
 * opened the next screen is gone with its own, and the browser drops focus to the page's start:
 * a keyboard user would Tab through the whole menu again and a screen reader would say nothing.
 * So focus moves to the new screen's title, and a return to an earlier screen (back) puts it on
 * the link that left it, a menu card four hundred menus down included. A screen that placed focus
 * itself keeps it.
 */
/** How long a return waits for the link that left the screen before it settles for the title. */
const LINK_WAIT_MS = 1_000;

export function keepFocusAcrossScreens(router: AnyRouter): () => void {
  const leftBy = new Map<string, string>();
  const stopRemembering = router.subscribe('onBeforeLoad', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    const active = document.activeElement;
    const href = active instanceof HTMLAnchorElement ? active.getAttribute('href') : null;
    if (href) leftBy.set(entryKey(fromLocation), href);
    else leftBy.delete(entryKey(fromLocation));
  });
  const stopPlacing = router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    const href = leftBy.get(entryKey(toLocation));
    // After the screen's own effects: a dialog it opened or a field it focused wins.
    const deadline = performance.now() + LINK_WAIT_MS;
    requestAnimationFrame(() => placeFocus(href, deadline));
  });
  return () => {
    stopRemembering();
    stopPlacing();
  };
}

/** One history entry: the same address visited twice is two entries, each with its own link. */
function entryKey(location: ParsedLocation): string {
  return location.state.__TSR_key ?? location.href;
}

function placeFocus(href: string | undefined, deadline: number): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const root = document.getElementById('root');
  if (!root) return;
  const link = href ? [...root.querySelectorAll('a')].find((a) => a.getAttribute('href') === href) : undefined;
  if (link) {
    link.focus({ preventScroll: true });
    return;
  }
  // The menu builds its sections as they come near the screen: the link may be a frame or two away.
  if (href && performance.now() < deadline) {
    requestAnimationFrame(() => placeFocus(href, deadline));
    return;
  }
  const title = root.querySelector<HTMLElement>('h1');
  if (!title) return;
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: true });
}
