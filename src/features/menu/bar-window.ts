/**
 * Which of the category bar's links are on the page. The bar scrolls sideways and shows five or
 * so links at a time; only those within a bar's width of its visible stretch are drawn, and two
 * spacers of the measured widths stand for the rest, so the bar holds about the same number of
 * elements for 8 categories or 240 and every link is still where a swipe expects it.
 */
import { firstIndexPast } from './section-window.ts';

export interface BarLayout {
  /** Where each link starts, from the list's content start (its first link at 0). */
  starts: readonly number[];
  /** Each link's width. */
  widths: readonly number[];
  /** The space between two links. */
  gap: number;
}

/** The links' starts, from their widths and the gap between them. */
export function barLayout(widths: readonly number[], gap: number): BarLayout {
  const starts: number[] = [];
  let at = 0;
  for (const width of widths) {
    starts.push(at);
    at += width + gap;
  }
  return { starts, widths, gap };
}

/** The width of the links from `first` to `last`, the gaps between them included. */
export function spanWidth({ starts, widths }: BarLayout, first: number, last: number): number {
  if (last < first) return 0;
  return (starts[last] ?? 0) + (widths[last] ?? 0) - (starts[first] ?? 0);
}

/**
 * The first and last link to draw when the bar shows `from` to `to` (px from the links' start):
 * those reaching into that stretch widened by `margin` on each side.
 */
export function linksToDraw(layout: BarLayout, from: number, to: number, margin: number): [number, number] {
  const { starts, widths } = layout;
  const count = starts.length;
  if (count === 0) return [0, -1];
  const first = firstIndexPast(count, (i) => (starts[i] ?? 0) + (widths[i] ?? 0) > from - margin);
  const end = firstIndexPast(count, (i) => (starts[i] ?? 0) >= to + margin);
  return [Math.min(first, count - 1), Math.max(Math.min(first, count - 1), end - 1)];
}

/** How far (px from the links' start) the bar scrolls to put link `index` in its middle. */
export function centredStart(layout: BarLayout, index: number, barWidth: number): number {
  const start = layout.starts[index] ?? 0;
  const width = layout.widths[index] ?? 0;
  return Math.max(0, start - (barWidth - width) / 2);
}
