/**
 * Pay once: a card payment the gateway approved but whose way back was lost is found before the
 * diner can be charged again, from the payment page and from the cancel page alike.
 */
import { loggedOrders, openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment, loseTheWayBack, payAtGateway } from '../support/payment-flow.ts';

test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

test('after a lost return, an edited cart is not charged again: the diner lands on the first payment’s result', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  const first = await loseTheWayBack(page, request, table);
  await page.goBack();

  // Back in the app, the diner changes the cart and pays again.
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 2 }]);
  await goToPayment(page, table);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/receipt/${first}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  // One charge: the table's paid orders hold the first order's one line only.
  const status = await request.get(
    `/api/order/log/status?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&localeCode=ko`,
  );
  expect(await status.json()).toHaveLength(1);
  await expect.poll(() => loggedOrders(page)).toEqual([first]);
});

test('the cancel page finds a payment that went through after all and shows its result', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  const first = await loseTheWayBack(page, request, table);
  await page.goBack();

  await page.goto(`/payment/cancel/${table.shopSeq}/${table.tableNum}?from=pg`);
  await expect(page).toHaveURL(new RegExp(`/payment/receipt/${first}$`), { timeout: 20_000 });
  await expect.poll(() => loggedOrders(page)).toEqual([first]);
});

test('the cancel page of a payment that was not made promises nothing, and keeps the cart', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\//);
  await expect(page.getByText('결제가 되었다면 주문이 이 화면에 자동으로 표시됩니다', { exact: false })).toBeVisible();
  await expect(page.getByText('결제된 금액은 없으며', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '결제 결과를 확인하고 있습니다…' })).toHaveCount(0);
});
