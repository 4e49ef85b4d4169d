/**
 * One tab, two shops, no network: after the snack bar's menu was opened from the start page, the
 * bibimbap shop's order history is headed with what the phone kept of the bibimbap shop, and the
 * start page's "order again" for the snack bar checks the order against the snack bar's kept menu.
 */
import { expect, test } from '../support/fixtures.ts';
import {
  expectHistoryOf,
  expectReorderedFromOwnMenu,
  HANOK,
  openLastMenuAndComeBack,
  openOrderHistoryOf,
  orderAtTwoShops,
} from '../support/many-shops.ts';
import { goOffline, waitForWorker } from '../support/offline.ts';

test("offline, a shop's order history names its own shop, and order again uses the other shop's own kept menu", async ({
  page,
  context,
  demo,
  request,
  expectFailedRequests,
}) => {
  const { bunsik } = await orderAtTwoShops(page, demo, request);
  await waitForWorker(page);
  await openLastMenuAndComeBack(page, bunsik);

  expectFailedRequests(/\/api\//);
  await goOffline(context, demo);
  await openOrderHistoryOf(page, HANOK.name);
  await expectHistoryOf(page, HANOK);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('region', { name: '최근 주문' })
    .getByRole('listitem')
    .filter({ hasText: '을지로 분식' })
    .getByRole('button', { name: '다시 주문하기' })
    .click();
  await expectReorderedFromOwnMenu(page, bunsik);
});
