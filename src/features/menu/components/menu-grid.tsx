import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { MenuCard } from './menu-card.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import { useGrowOnApproach } from './use-build-on-approach.ts';
import './menu.css';

const FIRST_TILES = 12;
const MORE_TILES = 12;
/** A row of two tiles, for the room kept for tiles not built yet. */
const ROW_HEIGHT = 270;

/** 'All menu': every menu once, as a grid of tiles with their sold-out and recommended tags. */
export function MenuGrid({
  id,
  menus,
  context,
  sectionRef,
}: {
  id: string;
  menus: readonly Menu[];
  context: MenuCardContext;
  sectionRef: (el: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const [shown, sentinel] = useGrowOnApproach(menus.length, FIRST_TILES, MORE_TILES);
  const waiting = menus.length - shown;
  return (
    <section id={id} ref={sectionRef} className="menu-section menu-all" aria-labelledby={headingId}>
      <h2 id={headingId} className="menu-section-title" tabIndex={-1}>
        <Trans>All menus</Trans>
      </h2>
      {menus.length === 0 ? (
        <p className="menu-empty">
          <Trans>No menus here yet.</Trans>
        </p>
      ) : (
        <ul className="menu-grid">
          {menus.slice(0, shown).map((menu, index) => (
            <li key={menu.menuSeq} className="menu-grid-item">
              <MenuCard menu={menu} context={context} layout="tile" imagePriority={index < 4 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      {waiting > 0 && <div ref={sentinel} style={{ blockSize: `${Math.ceil(waiting / 2) * ROW_HEIGHT}px` }} />}
    </section>
  );
}
