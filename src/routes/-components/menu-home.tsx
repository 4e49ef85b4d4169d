import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { MenuBrowser } from '../../features/menu/components/menu-browser.tsx';
import type { MenuCardContext } from '../../features/menu/components/menu-link.tsx';
import { loadMenuSearch, MenuSearchButton } from '../../features/menu/components/menu-search-button.tsx';
import { useMenuSearchToggle } from '../../features/menu/components/use-menu-search-toggle.ts';
import { needsCheck } from '../../features/session/device-first.ts';
import { currentToken, tableSessionAtom } from '../../features/session/session.atoms.ts';
import { MenuFreshness } from '../../features/shop/components/menu-freshness.tsx';
import { NoticeStrip } from '../../features/shop/components/notice-strip.tsx';
import { hasBanner, ShopBanner } from '../../features/shop/components/shop-banner.tsx';
import { ShopFooter } from '../../features/shop/components/shop-footer.tsx';
import { ShopTagList } from '../../features/shop/components/shop-tag-list.tsx';
import { ShopTitle } from '../../features/shop/components/shop-title.tsx';
import { paymentWayFor } from '../../features/shop/payment-gateway.ts';
import { breakTimesAtom, categoriesAtom, shopInfoAtom, tableInfoAtom } from '../../features/shop/shop.atoms.ts';
import { shopTags } from '../../features/shop/shop-tags.ts';
import type { UiLocale } from '../../shared/i18n/locales.ts';
import { plainText } from '../../shared/lib/plain-text.ts';
import { useOnline } from '../../shared/lib/use-online.ts';
import { store } from '../../shared/state/store.ts';
import { EasyViewSwitch } from '../../shared/ui/easy-view-switch.tsx';
import { CartBar } from './cart-bar.tsx';
import { HomePopups } from './home-popups.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { refreshTable } from './menu-data.ts';
import type { TableContext } from './table-guard.ts';
import { recheckSession } from './table-guard.ts';
import { TableNavbar } from './table-navbar.tsx';
import { useMenuOpener } from './use-menu-opener.ts';
import { useSessionWatch } from './use-table-session.ts';
import './menu-home.css';

const MenuSearchPanel = lazy(() => loadMenuSearch().then((module) => ({ default: module.MenuSearchPanel })));

/** The menu home (spec section 2): header, tags, notice, banner, menus, footer, cart bar, popups. */
export function MenuHome({ shopSeq, tableNum }: TableContext) {
  const { i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const online = useOnline();
  const shop = useAtomValue(shopInfoAtom);
  const table = useAtomValue(tableInfoAtom);
  const breakTimes = useAtomValue(breakTimesAtom);
  const categories = useAtomValue(categoriesAtom);
  const { hrefFor, onOpen, onIntent } = useMenuOpener(shopSeq, tableNum);
  const payType = shop?.globalPayType ?? 'won';
  const context = useMemo<MenuCardContext>(
    () => ({ locale, payType, hrefFor, onOpen, onIntent }),
    [locale, payType, hrefFor, onOpen, onIntent],
  );

  const search = useMenuSearchToggle();

  useSessionWatch(shopSeq, tableNum);
  // Back online: ask the service again; what changed meanwhile shows in place.
  useEffect(() => {
    if (!online) return;
    refreshTable(shopSeq, tableNum).catch(() => undefined);
    if (needsCheck(store.get(tableSessionAtom), { shopSeq, tableNum }, Date.now())) {
      recheckSession(shopSeq, tableNum).catch(() => undefined);
    }
  }, [online, shopSeq, tableNum]);

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
      <main className="menu-home" hidden={search.open}>
        <div className="menu-home-head">
          <ShopTagList tags={tags} payType={payType} />
          <EasyViewSwitch />
        </div>
        <MenuFreshness />
        <NoticeStrip text={notice} />
        <ShopBanner shop={shop} priority="high" />
        <MenuBrowser categories={categories} context={context} hasBanner={hasBanner(shop)} />
        <CartBar shopSeq={shopSeq} tableNum={tableNum} payType={payType} />
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
