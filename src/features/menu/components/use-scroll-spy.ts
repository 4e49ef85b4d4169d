import { useEffect, useRef } from 'react';
import { firstIndexPast } from '../section-window.ts';

export interface ScrollSpy {
  /** Ignores the sections' movement for a while (a jump the diner asked for is scrolling). */
  pause: (ms: number) => void;
}

/**
 * Reports which section is under the reading line, a line just below the sticky bars, as the
 * page scrolls: once per scrolled frame, a binary search over the sections' edges in page order
 * asks where a handful of them are (an IntersectionObserver over every section made each scrolled
 * frame cost more the more categories a shop had). At the page's end the last short sections can
 * never reach the line, so the last one is taken; above the first section, the first one is.
 *
 * @param sections section elements by key, in page order
 */
export function useScrollSpy<K extends string>(
  sections: () => readonly (readonly [K, HTMLElement])[],
  enabled: boolean,
  onChange: (key: K) => void,
  /** Re-run when the sections change. */
  version: unknown,
): ScrollSpy {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pausedUntil = useRef(0);
  const spy = useRef<ScrollSpy>({
    pause: (ms) => {
      pausedUntil.current = performance.now() + ms;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the section list
  useEffect(() => {
    if (!enabled) return;
    const list = sections();
    if (list.length === 0) return;
    const order = list.map(([key]) => key);
    const report = (key: K | null) => {
      if (key !== null && performance.now() >= pausedUntil.current) onChangeRef.current(key);
    };
    const atEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;

    const first = list[0]?.[1];
    let line = 120;
    const measureLine = () => {
      line = first ? Number.parseFloat(getComputedStyle(first).scrollMarginTop) + 8 : 120;
    };
    measureLine();
    /** The section across the reading line, if any (between two there may be none). */
    const underLine = (): K | null => {
      const index = firstIndexPast(list.length, (i) => (list[i]?.[1].getBoundingClientRect().bottom ?? 0) > line);
      const entry = list[index];
      return entry && entry[1].getBoundingClientRect().top <= line ? entry[0] : null;
    };
    const look = () => {
      frame = 0;
      if (atEnd()) report(order[order.length - 1] ?? null);
      // Above the first section nothing crosses the line: the first one is current.
      else if (first && first.getBoundingClientRect().top > line) report(order[0] ?? null);
      else report(underLine());
    };

    let frame = requestAnimationFrame(look);
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(look);
    };
    const onResize = () => {
      measureLine();
      onScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [enabled, version]);

  return spy.current;
}
