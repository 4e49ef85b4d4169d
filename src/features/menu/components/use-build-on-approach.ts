import { startTransition, useEffect, useState } from 'react';

/**
 * How far ahead of the screen, in screen heights, something is built. Far enough that a diner
 * scrolling at reading pace never meets an empty box; near enough that opening the menu builds
 * only what the first screens show.
 */
export const BUILD_AHEAD = '100%';

export interface GrowOptions {
  /** How far ahead of the screen the sentinel starts the next step (a CSS margin); `BUILD_AHEAD` by default. */
  ahead?: string;
  /**
   * The list itself, when it can change under the same component (search results): a new list
   * starts again from `initial`, so a keystroke builds one screenful, not as many items as the
   * diner had scrolled through before.
   */
  list?: unknown;
}

/**
 * A count of list items that grows by `step` whenever the element given to `sentinel` (placed
 * after the items) comes within `ahead` of the screen.
 */
export function useGrowOnApproach(
  total: number,
  initial: number,
  step: number,
  { ahead = BUILD_AHEAD, list }: GrowOptions = {},
): [number, (el: HTMLElement | null) => void] {
  const [count, setCount] = useState(() => Math.min(total, initial));
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [shownList, setShownList] = useState(list);
  if (shownList !== list) {
    // Set while rendering: React renders again at once, before anything reaches the page.
    setShownList(list);
    setCount(Math.min(total, initial));
  }
  // A list that grows (a search that finds more) shows at least its first screenful at once.
  useEffect(() => {
    setCount((shown) => Math.max(shown, Math.min(total, initial)));
  }, [total, initial]);
  useEffect(() => {
    if (!sentinel || count >= total || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          startTransition(() => setCount((c) => Math.min(total, c + step)));
        }
      },
      { rootMargin: `${ahead} 0px ${ahead} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, count, total, step, ahead]);
  return [Math.min(count, total), setSentinel];
}
