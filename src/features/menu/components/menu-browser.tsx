import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Category } from '../../../api/contract/entities.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { readSession, sessionArea, writeSession } from '../../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../../shared/state/storage-keys.ts';
import { allMenus, recommendedMenus, sortedCategories } from '../menu-browse.ts';
import { categoryName, menuName } from '../menu-names.ts';
import { categoryTab, estimatedSectionHeight, initialTab, type MenuTabKey, menuTabKeys } from '../menu-tabs.ts';
import { BLOCK_SECTIONS, blockSections } from '../section-window.ts';
import { CategoryBar, type CategoryBarItem } from './category-bar.tsx';
import { MenuBlock } from './menu-block.tsx';
import { MenuGrid } from './menu-grid.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import { MenuSection } from './menu-section.tsx';
import { RecommendedCarousel } from './recommended-carousel.tsx';
import { useScrollSpy } from './use-scroll-spy.ts';
import { useSectionWindow } from './use-section-window.ts';
import './menu.css';

const GRID_ID = 'menu-section-all';
const RECOMMENDED_ID = 'menu-section-recommended';
const sectionId = (index: number) => `menu-section-${index}`;

/** A jump the diner asked for: the spy looks away meanwhile, then the landing is checked. */
const JUMP_SETTLE_MS = 900;

/** Built with the first screen: none when the carousel fills it, else the first section. */
const firstSections = (hasCarousel: boolean): number[] => (hasCarousel ? [] : [0]);

/**
 * Each category section's height as last seen, kept for the tab's life (in the session too): a
 * section not built stands in at that height, so coming back to the menu, or reloading it, puts
 * every section where it was and the restored scroll position lands on the same category.
 */
