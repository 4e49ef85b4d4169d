import { openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment, printGroupUuidOf } from '../support/payment-flow.ts';

function orderButton(page: import('@playwright/test').Page) {
  return page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ });
}

test('takeout without a gateway: the order goes straight to the result, without a card section, and cancels', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'takeout', 'no-pg');
  await seedCart(page, request, table, [{ menuSeq: 3001, quantity: 2 }]);
  await goToPayment(page, table);
  await expect(page.getByText('이 매장은 계산대에서 결제합니다. 주문은 바로 주방으로 전달됩니다.')).toBeVisible();
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-2222-3333');
  await orderButton(page).click();

  await expect(page).toHaveURL(/\/payment\/receipt\//);
  const uuid = printGroupUuidOf(page);
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  await expect(page.getByText('계산대에서 결제해 주세요.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '카드 승인 정보' })).toHaveCount(0);
  // okpos numbers the order through its own call.
  await expect(page.locator('.result-number strong')).toHaveText('0001');
  await expect(page.locator('.paid-total dd')).toHaveText('8,000원');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/receipt-counter.png', fullPage: true });
  expect(await readOrderLog(page)).toHaveLength(1);
  expect(await readCartLines(page, table)).toEqual([]);

  const takeout = page.getByRole('region', { name: /포장 정보/ });
  await takeout.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByRole('dialog')).toContainText('주문이 취소되었습니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(takeout).toContainText('취소됨');
  const group = await (await request.get(`/api/print/log/all?printGroupUuid=${uuid}`)).json();
  expect(group.orderStatus.status).toBe('CANCEL');
});

test('the additional-order button hides when the table session is no longer valid', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [{ menuSeq: 3102, quantity: 1 }]);
  await goToPayment(page, table);
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('button', { name: '추가 주문' })).toBeVisible();

  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.endsWith(':token'));
    if (key) sessionStorage.setItem(key, 'not-a-token');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  await expect(page.getByRole('button', { name: /영수증/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '추가 주문' })).toHaveCount(0);
});

for (const { kind, items, total, name } of [
  {
    kind: 'usd',
    items: [
      { menuSeq: 4001, quantity: 1 },
      { menuSeq: 4102, quantity: 2 },
    ],
    total: '$38.99',
    name: '소갈비',
  },
  {
    kind: 'vnd',
    items: [
      { menuSeq: 5001, quantity: 1 },
      { menuSeq: 5004, quantity: 1 },
    ],
    total: '305.000\u00a0₫',
    name: '비빔밥',
  },
]) {
  test(`prices in ${kind}: cart, payment and result show the shop's currency`, async ({ page, demo, request }) => {
    const table = await openTable(page, demo, kind, 'dine-in');
    await seedCart(page, request, table, items);
    await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator('.summary-total dd')).toHaveText(total);
    await goToPayment(page, table);
    await expect(page.locator('.summary-total dd')).toHaveText(total);
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/payment\/receipt\//);
    await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
    await expect(page.locator('.paid-total dd')).toHaveText(total);
    await expect(page.locator('.result-number strong')).toHaveText(/^\d+$/);
    await page.screenshot({ path: `/tmp/pay/receipt-${kind}.png`, fullPage: true });
    expect(await readOrderLog(page)).toHaveLength(items.length);
  });
}
