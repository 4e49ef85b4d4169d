/**
 * A cart kept across visits meets today's menu: the shop changed a price and sold out an option
 * between two visits, and changes another price while the diner is on the payment page.
 */
import { loggedOrders, openTable, readCartLines, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { printGroupUuidOf } from '../support/payment-flow.ts';

test('a price change and a sold-out option between two visits, then a refusal at paying: the cart follows, one order', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
  expectFailedRequests,
}) => {
  // The refused order, and the next attempt asking about it first (never placed: 404).
  expectFailedRequests(/\/api\/order$/, /\/api\/payment\/result\?mchtTrdNo=/);
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [
    { menuSeq: 3001, quantity: 2 },
    { menuSeq: 3002, quantity: 1 },
    { menuSeq: 3101, quantity: 1, optionUuids: ['op-3-cheese'] },
  ]);

  // Between two visits the shop raises a price and runs out of cheese.
  await demo.setMenuPrice(table.shopSeq, 3001, 4500);
  await demo.setStock(table.shopSeq, 3101, true, 'op-3-cheese');
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);

  const gimbap = page.locator('.cart-line', { has: page.getByRole('heading', { name: '야채김밥' }) });
  const ramyeon = page.locator('.cart-line', { has: page.getByRole('heading', { name: '라면' }) });
  await expect(gimbap).toContainText('가격 변경: 4,000원 → 4,500원');
  await expect(gimbap).toContainText('9,000원');
  await expect(ramyeon).toContainText('치즈 옵션이 오늘 품절이라 이번 주문에서 빠져요.');
  await expect(page.getByRole('status').filter({ hasText: '합계는 오늘 가격으로 계산했어요.' })).toBeVisible();
  // 2 × 4,500 + 5,000; the ramyeon is left out.
  const total = page.locator('.summary-total dd');
  await expect(total).toHaveText('14,000원');
  await expect(page.locator('.summary-list div').filter({ hasText: '수량' }).locator('dd')).toHaveText('3개');
  await expectNoAxeViolations(page);

  const order = page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ });
  await expect(order).toHaveText('14,000원 주문하기');
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  await expect(page.locator('.payment-page .summary-total dd')).toHaveText('14,000원');
  await expect(page.locator('.summary-line', { hasText: '라면' })).toHaveCount(0);

  // The shop changes another price after the payment page last asked for the menu.
  await demo.setMenuPrice(table.shopSeq, 3002, 5500);
  const pay = page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ });
  await pay.click();
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(alert).toContainText('주문하는 동안 가격이 바뀌어 결제되지 않았어요.');
  await alert.getByRole('button', { name: '확인' }).click();
  // Corrected from a fresh menu: 2 × 4,500 + 5,500.
  await expect(page.locator('.payment-page .summary-total dd')).toHaveText('14,500원');
  await expect(pay).toHaveText('14,500원 주문하기');
  const refused = await request.get(
    `/api/order/log/status?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&localeCode=ko`,
  );
  expect(await refused.json()).toEqual([]);

  await pay.click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  const uuid = printGroupUuidOf(page);
  await expect(page.locator('.paid-total dd')).toHaveText('14,500원');
  // The service holds exactly one order: the two lines it took, at today's prices.
  const status = await request.get(
    `/api/order/log/status?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}&localeCode=ko`,
  );
  const lines = (await status.json()) as { menuName: string; quantity: number; finalPrice: number }[];
  expect(lines.map((l) => [l.menuName, l.quantity, l.finalPrice]).sort()).toEqual([
    ['야채김밥', 2, 9000],
    ['참치김밥', 1, 5500],
  ]);
  expect(await loggedOrders(page)).toEqual([uuid]);
  // What was paid left the cart; the line left out of the order stays, for when cheese is back.
  expect((await readCartLines(page, table)).map((l) => [l.menuSeq, l.quantity])).toEqual([[3101, 1]]);
});

test('a double tap on a line’s × removes that line only', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [
    { menuSeq: 3001, quantity: 1 },
    { menuSeq: 3002, quantity: 1 },
    { menuSeq: 3102, quantity: 1 },
  ]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.getByRole('heading', { name: '참치김밥' })).toBeVisible();

  // Two taps before the screen redraws.
  await page.getByRole('button', { name: '야채김밥 삭제' }).dblclick();
  await expect(page.getByRole('heading', { name: '야채김밥' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '참치김밥' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '떡볶이' })).toBeVisible();
  await expect(page.locator('.summary-total dd')).toHaveText('11,000원');
  await expect.poll(async () => (await readCartLines(page, table)).map((l) => l.menuSeq)).toEqual([3002, 3102]);
});
