import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startup } from '../../features/shop/shop.atoms.ts';
import { parseShopTableParamsOrThrow } from '../../shared/lib/route-params.ts';
import { store } from '../../shared/state/store.ts';

export const Route = createFileRoute('/list/$shopSeq/$tableNum')({
  staticData: { title: msg`Menu list` },
  loader: async ({ params, abortController }) => {
    const { shopSeq, tableNum } = parseShopTableParamsOrThrow(params);
    const shopInfo = await startup(store, { shopSeq, tableNum: String(tableNum), signal: abortController.signal });
    return { shopInfo };
  },
  component: MenuListPage,
});

function MenuListPage() {
  const { shopInfo } = Route.useLoaderData();
  return (
    <main className="page">
      <h1>{shopInfo.shopName}</h1>
    </main>
  );
}
