import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { MenuDetailPage } from '../../../features/menu/components/menu-detail-page.tsx';
import { MenuLoadError } from '../../../features/menu/components/menu-load-error.tsx';
import { useCategories } from '../../../features/shop/public.ts';
import { parsePositiveInt } from '../../../shared/lib/route-params.ts';
import { findMenu, loadMenuDetail } from '../../-components/menu-data.ts';
import { useSessionWatch } from '../../-components/session-watch.ts';
import { guardTableScreen } from '../../-components/table-guard.ts';

/** A menu's detail; a menu the shop does not (or no longer) list sends the diner to the menu. */
export const Route = createFileRoute('/$shopSeq/$tableNum/$menuSeq')({
  staticData: { title: msg`Menu details` },
  beforeLoad: ({ params }) => guardTableScreen(params),
  loader: async ({ params, context }) => {
    const toMenu = () =>
      redirect({
        to: '/list/$shopSeq/$tableNum',
        params: { shopSeq: params.shopSeq, tableNum: params.tableNum },
        replace: true,
      });
    const menuSeq = parsePositiveInt(params.menuSeq);
    if (!menuSeq.ok) throw toMenu();
    const menu = await loadMenuDetail({ shopSeq: context.shopSeq, tableNum: context.tableNum }, menuSeq.value);
    if (!menu) throw toMenu();
    return { menu };
  },
  errorComponent: MenuLoadError,
  component: MenuDetailRoute,
});

function MenuDetailRoute() {
  const loaded = Route.useLoaderData().menu;
  const context = Route.useRouteContext();
  // The menu as the stores have it now: a refresh that answers later (sold out, a new price) shows
  // in place. One the shop removed meanwhile stays as it was, its add button off by the refresh.
  const menu = findMenu(useCategories(context.shopSeq), loaded.menuSeq) ?? loaded;
  useSessionWatch(context.shopSeq, context.tableNum);
  return <MenuDetailPage key={menu.menuSeq} menu={menu} shopSeq={context.shopSeq} tableNum={context.tableNum} />;
}
