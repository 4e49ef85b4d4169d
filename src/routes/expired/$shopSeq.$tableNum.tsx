import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/errors.ts';
import { getShopInfo, getTableInfo } from '../../features/shop/shop.api.ts';
import { checkTableInShop, parseShopTableParams } from '../../shared/lib/route-params.ts';
import { ExpiredScreen } from '../-components/expired-screen.tsx';

/**
 * The expired page. Its address must name a real table: numbers, and a table of the shop (spec
 * section 5), else the error page. Offline the check cannot run; the message is the same either way.
 */
export const Route = createFileRoute('/expired/$shopSeq/$tableNum')({
  staticData: { title: msg`Page expired` },
  loader: async ({ params, abortController }) => {
    const toError = () => redirect({ to: '/error', replace: true });
    const parsed = parseShopTableParams(params);
    if (!parsed.ok) throw toError();
    const { shopSeq, tableNum } = parsed.value;
    const signal = abortController.signal;
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
