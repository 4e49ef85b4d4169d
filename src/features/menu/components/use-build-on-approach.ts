import { startTransition, useEffect, useState } from 'react';

/**
 * How far ahead of the screen, in screen heights, something is built. Far enough that a diner
 * scrolling at reading pace never meets an empty box; near enough that opening the menu builds
 * only what the first screens show.
 */
export const BUILD_AHEAD = '100%';

/**
 * A count of list items that grows by `step` whenever the element given to `sentinel` (placed
 * after the items) comes within `BUILD_AHEAD` of the screen.
 */
export function useGrowOnApproach(
  total: number,
  initial: number,
  step: number,
): [number, (el: HTMLElement | null) => void] {
  const [count, setCount] = useState(() => Math.min(total, initial));
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
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
      { rootMargin: `${BUILD_AHEAD} 0px ${BUILD_AHEAD} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, count, total, step]);
  return [Math.min(count, total), setSentinel];
}
