import { describe, expect, it } from 'vitest';
import {
  blockSections,
  CARDS_PER_FRAME,
  cardsOnPage,
  firstIndexPast,
  keptSections,
  openBlocks,
  sectionsInBand,
} from './section-window.ts';

const set = (...indexes: number[]) => new Set(indexes);
const sorted = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);
/** Thirty sections of 14 and 13 menus, as on the large shop. */
const LARGE = Array.from({ length: 30 }, (_, i) => (i % 2 ? 13 : 14));

describe('keptSections: the cards on the page stay about the same whatever the size of the shop', () => {
  it.each([
    {
      case: 'a small shop keeps every section it has shown',
      near: set(6, 7),
      built: set(0, 1, 2, 3, 4, 5),
      sizes: [14, 13, 14, 13, 14, 13, 14, 5],
      kept: [0, 1, 2, 3, 4, 5, 6, 7],
    },
    {
      case: 'a large shop keeps the nearest sections up to the budget, near ones included; the farthest go',
      near: set(20, 21),
      built: set(10, 11, 12, 13, 14, 15, 16, 17, 18, 19),
      sizes: LARGE,
      kept: [15, 16, 17, 18, 19, 20, 21],
    },
    {
      case: 'sections on both sides count by their distance to the near ones',
      near: set(10),
      built: set(2, 3, 8, 9, 11, 12, 17),
      sizes: LARGE,
      budget: 54,
      kept: [8, 9, 10, 11],
    },
    {
      case: 'near sections are built even past the budget',
      near: set(4, 5, 6),
      built: set(),
      sizes: LARGE,
      budget: 0,
      kept: [4, 5, 6],
    },
    {
      case: 'a jump builds its target and the next ones before they come near',
      near: set(0),
      pinned: [25, 26, 27],
      built: set(0, 1),
      sizes: LARGE,
      budget: 0,
      kept: [0, 25, 26, 27],
    },
    {
      case: 'indexes past the last section are ignored (the menu shrank on refresh)',
      near: set(2),
      pinned: [3, 4],
      built: set(0, 1, 5),
      sizes: [3, 3, 3, 3],
      kept: [0, 1, 2, 3],
    },
    {
      case: 'before anything is known to be near, what is built stays',
      near: set(),
      built: set(3, 4),
      sizes: LARGE,
      budget: 0,
      kept: [3, 4],
    },
  ])('$case', ({ near, pinned = [], built, sizes, budget, kept }) => {
    expect(sorted(keptSections({ near, pinned, built, sizes, budget }))).toEqual(kept);
  });

  it('answers the same set when nothing changes, so the page does not render again', () => {
    const built = set(3, 4, 5);
    expect(keptSections({ near: set(4), pinned: [], built, sizes: LARGE })).toBe(built);
  });

  it('scrolling through a shop of 3,200 menus never keeps more than the budget built', () => {
    const sizes = Array.from({ length: 237 }, (_, i) => (i % 2 ? 13 : 14));
    let built: ReadonlySet<number> = set(0);
    for (let top = 0; top < sizes.length - 2; top++) {
      const near = set(top, top + 1, top + 2);
      built = keptSections({ near, pinned: [], built, sizes });
      const menus = [...built].reduce((sum, i) => sum + (sizes[i] ?? 0), 0);
      expect(menus).toBeLessThanOrEqual(100);
    }
    expect(built.size).toBeLessThanOrEqual(100 / 13);
  });
});

describe('sectionsInBand: the sections near the screen, found by asking about a few of them', () => {
  /** Sections of the given heights stacked from `scrolled` above the screen's top. */
  const stack = (heights: number[], scrolled: number) => {
    const tops = heights.map((_, i) => heights.slice(0, i).reduce((a, b) => a + b, 0) - scrolled);
    return (i: number) => ({ top: tops[i] ?? 0, bottom: (tops[i] ?? 0) + (heights[i] ?? 0) });
  };
  it.each([
    { case: 'the top of the page', heights: [500, 500, 500, 500], scrolled: 0, band: [0, 900], found: [0, 1] },
    { case: 'halfway down', heights: [500, 500, 500, 500, 500], scrolled: 1100, band: [-200, 900], found: [1, 3] },
    {
      case: 'an edge exactly on the band ends is out',
      heights: [500, 500, 500],
      scrolled: 500,
      band: [0, 500],
      found: [1, 1],
    },
    { case: 'past the end', heights: [500, 500], scrolled: 2000, band: [0, 900], found: null },
    { case: 'no sections', heights: [], scrolled: 0, band: [0, 900], found: null },
  ])('$case', ({ heights, scrolled, band, found }) => {
    expect(sectionsInBand(heights.length, stack(heights, scrolled), band[0] ?? 0, band[1] ?? 0)).toEqual(found);
  });

  it('asks about a handful of 3,000 sections, not all of them', () => {
    const heights = Array.from({ length: 3000 }, () => 1600);
    const edges = stack(heights, 2_000_000);
    let asked = 0;
    const found = sectionsInBand(
      heights.length,
      (i) => {
        asked += 1;
        return edges(i);
      },
      -900,
      1800,
    );
    expect(found).toEqual([1249, 1251]);
    expect(asked).toBeLessThanOrEqual(2 * 12);
  });
});

