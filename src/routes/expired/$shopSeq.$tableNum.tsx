import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/errors.ts';
import { ExpiredScreen } from '../../features/session/components/expired-screen.tsx';
import { getShopInfo, getTableInfo } from '../../features/shop/shop.api.ts';
import { restoreTable } from '../../features/shop/table-snapshot.ts';
import { checkTableInShop, parseShopTableParams } from '../../shared/lib/route-params.ts';
import { store } from '../../shared/state/store.ts';

/**
 * The expired page. Its address must name a real table: numbers, and a table of the shop (spec
 * section 5), else the error page. Offline the check cannot run; the message is the same either way.
 * A table whose menu the phone kept is known to be real, and the page opens without a call.
 */
export const Route = createFileRoute('/expired/$shopSeq/$tableNum')({
  staticData: { title: msg`Page expired` },
  loader: async ({ params, abortController }) => {
    const toError = () => redirect({ to: '/error', replace: true });
    const parsed = parseShopTableParams(params);
    if (!parsed.ok) throw toError();
    const { shopSeq, tableNum } = parsed.value;
    const signal = abortController.signal;
    // A table the phone kept the menu of was a real table of the shop: no need to wait on the network.
    if (await restoreTable(store, shopSeq, tableNum)) return { shopSeq, tableNum };
    try {
      const shop = await getShopInfo(shopSeq, signal);
      // Without the shop's list, the service answering for this table is proof enough.
      const tables = shop.tableNums ?? (await getTableInfo(shopSeq, tableNum, signal)).tableNums ?? [tableNum];
      if (!checkTableInShop(tableNum, tables).ok) throw toError();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'aborted') throw error;
      if (error.kind !== 'offline' && error.kind !== 'timeout') throw toError();
    }
    return { shopSeq, tableNum };
  },
  component: ExpiredPage,
});

function ExpiredPage() {
  const table = Route.useLoaderData();
  return <ExpiredScreen table={table} />;
}
