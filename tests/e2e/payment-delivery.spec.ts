import { openTable, readOrderLog, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goToPayment, payAtGateway, printGroupUuidOf } from '../support/payment-flow.ts';

const BONE_IN = 'op-2-bone-in';

test('delivery: the minimum amount, the address and phone rules, pay with nice, then cancel while pending', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const table = await openTable(page, demo, 'delivery', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 1201, quantity: 1 }]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);

  // 5,000 of a 15,000 minimum: paying waits until the cart reaches it.
  const pay = page.locator('.bottom-bar').getByRole('button', { name: /결제하기/ });
  await expect(pay).toBeDisabled();
  await expect(page.getByText('배달 최소 주문 금액은 15,000원입니다.')).toBeVisible();
  await expect(page.getByText('10,000원 더 담으면 주문할 수 있어요.')).toBeVisible();
  await seedCart(page, request, table, [
    { menuSeq: 1201, quantity: 1 },
    { menuSeq: 1001, quantity: 1, optionUuids: [BONE_IN] },
  ]);
  await goToPayment(page, table);

  await expect(page.getByRole('heading', { name: '배달 주문 정보' })).toBeVisible();
  const address = page.getByRole('textbox', { name: /배달 주소/ });
  const phone = page.getByRole('textbox', { name: /휴대폰 번호/ });
  await payButton(page).click();
  await expect(page.getByText('배달 주소를 입력해 주세요.')).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill('서울특별시 마포구 와우산로 94');
  await page.getByRole('textbox', { name: '상세 주소 (동, 호수 등)' }).fill('3층');
  await phone.fill('011-123-4567');
  await payButton(page).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('010으로 시작하는 10~11자리 휴대폰 번호를 입력해 주세요.')).toBeVisible();
  await phone.fill('01055556666');
  await page.getByRole('textbox', { name: '가게 요청사항' }).fill('소스 많이 주세요');
  await page.getByRole('textbox', { name: '라이더 요청사항' }).fill('문 앞에 두고 가주세요');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/payment-delivery.png', fullPage: true });

  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /배달 주소/ })).toHaveValue('서울특별시 마포구 와우산로 94');
  await expect(page.getByRole('textbox', { name: /휴대폰 번호/ })).toHaveValue('010-5555-6666');

  await payAtGateway(page, 'nice');
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
  const uuid = printGroupUuidOf(page);

  const delivery = page.getByRole('region', { name: /배달 정보/ });
  await expect(delivery).toContainText('서울특별시 마포구 와우산로 94 3층');
  await expect(delivery).toContainText('010-5555-6666');
  await expect(delivery).toContainText('문 앞에 두고 가주세요');
  await expect(delivery).toContainText('접수 대기 중');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pay/receipt-delivery.png', fullPage: true });

  await delivery.getByRole('button', { name: '주문 취소' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('주문을 취소하시겠습니까?');
  await confirm.getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByRole('dialog')).toContainText('주문이 취소되었습니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(delivery).toContainText('취소됨');
  await expect(delivery.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '취소된 주문입니다.' })).toBeVisible();
  // A cancelled order offers no review.
  await expect(page.getByRole('button', { name: '영수증', exact: true })).toBeVisible();

  const group = await (await request.get(`/api/print/log/all?printGroupUuid=${uuid}`)).json();
  expect(group.orderStatus.status).toBe('CANCEL');
  expect(await readOrderLog(page)).toHaveLength(2);
});

function payButton(page: import('@playwright/test').Page) {
  return page.locator('.bottom-bar').getByRole('button', { name: /결제하기/ });
}

for (const [status, message] of [
  ['CONFIRM', '이미 주문이 완료되었습니다. 주문 접수 후에는 취소할 수 없습니다.'],
  ['CANCEL', '이미 취소된 주문입니다.'],
] as const) {
  test(`takeout: cancelling an order the shop has meanwhile set to ${status} is refused`, async ({
    page,
    demo,
    request,
  }) => {
    const table = await openTable(page, demo, 'takeout', 'pg-nice');
    await seedCart(page, request, table, [{ menuSeq: 1202, quantity: 2 }]);
    await goToPayment(page, table);
    await expect(page.getByRole('heading', { name: '포장 주문 정보' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /배달 주소/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
    await payAtGateway(page, 'nice');
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
    const uuid = printGroupUuidOf(page);
    const takeout = page.getByRole('region', { name: /포장 정보/ });
    await expect(takeout).toContainText('접수 대기 중');

    await demo.setOrderStatus(uuid, status);
    await takeout.getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '주문 취소' }).click();
    await expect(page.getByRole('dialog')).toContainText(message);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(takeout).toContainText(status === 'CONFIRM' ? '주문 접수됨' : '취소됨');
    await expect(takeout.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  });
}

test('delivery: the phone from GET /phone and the group page address fill the form', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'delivery', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 1002, quantity: 1, optionUuids: [BONE_IN] }]);
  await page.evaluate(() => sessionStorage.setItem('table-order:v1:default-address', '서울특별시 중구 을지로 157'));
  await page.goto(`/payment/${table.shopSeq}/${table.tableNum}?uuid=5f0c6a2e-8b1d-4c3a-9e7f-2d4b6a8c0e1f`);
  await expect(page.getByRole('textbox', { name: /배달 주소/ })).toHaveValue('서울특별시 중구 을지로 157');
  await expect(page.getByRole('textbox', { name: /휴대폰 번호/ })).toHaveValue('010-1234-5678');
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:phone-number'))).toBe('01012345678');
});
