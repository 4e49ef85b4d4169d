import { loggedOrders, openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment, payAtGateway, printGroupUuidOf } from '../support/payment-flow.ts';

test('dine-in with smartro: pay, survive 204s, see every section, log once, send the smart receipt', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [
    { menuSeq: 101, quantity: 1, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
    { menuSeq: 401, quantity: 2 },
  ]);
  await goToPayment(page, table);

  await expect(page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '주문 메뉴' })).toBeVisible();
  await expect(page.locator('.summary-total dd')).toHaveText('20,000원');
  await expect(page.getByText('다음에 열리는 결제창에서 카드로 결제합니다.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/payment-dine-in.png', fullPage: true });

  await demo.fault({ path: '/api/payment/result', noContentPolls: 3 });
  await payAtGateway(page, 'smartro');
  await expect(page.getByText('20,000원')).toBeVisible();
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByText('결제 결과를 확인하고 있습니다…')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
  const uuid = printGroupUuidOf(page);

  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(page.locator('.result-number strong')).toHaveText('0001');
  await expect(page.getByRole('heading', { name: '매장 정보' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '주문 내역' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '카드 승인 정보' })).toBeVisible();
  await expect(page.getByText('승인번호')).toBeVisible();
  await expect(page.getByRole('heading', { name: '배달 정보' })).toHaveCount(0);
  await expect(page.locator('.summary-total dd')).toHaveText('20,000원');
  await expect(page.locator('.result-time time')).toHaveText(/\d/);
  await expect(page.getByRole('button', { name: '추가 주문' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/receipt-dine-in.png', fullPage: true });

  // The paid lines join the order log once, the cart empties, and a reload changes neither.
  expect(await loggedOrders(page)).toEqual([uuid]);
  expect(await readOrderLog(page)).toHaveLength(2);
  expect(await readCartLines(page, table)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  expect(await readOrderLog(page)).toHaveLength(2);

  await page.getByRole('button', { name: '리뷰 · 영수증' }).click();
  const sheet = page.getByRole('dialog', { name: '리뷰 · 영수증' });
  const review = sheet.getByRole('link', { name: /지도 사이트에 리뷰 쓰기/ });
  await expect(review).toHaveAttribute('href', 'https://m.place.naver.com/restaurant/1234567/review/visitor');
  await expect(review).toHaveAttribute('target', '_blank');
  await sheet.getByRole('textbox', { name: '휴대폰 번호' }).fill('01098765432');
  await expect(sheet.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue('010-9876-5432');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/receipt-sheet.png' });
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).toHaveText('영수증이 발송되었습니다.');
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).toHaveText('이미 발송된 영수증입니다.');
  const { receipts } = await demo.received();
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.body).toMatchObject({
    phoneNumber: '01098765432',
    productPrice: 20000,
    printGroupUuid: uuid,
    shopSeq: table.shopSeq,
    urlMobile: expect.stringContaining(`/payment/receipt/${uuid}`),
  });
  await sheet.getByRole('button', { name: '닫기' }).click();

  await page.getByRole('button', { name: '추가 주문' }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
});

test('dine-in with nice: the stand-in gateway pays and the result numbers the order from the print log', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'overnight', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 7004, quantity: 2 }]);
  await goToPayment(page, table);
  await payAtGateway(page, 'nice');
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(page.locator('.result-number strong')).toHaveText(/^\d{6}$/);
  await expect(page.locator('.summary-total dd')).toHaveText('24,000원');
  expect(await readOrderLog(page)).toHaveLength(1);
});
