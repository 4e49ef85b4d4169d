import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * How far ahead of the screen, in screen heights, something is built. Far enough that a diner
 * scrolling at reading pace never meets an empty box; near enough that opening the menu builds
 * only what the first screens show.
 */
export const BUILD_AHEAD = '100%';

/**
 * Which of a long page's parts (by index) are built: the `initial` ones, and any whose stand-in
 * comes within `BUILD_AHEAD` of the screen, built as a React transition so a scroll stays
 * smooth. Nothing is built for being idle: work the diner may never scroll to would only keep a
 * weak phone busy while they tap. `build(indexes)` builds at once (a jump to a category).
 *
 * @param standIns the elements still waiting to be built, with their index
 */
export function useBuildOnApproach(
  initial: readonly number[],
  standIns: () => readonly (readonly [number, Element])[],
  enabled: boolean,
): [ReadonlySet<number>, (indexes: readonly number[]) => void] {
  const [built, setBuilt] = useState<ReadonlySet<number>>(() => new Set(initial));
  const add = useCallback(
    (indexes: readonly number[]) => (prev: ReadonlySet<number>) =>
      indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes]),
    [],
  );
  const build = useCallback((indexes: readonly number[]) => setBuilt(add(indexes)), [add]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-ins change whenever `built` does
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver !== 'function') return;
    const waiting = standIns();
    if (waiting.length === 0) return;
    const indexOf = new Map(waiting.map(([index, el]) => [el, index]));
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((e) => e.isIntersecting).map((e) => indexOf.get(e.target) ?? -1);
        if (near.length > 0) startTransition(() => setBuilt(add(near.filter((i) => i >= 0))));
      },
      { rootMargin: `${BUILD_AHEAD} 0px ${BUILD_AHEAD} 0px` },
    );
    for (const [, el] of waiting) observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, built, add]);

  return [built, build];
}

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
