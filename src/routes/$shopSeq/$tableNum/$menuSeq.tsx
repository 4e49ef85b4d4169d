import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { parsePositiveInt } from '../../../shared/lib/route-params.ts';
import { loadMenuDetail } from '../../-components/menu-data.ts';
import { MenuDetailPage } from '../../-components/menu-detail-page.tsx';
import { MenuLoadError } from '../../-components/menu-load-error.tsx';
import { guardTableScreen } from '../../-components/table-guard.ts';

/** A menu's detail; a menu the shop does not (or no longer) list sends the diner to the menu. */
export const Route = createFileRoute('/$shopSeq/$tableNum/$menuSeq')({
  staticData: { title: msg`Menu details` },
  beforeLoad: ({ params, abortController }) => guardTableScreen(params, abortController.signal),
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
  const { menu } = Route.useLoaderData();
  const context = Route.useRouteContext();
  return (
    <MenuDetailPage
      key={menu.menuSeq}
      menu={menu}
      shopSeq={context.shopSeq}
      tableNum={context.tableNum}
      session={context.session}
    />
  );
}
