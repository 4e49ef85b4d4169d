/**
 * Which category sections of a long menu are built (their cards on the page) and which stand in as
 * a sized box. The page then holds about the same number of cards, and each scroll does about the
 * same work, whatever the size of the shop.
 */

/**
 * Cards kept built, those near the screen included. A shop of up to this many menus keeps every
 * section it has shown; a larger one keeps the sections nearest the screen up to this many menus
 * and takes down the farther ones, so the page holds about as many cards as a shop of this size.
 */
export const KEPT_MENUS = 100;

/**
 * Sections grouped into one block while none of them is near, built or asked for: the block is
 * one box of their heights holding their titles and menus' names as text, so the page holds (and
 * the browser looks at) a box per ten categories instead of one per category.
 */
export const BLOCK_SECTIONS = 10;

export const blockOf = (index: number): number => Math.floor(index / BLOCK_SECTIONS);

/** The first and last section of a block, in a list of `count` sections. */
export function blockSections(block: number, count: number): [number, number] {
  const first = block * BLOCK_SECTIONS;
  return [first, Math.min(count, first + BLOCK_SECTIONS) - 1];
}

export interface SectionWindow {
  /** Sections within reach of the screen (the build-ahead margin). */
  near: ReadonlySet<number>;
  /** Sections a jump asked for, built before they come near. */
  pinned: readonly number[];
  /** Sections built now. */
  built: ReadonlySet<number>;
  /** Menus in each section, by index. */
  sizes: readonly number[];
  /** Menus kept built, the near and pinned sections' included. */
  budget?: number;
}

/**
 * The sections to build: every near and pinned one, then those already built, nearest first,
 * while all their menus fit the budget. The same set when nothing changes, so no render follows.
 */
export function keptSections({ near, pinned, built, sizes, budget = KEPT_MENUS }: SectionWindow): ReadonlySet<number> {
  const must = new Set([...near, ...pinned].filter((i) => i >= 0 && i < sizes.length));
  const next = new Set(must);
  if (must.size > 0) {
    const low = Math.min(...must);
    const high = Math.max(...must);
    const distance = (i: number) => (i < low ? low - i : i > high ? i - high : 0);
    let room = budget;
    for (const i of must) room -= Math.max(1, sizes[i] ?? 0);
    const rest = [...built]
      .filter((i) => !must.has(i) && i < sizes.length)
      .sort((a, b) => distance(a) - distance(b) || a - b);
    for (const i of rest) {
      const size = Math.max(1, sizes[i] ?? 0);
      if (size > room) break;
      room -= size;
      next.add(i);
    }
  } else {
    for (const i of built) next.add(i);
  }
  return sameSet(next, built) ? built : next;
}

export interface BlockWindow {
  /** Sections built now (after `keptSections`). */
  built: ReadonlySet<number>;
  pinned: readonly number[];
  /** Blocks that came within reach of the screen while shown as one box. */
  nearBlocks: Iterable<number>;
  /** Sections in the list. */
  count: number;
  /** Blocks shown section by section now. */
  open: ReadonlySet<number>;
}

/**
 * The blocks shown section by section: those holding a built or pinned section, and those that
 * came near as one box (their sections are then measured, and the near ones built, a frame
 * later). Every other block is one box. The same set when nothing changes.
 */
export function openBlocks({ built, pinned, nearBlocks, count, open }: BlockWindow): ReadonlySet<number> {
  const next = new Set<number>();
  for (const i of [...built, ...pinned]) if (i >= 0 && i < count) next.add(blockOf(i));
  const blocks = Math.ceil(count / BLOCK_SECTIONS);
  for (const b of nearBlocks) if (b >= 0 && b < blocks) next.add(b);
  return sameSet(next, open) ? open : next;
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const i of a) if (!b.has(i)) return false;
  return true;
}

/**
 * The first index in 0..count-1 for which `past` holds, or `count` when none does; `past` must
 * hold for every index after one where it holds (sections in page order, tested against a line
 * on the screen), so it is asked only about log2(count) of them.
 */
export function firstIndexPast(count: number, past: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (past(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Vertical edges of a section on the screen (a DOMRect's top and bottom). */
export interface Edges {
  top: number;
  bottom: number;
}

/**
 * The sections (as a first and last index) that reach into the band from `from` to `to` on the
 * screen, read from their edges in page order; null when none does.
 */
export function sectionsInBand(
  count: number,
  edges: (index: number) => Edges,
  from: number,
  to: number,
): [number, number] | null {
  const first = firstIndexPast(count, (i) => edges(i).bottom > from);
  const end = firstIndexPast(count, (i) => edges(i).top >= to);
  return first < end ? [first, end - 1] : null;
}

/**
 * Cards a section adds per frame once it is built after the first screen: a whole section at once
 * (fourteen cards, about 170 elements) took more than 50 ms on a slow phone, a long task at each
 * step of a scroll.
 */
export const CARDS_PER_FRAME = 4;

/**
 * How many of a section's `total` cards are on the page: none while it stands in, at least a
 * frame's worth once built, and `shown` as the frames add more.
 */
export function cardsOnPage(deferred: boolean, shown: number, total: number): number {
  return deferred ? 0 : Math.min(total, Math.max(shown, CARDS_PER_FRAME));
}
