import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type BarLayout, barLayout, centredStart, linksToDraw, spanWidth } from '../bar-window.ts';
import type { MenuTabKey } from '../menu-tabs.ts';
import { lookOnScroll } from './look-on-scroll.ts';
import './menu.css';

export interface CategoryBarItem {
  key: MenuTabKey;
  label: string;
  /** The id of the section the link jumps to. */
  target: string;
}

export interface CategoryBarProps {
  items: readonly CategoryBarItem[];
  active: MenuTabKey;
  /** Kept the same between renders, so the links that did not change are not drawn again. */
  onSelect: (key: MenuTabKey) => void;
}

/** Links drawn before the bar is measured: more than a phone's bar shows. */
const FIRST_LINKS = 12;

let canvas: CanvasRenderingContext2D | null | undefined;
/** A label's width in a link's font, worked out without putting the link on the page. */
function textWidth(text: string, font: string): number {
  if (canvas === undefined) canvas = document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * 14;
  canvas.font = font;
  return canvas.measureText(text).width;
}

/**
 * The category bar. Every section stays on the page and the bar only jumps between them while
 * marking where the reader is, so it is a navigation of in-page links with `aria-current`, not
 * ARIA tabs: tabs promise panels that replace each other, and a screen reader would announce
 * "tab 3 of 30, selected" for a section that is merely scrolled past.
 *
 * Only the links within a bar's width of what the bar shows are drawn (`linksToDraw`); two
 * spacers of the other links' widths keep every link where a swipe expects it. A link's width is
 * the one it had when last drawn, or its label's width in the links' font before.
 */
export function CategoryBar({ items, active, onSelect }: CategoryBarProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<BarLayout | null>(null);
  const layoutRef = useRef<BarLayout | null>(null);
  const [[first, last], setRange] = useState<[number, number]>(() => [0, Math.min(items.length, FIRST_LINKS) - 1]);
  const drawn = useRef(new Map<number, number>());
  const estimated = useRef<number[]>([]);
  const gap = useRef(0);

  const relayout = useCallback(() => {
    const next = barLayout(
      estimated.current.map((width, i) => drawn.current.get(i) ?? width),
      gap.current,
    );
    layoutRef.current = next;
    setLayout(next);
  }, []);

  // Every label's width in the links' font, read from a link on the page; again on a resize
  // (the phone turned, or its text size changed).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const estimate = () => {
      const link = list.querySelector<HTMLElement>('.category-link');
      if (!link) return;
      const style = getComputedStyle(link);
      const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
      gap.current = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      estimated.current = items.map((item) => textWidth(item.label, font) + padding);
      drawn.current.clear();
      relayout();
    };
    estimate();
    window.addEventListener('resize', estimate);
    return () => window.removeEventListener('resize', estimate);
  }, [items, relayout]);

  // The drawn links' own widths replace the estimates, so the spacers match them.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = layoutRef.current;
    if (!list || !current) return;
    let changed = false;
    list.querySelectorAll<HTMLElement>('.category-link').forEach((link, offset) => {
      const index = first + offset;
      const width = link.getBoundingClientRect().width;
      if (Math.abs((current.widths[index] ?? 0) - width) > 0.5) changed = true;
      drawn.current.set(index, width);
    });
    if (changed) relayout();
  });

  // Which links to draw, from where the bar is scrolled.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !layout) return;
    const look = () => {
      const padding = Number.parseFloat(getComputedStyle(list).paddingInlineStart) || 0;
      const from = Math.abs(list.scrollLeft) - padding;
      const next = linksToDraw(layout, from, from + list.clientWidth, list.clientWidth);
      setRange((was) => (was[0] === next[0] && was[1] === next[1] ? was : next));
    };
    look();
    return lookOnScroll(list, look);
  }, [layout]);

  // Keep the current link in the middle of the bar, in either writing direction, drawn or not:
  // when it changes, and once the bar is first measured (its spacers are on the page only then,
  // so a category restored far along could not be scrolled to before).
  const measured = layout !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current link changes or the bar is first measured
  useEffect(() => {
    const list = listRef.current;
    const current = layoutRef.current;
    const index = items.findIndex((item) => item.key === active);
    if (!list || !current || index < 0) return;
    const padding = Number.parseFloat(getComputedStyle(list).paddingInlineStart) || 0;
    const delta = centredStart(current, index, list.clientWidth - 2 * padding) - Math.abs(list.scrollLeft);
    const rtl = getComputedStyle(list).direction === 'rtl';
    if (Math.abs(delta) > 1) list.scrollBy({ left: rtl ? -delta : delta, behavior: 'smooth' });
  }, [active, measured]);

  const drawnLast = Math.min(last, items.length - 1);
  const before = layout && first > 0 ? spanWidth(layout, 0, first - 1) : 0;
  const after = layout && drawnLast < items.length - 1 ? spanWidth(layout, drawnLast + 1, items.length - 1) : 0;
  return (
    <nav className="category-bar" aria-label={t`Menu categories`}>
      <ul ref={listRef} className="category-list">
        {before > 0 && <li className="category-spacer" aria-hidden="true" style={{ inlineSize: `${before}px` }} />}
        {items.slice(first, drawnLast + 1).map((item, offset) => (
          <CategoryLink
            key={item.key}
            item={item}
            position={first + offset + 1}
            count={items.length}
            current={item.key === active}
            onSelect={onSelect}
          />
        ))}
        {after > 0 && <li className="category-spacer" aria-hidden="true" style={{ inlineSize: `${after}px` }} />}
      </ul>
    </nav>
  );
}

/** One link; kept as it was while the current tab moves elsewhere (a shop may have hundreds). */
const CategoryLink = memo(function CategoryLink({
  item,
  position,
  count,
  current,
  onSelect,
}: {
  item: CategoryBarItem;
  /** Its place among all the links, drawn or not, for a screen reader ("12 of 240"). */
  position: number;
  count: number;
  current: boolean;
  onSelect: (key: MenuTabKey) => void;
}) {
  const select = (event: MouseEvent) => {
    event.preventDefault();
    onSelect(item.key);
  };
  return (
    <li aria-posinset={position} aria-setsize={count}>
      {/* `dir="auto"` isolates the name as a `bdi` would, with one element fewer per category. */}
      <a
        href={`#${item.target}`}
        className="category-link"
        dir="auto"
        aria-current={current ? 'true' : undefined}
        onClick={select}
      >
        {item.label}
      </a>
    </li>
  );
});
