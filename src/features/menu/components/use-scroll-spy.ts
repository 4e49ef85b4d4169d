import { useEffect, useRef } from 'react';
import { firstCrossing } from '../menu-tabs.ts';

export interface ScrollSpy {
  /** Ignores the sections' movement for a while (a jump the diner asked for is scrolling). */
  pause: (ms: number) => void;
}

/**
 * Reports which section is under the reading line, a line just below the sticky bars, as the
 * page scrolls. An IntersectionObserver watches a 1 px band at that line, so nothing runs per
 * scroll frame but two edge checks: at the page's end the last short sections can never reach the
 * line, so the last one is taken; above the first section, the first one is.
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
    const keyOf = new Map<Element, K>(list.map(([key, el]) => [el, key]));
    const order = list.map(([key]) => key);
    const crossing = new Set<K>();
    const report = (key: K | null) => {
      if (key !== null && performance.now() >= pausedUntil.current) onChangeRef.current(key);
    };
    const atEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;

    const first = list[0]?.[1];
    let line = 120;
    // Above the first section nothing crosses the line: the first one is current.
    const beforeFirst = () => (first ? first.getBoundingClientRect().top > line : false);
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      line = first ? Number.parseFloat(getComputedStyle(first).scrollMarginTop) + 8 : 120;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const key = keyOf.get(entry.target);
            if (key === undefined) continue;
            if (entry.isIntersecting) crossing.add(key);
            else crossing.delete(key);
          }
          if (atEnd()) return;
          report(beforeFirst() ? (order[0] ?? null) : firstCrossing(order, crossing));
        },
        { rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px` },
      );
      for (const [, el] of list) observer.observe(el);
    };
    observe();

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (atEnd()) report(order[order.length - 1] ?? null);
        else if (beforeFirst()) report(order[0] ?? null);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', observe);
    };
  }, [enabled, version]);

  return spy.current;
}
