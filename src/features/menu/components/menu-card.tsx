import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { easyViewAtom } from '../../../shared/ui/easy-view.ts';
import { Thumb } from '../../../shared/ui/thumb.tsx';
import type { PictureSlotName } from '../../../worker-contract/picture-slots.ts';
import { menuDescription, menuName } from '../menu-names.ts';
import { menuPriceText } from '../menu-price.ts';
import { type MenuCardContext, MenuLink } from './menu-link.tsx';
import './menu.css';

export interface MenuCardProps {
  menu: Menu;
  context: MenuCardContext;
  /** 'high' for the page's largest picture when there is no banner. */
  imagePriority?: 'high' | 'eager' | 'lazy';
  /** 'row' in a category list, 'tile' in the all-menu grid and the carousel. */
  layout?: 'row' | 'tile';
  /** A tile in the carousel is narrower than one in the grid: its picture is asked for smaller. */
  inCarousel?: boolean;
}

export function MenuTags({ menu }: { menu: Pick<Menu, 'isRecommended' | 'outOfStock'> }) {
  if (!menu.isRecommended && !menu.outOfStock) return null;
  return (
    <span className="menu-tags">
      {menu.outOfStock && (
        <span className="tag tag-muted">
          <Trans>Sold out</Trans>
        </span>
      )}
      {menu.isRecommended && (
        <span className="tag tag-brand">
          <Trans>Recommended</Trans>
        </span>
      )}
    </span>
  );
}

/** The easy view's one column shows every picture across the card; the carousel keeps its slides. */
function pictureSlot(layout: 'row' | 'tile', inCarousel: boolean, easyView: boolean): PictureSlotName {
  if (inCarousel) return 'carousel';
  if (easyView) return 'menuEasy';
  return layout === 'row' ? 'menuRow' : 'menuTile';
}

/** One menu as a link to its detail: name, price, tags, picture; a tile also fits the grid. */
export const MenuCard = memo(function MenuCard({
  menu,
  context,
  imagePriority = 'lazy',
  layout = 'row',
  inCarousel = false,
}: MenuCardProps) {
  const { locale, payType } = context;
  const name = plainLabel(menuName(menu, locale));
  // The easy view shows every card's whole description, tiles too.
  const easyView = useAtomValue(easyViewAtom);
  const description = layout === 'row' || easyView ? menuDescription(menu, locale) : '';
  const picture = imageUrl(menu.thumbnailPath);
  const slot = pictureSlot(layout, inCarousel, easyView);
  return (
    <MenuLink
      menu={menu}
      context={context}
      className={`menu-card menu-card-${layout} ${menu.outOfStock ? 'is-sold-out' : ''}`}
    >
      <span className="menu-card-text">
        <span className="menu-card-name">
          <bdi>{name}</bdi>
        </span>
        {description && (
          <span className="menu-card-desc">
            <bdi>{description}</bdi>
          </span>
        )}
        <span className="menu-card-price">{menuPriceText(menu, payType, locale)}</span>
        <MenuTags menu={menu} />
      </span>
      <span className="menu-card-pic">
        <Thumb src={picture} slot={slot} alt="" width={200} height={200} priority={imagePriority} />
      </span>
    </MenuLink>
  );
});
