import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { defaultGetScrollRestorationKey } from '@tanstack/router-core';

/**
 * Where keyboard and screen-reader focus goes when one screen replaces another. The control that
 * opened the next screen is gone with its own, and the browser drops focus to the page's start:
 * a keyboard user would Tab through the whole menu again and a screen reader would say nothing.
 * So focus moves to the new screen's title, and a return to an earlier screen (back) puts it on
 * the link that left it, a menu card four hundred menus down included. A screen that placed focus
 * itself keeps it.
 */
export function keepFocusAcrossScreens(router: AnyRouter): () => void {
  const leftBy = new Map<string, LinkMark>();
  let leaving: Departure = { focused: null, title: null };
  let tapped: HTMLAnchorElement | null = null;

  // The link a diner tapped before a popup (the peak-hour notice) that then opened the screen.
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return;
    tapped = target.closest('a');
  };
  document.addEventListener('click', onClick, true);

  const stopRemembering = router.subscribe('onBeforeLoad', ({ fromLocation, pathChanged }) => {
    if (!fromLocation) return;
    const focused = document.activeElement;
    leaving = { focused, title: document.querySelector('#root h1') };
    if (!pathChanged) return;
    const link = focused instanceof HTMLAnchorElement ? focused : tapped?.isConnected ? tapped : null;
    const mark = link ? markOf(link) : null;
    if (mark) leftBy.set(entryKey(fromLocation), mark);
    else leftBy.delete(entryKey(fromLocation));
    tapped = null;
  });
  const stopPlacing = router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
    if (!fromLocation) return;
    const wanted = pathChanged ? leftBy.get(entryKey(toLocation)) : undefined;
    const from = leaving;
    const start = performance.now();
    // After the screen's own effects: a dialog it opened or a field it focused wins.
    requestAnimationFrame(() => placeFocus(wanted, from, start));
  });
  return () => {
    document.removeEventListener('click', onClick, true);
    stopRemembering();
    stopPlacing();
  };
}

/** How long a return waits for the link that left the screen before it settles for the title. */
const LINK_WAIT_MS = 1_000;
/** How long the new screen may take to replace the old one and show its title (a lazy screen). */
const TITLE_WAIT_MS = 3_000;

/** The screen being left: what had focus, and its title, neither of which is the new screen's. */
interface Departure {
  focused: Element | null;
  title: Element | null;
}

/** A link, told apart from another to the same address (a recommended menu is also in its category). */
interface LinkMark {
  href: string;
  /** The id of the nearest enclosing element that has one (the menu section). */
  within: string | null;
}

function markOf(link: HTMLAnchorElement): LinkMark | null {
  const href = link.getAttribute('href');
  if (!href) return null;
  return { href, within: link.parentElement?.closest('[id]')?.id ?? null };
}

/**
 * One history entry: the same address visited twice is two entries, each with its own link. The
 * router has no public "entry key"; the key its own scroll restoration tells entries apart with is
 * exported (`defaultGetScrollRestorationKey`), so focus follows the same entries scroll does, and
 * a rename of the private field under it (https://github.com/TanStack/router/pull/4356) is the
 * router's to follow. `@tanstack/router-core` is pinned to the exact version `@tanstack/react-router`
 * (pinned too) depends on, so the app holds one router.
 */
const entryKey = (location: ParsedLocation): string => defaultGetScrollRestorationKey(location);

/** The link in its own section; once the wait is over, any link to the same address. */
function findLink(root: HTMLElement, mark: LinkMark, anywhere: boolean): HTMLAnchorElement | undefined {
  const matches = (scope: ParentNode) =>
    [...scope.querySelectorAll('a')].find((a) => a.getAttribute('href') === mark.href);
  const section = mark.within ? document.getElementById(mark.within) : null;
  const own = section && root.contains(section) ? matches(section) : undefined;
  return own ?? (anywhere || !mark.within ? matches(root) : undefined);
}

function placeFocus(wanted: LinkMark | undefined, leaving: Departure, start: number): void {
  const elapsed = performance.now() - start;
  const again = () => requestAnimationFrame(() => placeFocus(wanted, leaving, start));
  const active = document.activeElement;
  if (active && active !== document.body) {
    // The old screen is still up while the new one's code or data arrives: wait for it to go.
    if (active === leaving.focused && active.isConnected && elapsed < TITLE_WAIT_MS) again();
    return;
  }
  const root = document.getElementById('root');
  if (!root) return;
  if (wanted) {
    // The menu builds its sections as they come near the screen: the link may be a frame or two
    // away. Only when it does not come is another link to the same address good enough.
    const waited = elapsed >= LINK_WAIT_MS;
    const link = findLink(root, wanted, waited);
    if (link) {
      link.focus({ preventScroll: true });
      return;
    }
    if (!waited) {
      again();
      return;
    }
  }
  const title = root.querySelector<HTMLElement>('h1');
  if (!title || (title === leaving.title && title.isConnected)) {
    if (elapsed < TITLE_WAIT_MS) again();
    return;
  }
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: true });
}
