import { openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment, payAtGateway } from '../support/payment-flow.ts';

function moidOf(url: string): string {
  return new URL(url).searchParams.get('Moid') ?? '';
}

test('a declined card ends on the payment-cancel page with the cart intact; the retry is the same order', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 402, quantity: 3 }]);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  const firstMoid = moidOf(page.url());
  await page.getByRole('button', { name: /Decline/ }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/cancel/${table.shopSeq}/${table.tableNum}\\?reason=declined$`));
  await expect(page.getByRole('heading', { name: '카드 결제가 거절되었습니다.' })).toBeVisible();
  await expect(page.getByText('이용에 불편을 드려 죄송합니다.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/payment-declined.png' });
  expect((await readCartLines(page, table)).map((l) => [l.menuSeq, l.quantity])).toEqual([[402, 3]]);
  expect(await readOrderLog(page)).toEqual([]);

  await page.getByRole('button', { name: '장바구니로 돌아가기' }).click();
  await expect(page.getByRole('spinbutton', { name: '콜라 수량' })).toHaveAttribute('aria-valuenow', '3');
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  expect(moidOf(page.url())).toBe(firstMoid);
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  expect(await readOrderLog(page)).toHaveLength(1);
});

test('cancelling at the gateway says the order is not complete and leads back to the menu', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'takeout', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 1202, quantity: 1 }]);
  await goToPayment(page, table);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
  await payAtGateway(page, 'nice');
  await page.getByRole('button', { name: /Cancel/ }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/cancel/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByRole('heading', { name: '주문이 완료되지 않았습니다.' })).toBeVisible();
  await expect(page.getByText('다시 결제해 주세요.')).toBeVisible();
  expect(await readCartLines(page, table)).toHaveLength(1);
  await page.getByRole('button', { name: '메뉴로 가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
});

test('a double tap on pay starts one payment', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  await goToPayment(page, table);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order') orders.push(r.url());
  });
  await demo.fault({ path: '/api/order', method: 'POST', delayMs: 800, times: 1 });
  const pay = page.locator('.bottom-bar').getByRole('button', { name: /결제하기/ });
  await pay.dblclick();
  await expect(pay).toBeDisabled();
  await expect(page.getByText('결제를 시작하고 있습니다. 이 화면을 닫지 마세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/pg\/smartro\/card\?/);
  expect(orders).toHaveLength(1);
});
