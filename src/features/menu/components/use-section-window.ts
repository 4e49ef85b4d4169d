import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { keptSections, sectionsInBand } from '../section-window.ts';

export interface SectionWindowControls {
  /** The sections built now, by index. */
  built: ReadonlySet<number>;
  /** Keeps (or, with null, forgets) the element of the section at `index`. */
  watch: (index: number, el: HTMLElement | null) => void;
  /** Builds these sections now, before they come near (a jump to a category). */
  pin: (indexes: readonly number[]) => void;
}

/** How far beyond the screen, in screen heights, a section counts as near and is built. */
const AHEAD_SCREENS = 1;

/**
 * Builds a long page's sections as they come within a screen of the screen and takes the farthest
 * down again once more than the kept budget is built (`keptSections`). Which sections are near is
 * read once per scrolled frame from a few sections' edges (a binary search over them in page
 * order), not by an IntersectionObserver over every section: the browser computes every observed
 * element's intersection on every scrolled frame, which made a scroll cost more the more
 * categories a shop had. Builds and take-downs are React transitions, so a scroll stays smooth.
 *
 * @param sizes menus per section, by index
 * @param initial sections built with the first screen
 */
export function useSectionWindow(
  sizes: readonly number[],
  initial: readonly number[],
  enabled: boolean,
): SectionWindowControls {
  const [built, setBuilt] = useState<ReadonlySet<number>>(() => new Set(initial));
  const near = useRef<readonly [number, number] | null>(null);
  const pinned = useRef<readonly number[]>(initial);
  const sizesRef = useRef(sizes);
  sizesRef.current = sizes;
  const elements = useRef(new Map<number, HTMLElement>());
  const frame = useRef(0);

  const update = useCallback(() => {
    const range = near.current;
    const nearSet = new Set<number>();
    if (range) for (let i = range[0]; i <= range[1]; i++) nearSet.add(i);
    startTransition(() =>
      setBuilt((prev) => keptSections({ near: nearSet, pinned: pinned.current, built: prev, sizes: sizesRef.current })),
    );
  }, []);

  const measure = useCallback(() => {
    frame.current = 0;
    const count = sizesRef.current.length;
    const els = elements.current;
    if (count === 0 || els.size < count) return;
    const margin = window.innerHeight * AHEAD_SCREENS;
    const range = sectionsInBand(
      count,
      (i) => els.get(i)?.getBoundingClientRect() ?? { top: 0, bottom: 0 },
      -margin,
      window.innerHeight + margin,
    );
    const previous = near.current;
    if (range?.[0] === previous?.[0] && range?.[1] === previous?.[1]) return;
    near.current = range;
    // A jump's sections are held until its target has come near; from then on nearness rules.
    const target = pinned.current[0];
    if (range && target !== undefined && target >= range[0] && target <= range[1]) pinned.current = [];
    update();
  }, [update]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure]);

  useEffect(() => {
    if (!enabled) return;
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      near.current = null;
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, schedule]);

  // A section built or taken down may differ from the height it stood in at: look again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of what is built
  useEffect(() => {
    if (enabled) schedule();
  }, [built, enabled, schedule]);

  const watch = useCallback(
    (index: number, el: HTMLElement | null) => {
      if (el) elements.current.set(index, el);
      else elements.current.delete(index);
      schedule();
    },
    [schedule],
  );

  const pin = useCallback(
    (indexes: readonly number[]) => {
      pinned.current = indexes;
      update();
    },
    [update],
  );

  return { built, watch, pin };
}
