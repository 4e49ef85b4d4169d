import { Trans } from '@lingui/react/macro';
import { memo, startTransition, useEffect, useId, useState } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { menuName } from '../menu-names.ts';
import type { MenuTabKey } from '../menu-tabs.ts';
import { CARDS_PER_FRAME, cardsOnPage } from '../section-window.ts';
import { MenuCard } from './menu-card.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import './menu.css';

export interface MenuSectionProps {
  id: string;
  tabKey: MenuTabKey;
  title: string;
  menus: readonly Menu[];
  context: MenuCardContext;
  /** How many pictures from the top load eagerly (above the fold). */
  eagerCount: number;
  /** Nothing above holds a larger picture: the first one is fetched first. */
  leadsPage: boolean;
  /** Not built (yet, or again): the title and the menus' names, in a box of the section's height. */
  deferred: boolean;
  /** The section's height as last seen, or an estimate. */
  height: number;
  register: (key: MenuTabKey, el: HTMLElement | null) => void;
}

/**
 * A category and its menus. Built after the first screen, its cards come a few a frame
 * (`cardsOnPage`), the section keeping its height meanwhile. Off screen the browser skips its
 * layout and paint (`content-visibility: auto`), standing in a box of about its height. Until it is built, and
 * again once it is far from the screen on a large shop, it is that box with the title and the
 * menus' names as one line of text: a handful of elements instead of nine per menu, yet the
 * browser's find-in-page still finds every menu, scrolls to it, and the section is built there.
 */
export const MenuSection = memo(function MenuSection({
  id,
  tabKey,
  title,
  menus,
  context,
  eagerCount,
  leadsPage,
  deferred,
  height,
  register,
}: MenuSectionProps) {
  const headingId = useId();
  // Built with the first screen: every card at once. Built later: a few cards a frame.
  const [shown, setShown] = useState(deferred ? 0 : menus.length);
  if (deferred && shown !== 0) setShown(0);
  const count = cardsOnPage(deferred, shown, menus.length);
  const partial = count < menus.length;
  useEffect(() => {
    if (deferred || !partial) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown(count + CARDS_PER_FRAME)));
    return () => cancelAnimationFrame(frame);
  }, [deferred, partial, count]);
  return (
    <section
      id={id}
      ref={(el) => register(tabKey, el)}
      className="menu-section menu-category"
      aria-labelledby={headingId}
      aria-busy={deferred || undefined}
      data-stand-in={deferred || undefined}
      style={
        deferred
          ? { blockSize: `${height}px` }
          : // While its cards come, the section keeps its height, so nothing below moves and the
            // height remembered for it stays the whole section's.
            { containIntrinsicSize: `auto ${height}px`, minBlockSize: partial ? `${height}px` : undefined }
      }
    >
      <h2 id={headingId} className="menu-section-title" tabIndex={-1}>
        <bdi>{title}</bdi>
      </h2>
      {deferred ? (
        menus.length > 0 && (
          <p className="menu-stand-in">{menus.map((menu) => plainLabel(menuName(menu, context.locale))).join(' · ')}</p>
        )
      ) : menus.length === 0 ? (
        <p className="menu-empty">
          <Trans>No menus here yet.</Trans>
        </p>
      ) : (
        <ul className="menu-list">
          {menus.slice(0, count).map((menu, index) => (
            <li key={menu.menuSeq}>
              <MenuCard
                menu={menu}
                context={context}
                imagePriority={index === 0 && leadsPage ? 'high' : index < eagerCount ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