describe('firstIndexPast', () => {
  it.each([
    { count: 5, from: 0, index: 0 },
    { count: 5, from: 3, index: 3 },
    { count: 5, from: 9, index: 5 },
    { count: 0, from: 0, index: 0 },
  ])('in $count items, the first at or past $from is $index', ({ count, from, index }) => {
    expect(firstIndexPast(count, (i) => i >= from)).toBe(index);
  });
});

describe('openBlocks: far sections are one box per ten, whatever the number of categories', () => {
  it.each([
    { case: 'a block with a built section opens', built: set(12), nearBlocks: [], count: 237, open: [1] },
    {
      case: 'a jump opens its target’s block',
      built: set(0),
      pinned: [95, 96, 97],
      nearBlocks: [],
      count: 237,
      open: [0, 9],
    },
    {
      case: 'a jump across two blocks opens both',
      built: set(),
      pinned: [59, 60, 61],
      nearBlocks: [],
      count: 237,
      open: [5, 6],
    },
    { case: 'a box that came near opens', built: set(40), nearBlocks: [5], count: 237, open: [4, 5] },
    { case: 'every other block stays one box', built: set(), nearBlocks: [], count: 237, open: [] },
    {
      case: 'indexes past the list are ignored',
      built: set(3),
      pinned: [300],
      nearBlocks: [40],
      count: 237,
      open: [0],
    },
  ])('$case', ({ built, pinned = [], nearBlocks, count, open }) => {
    expect(sorted(openBlocks({ built, pinned, nearBlocks, count, open: set() }))).toEqual(open);
  });

  it('answers the same set when nothing changes', () => {
    const open = set(2);
    expect(openBlocks({ built: set(21, 22), pinned: [], nearBlocks: [], count: 40, open })).toBe(open);
  });

  it('a scroll through 3,200 menus keeps at most a few blocks open', () => {
    const sizes = Array.from({ length: 237 }, (_, i) => (i % 2 ? 13 : 14));
    let built: ReadonlySet<number> = set(0);
    let open: ReadonlySet<number> = set(0);
    for (let top = 0; top < sizes.length - 2; top++) {
      built = keptSections({ near: set(top, top + 1, top + 2), pinned: [], built, sizes });
      open = openBlocks({ built, pinned: [], nearBlocks: [], count: sizes.length, open });
      expect(open.size).toBeLessThanOrEqual(2);
    }
  });
});

describe('blockSections', () => {
  it.each([
    { block: 0, count: 237, range: [0, 9] },
    { block: 23, count: 237, range: [230, 236] },
    { block: 0, count: 4, range: [0, 3] },
  ])('block $block of $count sections', ({ block, count, range }) => {
    expect(blockSections(block, count)).toEqual(range);
  });
});

describe('cardsOnPage: a section built during a scroll adds its cards a few a frame', () => {
  it.each([
    { case: 'standing in: none', deferred: true, shown: 14, total: 14, cards: 0 },
    { case: 'just built: a frame’s worth', deferred: false, shown: 0, total: 14, cards: CARDS_PER_FRAME },
    { case: 'frames later: as many as were added', deferred: false, shown: 8, total: 14, cards: 8 },
    { case: 'never more than the section has', deferred: false, shown: 16, total: 14, cards: 14 },
    { case: 'built with the first screen: all at once', deferred: false, shown: 14, total: 14, cards: 14 },
    { case: 'a short section is whole at once', deferred: false, shown: 0, total: 3, cards: 3 },
    { case: 'an empty section has none', deferred: false, shown: 0, total: 0, cards: 0 },
  ])('$case', ({ deferred, shown, total, cards }) => {
    expect(cardsOnPage(deferred, shown, total)).toBe(cards);
  });
});
