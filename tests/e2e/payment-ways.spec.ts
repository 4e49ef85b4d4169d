/**
 * How a table pays is decided per table (spec section 4: delivery tables through the shop's
 * `deliveryPgCode`, others through `pgCode`), and a gateway the app cannot drive stops the order
 * before the diner commits. The demo shops' gateway codes are rewritten on the way to the page,
 * so each case runs on a real shop without a seed of its own.
 */
import type { BrowserContext } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment } from '../support/payment-flow.ts';

/** Serves shop info with other gateway codes (the worker's fetches included). */
async function withGateways(
  context: BrowserContext,
  codes: { pgCode: string | null; deliveryPgCode: string | null },
): Promise<void> {
  await context.route('**/api/shopInfo?*', async (route) => {
    const response = await route.fetch();
    const shop = { ...(await response.json()), ...codes };
    await route.fulfill({ response, json: shop });
  });
}

test('a delivery table of a shop whose only gateway is for delivery shows the seller and pays here', async ({
  page,
  context,
  demo,
}) => {
  await withGateways(context, { pgCode: null, deliveryPgCode: 'nice' });
  await openTable(page, demo, 'delivery', 'pg-nice');
  // The long notice first, then the welcome, which tells how this table pays.
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toContainText('여기에서 바로 주문하고 결제하세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: '판매자 정보' })).toBeVisible();
});

test('a delivery table of a shop whose only gateway is for dine-in pays at the counter and shows no seller', async ({
  page,
  context,
  demo,
}) => {
  await withGateways(context, { pgCode: 'nice', deliveryPgCode: null });
  await openTable(page, demo, 'delivery', 'pg-nice');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toContainText('여기에서 주문하고 결제는 카운터에서 해 주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('contentinfo').getByRole('heading')).toHaveCount(0);
});

test('a delivery table on a gateway the app cannot drive is told at once to order from the staff', async ({
  page,
  context,
  demo,
}) => {
  await withGateways(context, { pgCode: 'nice', deliveryPgCode: 'kcp' });
  await openTable(page, demo, 'delivery', 'pg-nice');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    '주문은 직원에게 해 주세요. 이 테이블은 이 페이지에서 카드 결제를 할 수 없습니다.',
  );
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  // The shop still sells through a gateway here: the seller stays named.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: '판매자 정보' })).toBeVisible();
});

test('a shop on a gateway the app cannot drive says so on the payment page and sends no order', async ({
  page,
  context,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  await withGateways(context, { pgCode: 'kcp', deliveryPgCode: null });
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 101, quantity: 1 }]);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/order\b/.test(r.url())) orders.push(r.url());
  });
  await goToPayment(page, table);
  await expect(page.getByText('이 테이블은 이 페이지에서 카드 결제를 할 수 없어')).toBeVisible();
  await expect(page.getByText('다음에 열리는 결제창에서 카드로 결제합니다.')).toHaveCount(0);
  const pay = page.locator('.bottom-bar').getByRole('button', { name: /결제하기/ });
  await expect(pay).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(orders).toEqual([]);
  expect(await page.locator('script[data-gateway]').count()).toBe(0);
});
