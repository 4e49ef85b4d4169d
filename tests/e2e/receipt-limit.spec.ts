/**
 * The order service builds and limits the smart receipt (docs/order-service.md, "The receipt"): one
 * order's receipt goes to three numbers at most, and the diner is told when the limit is reached.
 */
import { expect, test } from '../support/fixtures.ts';
import { counterReceipt } from '../support/payment-flow.ts';

test('a fourth phone number for one order’s receipt is refused, and the diner is told it cannot be sent any more', async ({
  page,
  demo,
  request,
  expectFailedRequests,
}) => {
  await counterReceipt(page, demo, request);
  await page.getByRole('button', { name: /영수증/ }).click();
  const sheet = page.getByRole('dialog');
  const phone = sheet.getByRole('textbox', { name: '휴대폰 번호' });
  const send = sheet.getByRole('button', { name: '영수증 보내기' });
  const numbers = ['01011110000', '01022220000', '01033330000'];
  for (const [index, number] of numbers.entries()) {
    await phone.fill(number);
    await send.click();
    await expect.poll(async () => (await demo.received()).receipts.length).toBe(index + 1);
    await expect(sheet.getByRole('status')).toHaveText('영수증이 발송되었습니다.');
  }

  expectFailedRequests(/\/api\/messaging\/receipt$/);
  await phone.fill('01044440000');
  await send.click();
  await expect(sheet.getByRole('status')).toHaveText('이 주문의 영수증은 더 이상 보낼 수 없습니다.');
  const { receipts } = await demo.received();
  expect(receipts.map((receipt) => receipt.body.phoneNumber)).toEqual(numbers);
});
