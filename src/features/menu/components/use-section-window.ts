import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { BLOCK_SECTIONS, blockOf, keptSections, openBlocks, sectionsInBand } from '../section-window.ts';

/** A box on the page in page order: one section, or a block of sections shown as one box. */
export interface SectionSlot {
  el: HTMLElement;
  /** The first and last section it holds (the same for a section). */
  first: number;
  last: number;
  /** Set for a block shown as one box. */
  block?: number;
}

export interface SectionWindowControls {
  /** The sections built now, by index. */
  built: ReadonlySet<number>;
  /** The blocks shown section by section now; every other block is one box. */
  open: ReadonlySet<number>;
  /** Keeps (or, with null, forgets) the element of the section at `index`. */
  watch: (index: number, el: HTMLElement | null) => void;
  /** Keeps (or forgets) the element of a block shown as one box. */
  watchBlock: (block: number, el: HTMLElement | null) => void;
  /** Builds these sections now, before they come near (a jump to a category). */
  pin: (indexes: readonly number[]) => void;
  /** The boxes on the page in page order, or null while some are not on it yet. */
  slots: () => readonly SectionSlot[] | null;
}

/** How far beyond the screen, in screen heights, a section counts as near and is built. */
const AHEAD_SCREENS = 1;

interface WindowState {
  built: ReadonlySet<number>;
  open: ReadonlySet<number>;
}

/**
 * Builds a long page's sections as they come within a screen of the screen and takes the farthest
 * down again once more than the kept budget is built (`keptSections`); ten sections none of which
 * is built stand in as one box (`openBlocks`). Which sections are near is read once per scrolled
 * frame from a few boxes' edges (a binary search over them in page order), not by an
 * IntersectionObserver over every section: the browser computes every observed element's
 * intersection on every scrolled frame, which made a scroll cost more the more categories a shop
 * had. Builds and take-downs are React transitions, so a scroll stays smooth.
 *
 * @param sizes menus per section, by index
 * @param initial sections built with the first screen
 * @param enabled false while the page is not looked at (another view, or put aside under search)
 */
export function useSectionWindow(
  sizes: readonly number[],
  initial: readonly number[],
  enabled: boolean,
): SectionWindowControls {
  const [state, setState] = useState<WindowState>(() => ({
    built: new Set(initial),
    // The first block is shown section by section from the start: it is what the first screen shows.
    open: new Set([0, ...initial.map(blockOf)]),
  }));
  const nearSections = useRef<ReadonlySet<number>>(new Set());
  const nearBlocks = useRef<readonly number[]>([]);
  const nearKey = useRef('');
  const pinned = useRef<readonly number[]>(initial);
  const sizesRef = useRef(sizes);
  sizesRef.current = sizes;
  const elements = useRef(new Map<number, HTMLElement>());
  const blockElements = useRef(new Map<number, HTMLElement>());
  const frame = useRef(0);
  // A section mounted or taken down while the page is put aside still asks for a look.
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  const update = useCallback(() => {
    startTransition(() =>
      setState((prev) => {
        const count = sizesRef.current.length;
        const built = keptSections({
          near: nearSections.current,
          pinned: pinned.current,
          built: prev.built,
          sizes: sizesRef.current,
        });
        const open = openBlocks({
          built,
          pinned: pinned.current,
          nearBlocks: nearBlocks.current,
          count,
          open: prev.open,
        });
        return built === prev.built && open === prev.open ? prev : { built, open };
      }),
    );
  }, []);

  const slots = useCallback((): readonly SectionSlot[] | null => {
    const count = sizesRef.current.length;
    const list: SectionSlot[] = [];
    for (let first = 0; first < count; first += BLOCK_SECTIONS) {
      const last = Math.min(count, first + BLOCK_SECTIONS) - 1;
      const block = blockOf(first);
      const boxEl = blockElements.current.get(block);
      if (boxEl) {
        list.push({ el: boxEl, first, last, block });
        continue;
      }
      for (let i = first; i <= last; i++) {
        const el = elements.current.get(i);
        if (!el) return null;
        list.push({ el, first: i, last: i });
      }
    }
    return list;
  }, []);

  const measure = useCallback(() => {
    frame.current = 0;
    const list = slots();
    if (!list || list.length === 0) return;
    // A page put aside (the menu under search) is not measured: its rendering is skipped, so
    // measuring would lay it out, and with it taken out every box reads 0 × 0, as if all were near.
    if (!enabledRef.current) return;
    const margin = window.innerHeight * AHEAD_SCREENS;
    const range = sectionsInBand(
      list.length,
      (k) => list[k]?.el.getBoundingClientRect() ?? { top: 0, bottom: 0 },
      -margin,
      window.innerHeight + margin,
    );
    const sections = new Set<number>();
    const blocks: number[] = [];
    if (range) {
      for (let k = range[0]; k <= range[1]; k++) {
        const slot = list[k];
        if (slot?.block !== undefined) blocks.push(slot.block);
        else if (slot) sections.add(slot.first);
      }
    }
    const key = `${[...sections].join(',')}|${blocks.join(',')}`;
    if (key === nearKey.current) return;
    nearKey.current = key;
    nearSections.current = sections;
    nearBlocks.current = blocks;
    // A jump's sections are held until its target has come near; from then on nearness rules.
    const target = pinned.current[0];
    if (target !== undefined && sections.has(target)) pinned.current = [];
    update();
  }, [update, slots]);

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
      nearKey.current = '';
      nearSections.current = new Set();
      nearBlocks.current = [];
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, schedule]);

  // A section built or taken down may differ from the height it stood in at: look again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of what is shown
  useEffect(() => {
    if (enabled) schedule();
  }, [state, enabled, schedule]);

  const watch = useCallback(
    (index: number, el: HTMLElement | null) => {
      if (el) elements.current.set(index, el);
      else elements.current.delete(index);
      schedule();
    },
    [schedule],
  );

  const watchBlock = useCallback(
    (block: number, el: HTMLElement | null) => {
      if (el) blockElements.current.set(block, el);
      else blockElements.current.delete(block);
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

  return { built: state.built, open: state.open, watch, watchBlock, pin, slots };
}
