import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { yieldToMain } from '../../shared/lib/yield-to-main.ts';
import { loadMenuHome, warmMenuHome } from '../-components/menu-data.ts';
import { MenuHome } from '../-components/menu-home.tsx';
import { MenuLoadError } from '../-components/menu-load-error.tsx';
import { guardMenuList } from '../-components/table-guard.ts';

/** The menu home: a live (or offline) table session, then the shop, its menus and the cart. */
export const Route = createFileRoute('/list/$shopSeq/$tableNum')({
  staticData: { title: msg`Menu list` },
  beforeLoad: async ({ params, abortController }) => {
    // Start-up is a chain of promises: without these yields the scan's redirect, the calls and the
    // screen's code would all run as one long task on a slow phone.
    await yieldToMain();
    // The data and the screen's code travel while the session check is out.
    warmMenuHome(params);
    await yieldToMain();
    void (Route.options.component as { preload?: () => Promise<void> } | undefined)?.preload?.();
    return guardMenuList(params, abortController.signal);
  },
  loader: ({ context }) => loadMenuHome({ shopSeq: context.shopSeq, tableNum: context.tableNum }),
  errorComponent: MenuLoadError,
  component: MenuListPage,
});

function MenuListPage() {
  const context = Route.useRouteContext();
  return <MenuHome shopSeq={context.shopSeq} tableNum={context.tableNum} session={context.session} />;
}
