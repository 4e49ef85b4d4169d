import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { yieldToMain } from '../../api/yield-to-main.ts';
import { MenuHome } from '../../features/menu/components/menu-home.tsx';
import { MenuLoadError } from '../../features/menu/components/menu-load-error.tsx';
import { useKeptAttempt } from '../../features/payment/components/use-kept-attempt.ts';
import { loadMenuHome, refreshTableAndSession, warmMenuHome } from '../-components/menu-data.ts';
import { useSessionWatch } from '../-components/session-watch.ts';
import { guardMenuList } from '../-components/table-guard.ts';

/**
 * The menu home, device-first: a table the phone has seen opens from what it kept while the
 * session check and the shop's calls go out; a first visit waits for them (table-guard.ts).
 */
export const Route = createFileRoute('/list/$shopSeq/$tableNum')({
  staticData: { title: msg`Menu list` },
  beforeLoad: async ({ params }) => {
    // Start-up is a chain of promises: without these yields the scan's redirect, the calls and the
    // screen's code would all run as one long task on a slow phone.
    await yieldToMain();
    // The data and the screen's code travel while the session check is out.
    warmMenuHome(params);
    await yieldToMain();
    void (Route.options.component as { preload?: () => Promise<void> } | undefined)?.preload?.();
    return guardMenuList(params);
  },
  loader: ({ context }) => loadMenuHome({ shopSeq: context.shopSeq, tableNum: context.tableNum }),
  errorComponent: MenuLoadError,
  component: MenuListPage,
});

function MenuListPage() {
  const { shopSeq, tableNum } = Route.useRouteContext();
  useSessionWatch(shopSeq, tableNum);
  useKeptAttempt();
  return <MenuHome shopSeq={shopSeq} tableNum={tableNum} refresh={refreshTableAndSession} />;
}