const seenHeights = new Map<string, number>(
  Object.entries(sessionArea.getJson(STORAGE_KEYS.session.sectionHeights, v.record(v.string(), v.number())) ?? {}),
);
let saveTimer = 0;
const saveHeights = () => {
  window.clearTimeout(saveTimer);
  saveTimer = 0;
  sessionArea.setJson(STORAGE_KEYS.session.sectionHeights, Object.fromEntries(seenHeights));
};
/** Notes a height, written to the session a moment later (or as the page goes, on a reload). */
function rememberHeight(key: string, height: number): void {
  if (seenHeights.get(key) === height) return;
  seenHeights.set(key, height);
  if (saveTimer) return;
  window.addEventListener('pagehide', saveHeights, { once: true });
  saveTimer = window.setTimeout(() => {
    window.removeEventListener('pagehide', saveHeights);
    saveHeights();
  }, 300);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The menu part of the home: the category bar, the recommended carousel and a section per
 * category, or the all-menu grid. The current tab follows scrolling and is kept in the session.
 */
export function MenuBrowser({
  categories,
  context,
  hasBanner,
  putAside,
}: {
  categories: readonly Category[];
  context: MenuCardContext;
  /** A banner above holds the page's largest picture; else the first menu picture is it. */
  hasBanner: boolean;
  /**
   * The menu is put aside under search: its layout is kept but not looked at (measuring content
   * whose rendering is skipped would lay it out), nothing is built and the current tab stays.
   */
  putAside: boolean;
}) {
  const { t } = useLingui();
  const { locale } = context;
  const sorted = useMemo(() => sortedCategories(categories), [categories]);
  const recommended = useMemo(() => recommendedMenus(sorted), [sorted]);
  // The same tabs after a refresh are the same list: the scroll spy and the tab restored from the
  // session must not start over because the service's answer came after the kept menu was shown.
  const tabsText = menuTabKeys(sorted).join('\n');
  const keys = useMemo(() => tabsText.split('\n') as MenuTabKey[], [tabsText]);
  const [active, setActive] = useState<MenuTabKey>(() =>
    initialTab(readSession(STORAGE_KEYS.session.currentCategory), keys),
  );
  const view = active === 'all' ? 'grid' : 'list';
  const sections = useRef(new Map<MenuTabKey, HTMLElement>());
  const pendingJump = useRef<MenuTabKey | null>(null);
  // Sections are built as they come near the screen and taken down far from it; a jump builds its
  // target (and the next two).
  const menuCounts = useMemo(() => sorted.map((category) => category.menus.length), [sorted]);
  const [initialSections] = useState(() => firstSections(recommended.length > 0));
  const { built, open, watch, watchBlock, pin, slots } = useSectionWindow(
    menuCounts,
    initialSections,
    view === 'list' && !putAside,
  );
  const isBuilt = useCallback((index: number) => built.has(index), [built]);
  const indexOfKey = useMemo(
    () => new Map(sorted.map((category, index) => [categoryTab(category.categoryUuid), index])),
    [sorted],
  );
  const [sizes] = useState(() =>
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.sizeKey;
            const height = entry.borderBoxSize[0]?.blockSize;
            if (key && height) rememberHeight(key, height);
          }
        })
      : null,
  );
  useEffect(() => () => sizes?.disconnect(), [sizes]);

  useEffect(() => {
    writeSession(STORAGE_KEYS.session.currentCategory, active);
  }, [active]);

  // A category that disappeared on refresh leaves the tab it was on.
  useEffect(() => {
    if (!keys.includes(active)) setActive(initialTab(null, keys));
  }, [keys, active]);

  const register = useCallback(
    (key: MenuTabKey, el: HTMLElement | null) => {
      const previous = sections.current.get(key);
      if (previous && previous !== el) sizes?.unobserve(previous);
      const index = indexOfKey.get(key);
      if (index !== undefined) watch(index, el);
      if (!el) {
        sections.current.delete(key);
        return;
      }
      sections.current.set(key, el);
      el.dataset.sizeKey = `${locale}:${key}`;
      // A stand-in's height is the one it was given: only built sections are measured, so the
      // browser checks a few dozen sizes each frame, not one per category.
      if (el.dataset.standIn === 'true') sizes?.unobserve(el);
      else sizes?.observe(el);
    },
    [sizes, locale, indexOfKey, watch],
  );

  // The spy reads the boxes in page order: a section, or a block of far ones as its first category.
  const spyVersion = useMemo(() => [keys, open], [keys, open]);
  const spy = useScrollSpy(
    () => {
      const list: (readonly [MenuTabKey, HTMLElement])[] = [];
      const carousel = sections.current.get('recommended');
      if (carousel) list.push(['recommended', carousel]);
      for (const slot of slots() ?? []) {
        const category = sorted[slot.first];
        if (category) list.push([categoryTab(category.categoryUuid), slot.el]);
      }
      return list;
    },
    view === 'list' && !putAside,
    setActive,
    spyVersion,
  );

  const jumpTo = useCallback(
    (key: MenuTabKey) => {
      const el = sections.current.get(key);
      const index = indexOfKey.get(key);
      if (!el) {
        // A category in a far block: the block opens with it built, then the jump is made.
        if (index === undefined) return;
        spy.pause(JUMP_SETTLE_MS + 300);
        pendingJump.current = key;
        pin([index, index + 1, index + 2]);
        return;
      }
      spy.pause(JUMP_SETTLE_MS + 300);
      const far = Math.abs(el.getBoundingClientRect().top) > window.innerHeight * 2;
      el.scrollIntoView({ block: 'start', behavior: far || prefersReducedMotion() ? 'auto' : 'smooth' });
      el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
      // A section not built yet is built with a couple after it, so the landing is not an empty
      // box for long; as a transition after the tap's own frame, so the tap answers at once (the
      // bar and the scroll) instead of after forty menu cards were made.
      if (index !== undefined && !isBuilt(index)) pin([index, index + 1, index + 2]);
      // Sections built on the way may differ from their estimated height: land again if so.
      window.setTimeout(() => {
        const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
        if (Math.abs(el.getBoundingClientRect().top - margin) > 4) el.scrollIntoView({ block: 'start' });
      }, JUMP_SETTLE_MS);
    },
    [spy, indexOfKey, isBuilt, pin],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a pending jump waits for the view and sections it needs
  useLayoutEffect(() => {
    const key = pendingJump.current;
    if (key === null) return;
    pendingJump.current = null;
    jumpTo(key);
  }, [view, built, jumpTo]);

  // The bar's links keep one handler for the page's life, so a new current tab renders only the
  // two links that changed, not one per category.
  const latest = useRef({ active, jumpTo });
  latest.current = { active, jumpTo };
  const select = useCallback((key: MenuTabKey) => {
    const { active: current, jumpTo: jump } = latest.current;
    const viewChanges = (key === 'all') !== (current === 'all');
    setActive(key);
    // A new view must be on the page before the jump.
    if (viewChanges) pendingJump.current = key;
    else jump(key);
  }, []);

  // The bar's labels are the sections' titles: worked out once, not for every section at each render.
  const items: CategoryBarItem[] = useMemo(
    () =>
      keys.map((key) => {
        if (key === 'all') return { key, label: t`All menu`, target: GRID_ID };
        if (key === 'recommended') return { key, label: t`Recommended`, target: RECOMMENDED_ID };
        const index = indexOfKey.get(key) ?? -1;
        const category = sorted[index];
        return {
          key,
          label: (category && plainLabel(categoryName(category, locale))) || t`Menu`,
          target: sectionId(index),
        };
      }),
    [keys, indexOfKey, sorted, locale, t],
  );
  const firstCategoryItem = keys.length - sorted.length;
  // A far block's parts: each category's title, then its menus' names.
  const blockTexts = useMemo(
    () =>
      sorted.map((category, index) => {
        const title = items[index + firstCategoryItem]?.label ?? '';
        const names = category.menus.map((menu) => plainLabel(menuName(menu, locale))).join(' · ');
        return names ? `${title}: ${names}` : title;
      }),
    [sorted, items, firstCategoryItem, locale],
  );
  const heightOf = (category: Category) =>
    seenHeights.get(`${locale}:${categoryTab(category.categoryUuid)}`) ?? estimatedSectionHeight(category.menus.length);
  // A closed block's parts, made again only when blocks open or close (its sections are not on
  // the page meanwhile, so their heights cannot change): the blocks are not drawn again each time
  // the current category moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: heights are read when a block closes
  const blockParts = useMemo(
    () =>
      Array.from({ length: Math.ceil(sorted.length / BLOCK_SECTIONS) }, (_, block) => {
        const [first, last] = blockSections(block, sorted.length);
        return sorted
          .slice(first, last + 1)
          .map((category, offset) => ({ text: blockTexts[first + offset] ?? '', height: heightOf(category) }));
      }),
    [sorted, blockTexts, locale, open],
  );

  return (
    <div className="menu-browser">
      <CategoryBar items={items} active={active} onSelect={select} />
      {view === 'grid' ? (
        <MenuGrid id={GRID_ID} menus={allMenus(sorted)} context={context} sectionRef={(el) => register('all', el)} />
      ) : (
        <>
          {recommended.length > 0 && (
            <RecommendedCarousel
              menus={recommended}
              context={context}
              sectionId={RECOMMENDED_ID}
              sectionRef={(el) => register('recommended', el)}
              leadsPage={!hasBanner}
            />
          )}
          {Array.from({ length: Math.ceil(sorted.length / BLOCK_SECTIONS) }, (_, block) => {
            const [first, last] = blockSections(block, sorted.length);
            if (!open.has(block)) {
              return (
                <MenuBlock
                  // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the list
                  key={`block-${block}`}
                  block={block}
                  parts={blockParts[block] ?? []}
                  register={watchBlock}
                />
              );
            }
            return sorted.slice(first, last + 1).map((category, offset) => {
              const index = first + offset;
              const key = categoryTab(category.categoryUuid);
              return (
                <MenuSection
                  key={category.categoryUuid}
                  id={sectionId(index)}
                  tabKey={key}
                  title={items[index + firstCategoryItem]?.label ?? t`Menu`}
                  menus={category.menus}
                  context={context}
                  eagerCount={index === 0 && recommended.length === 0 ? 3 : 0}
                  leadsPage={index === 0 && recommended.length === 0 && !hasBanner}
                  deferred={!isBuilt(index)}
                  height={heightOf(category)}
                  register={register}
                />
              );
            });
          })}
        </>
      )}
    </div>
  );
}
