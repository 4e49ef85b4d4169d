/**
 * The order service's count limits reach the diner as words, not as "payment failed": a cart with
 * more lines than one order may hold, or more than 99 of one menu over its lines (a cart kept from
 * before, or merged from another tab), is told so on the payment page, and nothing is placed.
 */
import type { Page } from '@playwright/test';
import { type OpenTable, openTable, type SeedItem, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment } from '../support/payment-flow.ts';

async function orderAndExpect(page: Page, table: OpenTable, text: string) {
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /주문하기/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(text);
  await page.getByRole('dialog').getByRole('button').first().click();
  // Nothing was placed: the diner is still on the payment page, with the cart as it was.
  await expect(page).toHaveURL(new RegExp(`/payment/${table.shopSeq}/${table.tableNum}$`));
}

test('a cart of 101 different items is told the order limit on the payment page, and no order is placed', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  const items: SeedItem[] = Array.from({ length: 101 }, (_, i) => ({
    menuSeq: 3102,
    quantity: 1,
    requestText: `요청 ${i + 1}`,
  }));
  // 50 of one menu, then 51 of another: no menu passes 99, only the count of lines is over.
  await seedCart(page, request, table, [
    ...items.slice(0, 50),
    ...items.slice(50).map((item) => ({ ...item, menuSeq: 3101 })),
  ]);
  await goToPayment(page, table);
  await orderAndExpect(page, table, '한 주문에는 최대 100가지 항목까지 담을 수 있습니다.');
  await expect(page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ })).toBeVisible();
  const status = await request.get(
    `/api/order/log/status?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&localeCode=ko`,
  );
  expect(await status.json()).toEqual([]);
});

test('100 of one menu over two lines is told the 99 limit on the payment page', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [
    { menuSeq: 3102, quantity: 50, requestText: '덜 맵게' },
    { menuSeq: 3102, quantity: 50, requestText: '보통' },
  ]);
  await goToPayment(page, table);
  await orderAndExpect(page, table, '한 메뉴는 최대 99개까지 주문할 수 있습니다.');
});
