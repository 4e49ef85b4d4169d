import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { plainText } from '../../../shared/lib/plain-text.ts';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { EasyViewSwitch } from '../../../shared/ui/easy-view-switch.tsx';
import { CartBar } from '../../cart/public.ts';
import { TableNavbar } from '../../order-log/public.ts';
import { currentToken } from '../../session/public.ts';
import {
  hasBanner,
  LanguageSwitch,
  MenuFreshness,
  NoticeStrip,
  paymentWayFor,
  ShopBanner,
  ShopFooter,
  ShopTagList,
  ShopTitle,
  shopTags,
  useBreakTimes,
  useCategories,
  useShopInfo,
  useTableInfo,
} from '../../shop/public.ts';
import { HomePopups } from './home-popups.tsx';
import { MenuBrowser } from './menu-browser.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import { loadMenuSearch, MenuSearchButton } from './menu-search-button.tsx';
import { useMenuOpener } from './use-menu-opener.ts';
import { useMenuSearchToggle } from './use-menu-search-toggle.ts';
import './menu-home.css';

const MenuSearchPanel = lazy(() => loadMenuSearch().then((module) => ({ default: module.MenuSearchPanel })));

export interface MenuHomeProps {
  shopSeq: number;
  tableNum: number;
  /**
   * Asks the service again for the table's data, and for its verdict when one is due: the route's
   * load and guard, handed in (a feature does not reach up into them). Called when the connection
   * comes back; a stable function, so the screen does not ask again on every render.
   */
  refresh: (shopSeq: number, tableNum: number) => void;
}

/**
 * The menu home (spec section 2): header, tags, notice, banner, menus, footer, cart bar, popups.
 * The route follows the session verdict (`useSessionWatch`) around it.
 */
export function MenuHome({ shopSeq, tableNum, refresh }: MenuHomeProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const online = useOnline();
  const shop = useShopInfo(shopSeq);
  const table = useTableInfo(shopSeq, tableNum);
  const breakTimes = useBreakTimes(shopSeq);
  const categories = useCategories(shopSeq);
  const { hrefFor, onOpen, onIntent } = useMenuOpener(shopSeq, tableNum);
  const payType = shop?.globalPayType ?? 'won';
  const context = useMemo<MenuCardContext>(
    () => ({ locale, payType, hrefFor, onOpen, onIntent }),
    [locale, payType, hrefFor, onOpen, onIntent],
  );

  const search = useMenuSearchToggle();

  // Back online: ask the service again; what changed meanwhile shows in place.
  useEffect(() => {
    if (online) refresh(shopSeq, tableNum);
  }, [online, shopSeq, tableNum, refresh]);

  if (!shop) return null;
  const tags = shopTags({ shop, table, breakTimes });
  const notice = plainText(shop.noticeContent);
  return (
    <>
      <TableNavbar
        shopSeq={shopSeq}
        tableNum={tableNum}
        showBack={false}
        title={<ShopTitle shop={shop} />}
        end={
          <>
            {shop.useLocale && <LanguageSwitch shop={shop} />}
            <MenuSearchButton open={search.open} onOpen={search.show} ref={search.button} />
          </>
        }
      />
      {search.open && (
        <main className="menu-search-page">
          <Suspense fallback={null}>
            <MenuSearchPanel categories={categories} context={context} onClose={search.hide} />
          </Suspense>
        </main>
      )}
      {/* Put aside, not taken out: the menu keeps its layout under search (menu-home.css), so
          closing search shows it again without laying out every section anew. Skipped content is
          out of Tab, find-in-page and selection already; `inert` would restyle the whole menu at
          each open and close. */}
      <main className="menu-home" data-put-aside={search.open || undefined} aria-hidden={search.open || undefined}>
        <div className="menu-home-head">
          <ShopTagList tags={tags} payType={payType} />
          <EasyViewSwitch />
        </div>
        <MenuFreshness shopSeq={shopSeq} tableNum={tableNum} />
        <NoticeStrip text={notice} />
        <ShopBanner shop={shop} priority="high" />
        <MenuBrowser categories={categories} context={context} hasBanner={hasBanner(shop)} putAside={search.open} />
        <CartBar shopSeq={shopSeq} tableNum={tableNum} payType={payType} categories={categories} />
      </main>
      {!search.open && <ShopFooter shop={shop} table={table} />}
      <HomePopups
        shopSeq={shopSeq}
        tableNum={tableNum}
        token={currentToken()}
        notice={notice}
        shopName={shop.shopName}
        paymentWay={paymentWayFor(shop, table)}
      />
    </>
  );
}
