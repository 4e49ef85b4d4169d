/**
 * One tab, two shops: after the snack bar's menu was opened from the start page, the bibimbap
 * shop's order history still names the bibimbap shop and links its review page; the snack bar's
 * history names the snack bar, and "order again" there uses the snack bar's own menu.
 */
import { expect, test } from '../support/fixtures.ts';
import {
  BUNSIK,
  expectHistoryOf,
  expectReorderedFromOwnMenu,
  HANOK,
  openLastMenuAndComeBack,
  openOrderHistoryOf,
  orderAtTwoShops,
} from '../support/many-shops.ts';

test("after another shop's menu, each shop's order history names its own shop and orders again from its own menu", async ({
  page,
  demo,
  request,
}) => {
  const { bunsik } = await orderAtTwoShops(page, demo, request);
  await openLastMenuAndComeBack(page, bunsik);

  await openOrderHistoryOf(page, HANOK.name);
  await expectHistoryOf(page, HANOK);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await openOrderHistoryOf(page, BUNSIK.name);
  await expectHistoryOf(page, BUNSIK);
  await page.getByRole('button', { name: '다시 주문하기' }).first().click();
  await expectReorderedFromOwnMenu(page, bunsik);
});
