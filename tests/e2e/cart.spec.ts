import { openTable, readCartLines, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';

test('the cart shows lines with options and requests, edits quantities and merges an edited request', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [
    { menuSeq: 101, quantity: 1, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
    { menuSeq: 401, quantity: 2 },
    { menuSeq: 401, quantity: 1, requestText: '얼음 빼주세요' },
    { menuSeq: 402, quantity: 1 },
  ]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);

  await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '돌솥비빔밥' })).toBeVisible();
  await expect(page.getByText('곱빼기 (+1,000원)')).toBeVisible();
  await expect(page.getByText('얼음 빼주세요')).toBeVisible();
  // 14,000 + 2 × 3,000 + 3,000 + 2,000
  const total = page.locator('.summary-total dd');
  await expect(total).toHaveText('25,000원');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/cart.png', fullPage: true });

  await page.getByRole('button', { name: '돌솥비빔밥 수량 늘리기' }).click();
  await expect(page.getByRole('spinbutton', { name: '돌솥비빔밥 수량' }).first()).toHaveAttribute('aria-valuenow', '2');
  await expect(total).toHaveText('39,000원');

  await page.getByRole('button', { name: '콜라 삭제' }).click();
  await expect(page.getByRole('heading', { name: '콜라' })).toHaveCount(0);
  await expect(total).toHaveText('37,000원');

  // Clearing the request makes the line identical to the plain one: the two merge.
  await page.getByRole('button', { name: '식혜 요청사항 수정' }).click();
  const dialog = page.getByRole('dialog', { name: '식혜 요청사항' });
  await dialog.getByRole('textbox').fill('');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('heading', { name: '식혜' })).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: '식혜 수량' })).toHaveAttribute('aria-valuenow', '3');
  await expect(total).toHaveText('37,000원');

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: '식혜 수량' })).toHaveAttribute('aria-valuenow', '3');
  expect((await readCartLines(page, table)).map((l) => [l.menuSeq, l.quantity])).toEqual([
    [101, 2],
    [401, 3],
  ]);
});

test('the cart refuses more than 99 of one menu over its lines', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [
    { menuSeq: 401, quantity: 98 },
    { menuSeq: 401, quantity: 1, requestText: '얼음 많이' },
  ]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  const spin = page.getByRole('spinbutton', { name: '식혜 수량' });
  await page.getByRole('button', { name: '식혜 수량 늘리기' }).last().click();
  await expect(page.getByRole('dialog')).toContainText('한 메뉴는 최대 99개까지 주문할 수 있습니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(spin.last()).toHaveAttribute('aria-valuenow', '1');
});

test('an empty cart explains itself and leads back to the menu', async ({ page, demo, request }) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 402, quantity: 1 }]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await page.getByRole('button', { name: '콜라 삭제' }).click();
  await expect(page.getByText('장바구니가 비어 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '메뉴로 가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
});
