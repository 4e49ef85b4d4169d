import type { Page } from '@playwright/test';
import { openTable, readOrderLog, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { counterReceipt, goToPayment, payAtGateway, printGroupUuidOf } from '../support/payment-flow.ts';
import { outboxSettled, watchOutboxSends } from '../support/settled.ts';

const LOAD_FAILED = '주문 정보를 불러오는데 실패했습니다.';

async function smartroTable(
  page: Page,
  demo: Parameters<typeof openTable>[1],
  request: Parameters<typeof seedCart>[1],
) {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  return table;
}

function payButton(page: Page) {
  return page.locator('.bottom-bar').getByRole('button', { name: /결제하기|주문하기/ });
}

test('a refused order start says payment failed and returns to the previous page', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  await demo.fault({ path: '/api/order', method: 'POST', status: 500, times: 1 });
  expectFailedRequests(/\/api\/order(\?|$)/);
  await payButton(page).click();
  await expect(page.getByRole('dialog')).toContainText('결제에 실패했습니다. 이전 페이지로 돌아갑니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
});

test('a dropped connection at the order start keeps the page and lets the diner try again', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  // Until cleared: the browser itself resends a request whose connection closed unanswered.
  await demo.fault({ path: '/api/order', method: 'POST', drop: true });
  expectFailedRequests(/\/api\/order(\?|$)/);
  await payButton(page).click();
  await expect(page.getByRole('alert')).toContainText('연결이 약해 결제를 시작하지 못했습니다.');
  await expect(payButton(page)).toBeEnabled();
  await demo.clearFaults();
  await payAtGateway(page, 'smartro');
});

test('offline, paying is disabled with the reason and the form is kept', async ({ page, demo, request, context }) => {
  const table = await openTable(page, demo, 'takeout', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 1202, quantity: 1 }]);
  await goToPayment(page, table);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
  await context.setOffline(true);
  await expect(payButton(page)).toBeDisabled();
  await expect(
    page.getByText('오프라인 상태입니다. 결제하려면 인터넷 연결이 필요합니다.', { exact: false }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByRole('textbox', { name: /휴대폰 번호/ })).toHaveValue('010-1234-5678');
});

test('a failing result call shows the load-failed dialog, and confirming asks again', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  // The client retries a failed GET twice: three failures reach the page.
  await demo.fault({ path: '/api/payment/result', status: 500, times: 3 });
  expectFailedRequests(/\/api\/payment\/result(\?|$)/);
  await page.getByRole('button', { name: /Approve/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LOAD_FAILED);
  await dialog.getByRole('button', { name: '다시 시도' }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  expect(await readOrderLog(page)).toHaveLength(1);
});

test('a dropped connection while polling, then closing the dialog, leaves a way to check again', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await demo.fault({ path: '/api/payment/result', drop: true });
  expectFailedRequests(/\/api\/payment\/result(\?|$)/);
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('dialog')).toContainText(LOAD_FAILED);
  await demo.clearFaults();
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('alert')).toContainText('아직 결제를 확인하지 못했습니다.');
  await page.screenshot({ path: '/tmp/pay/process-failed.png' });
  await page.getByRole('button', { name: '다시 확인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
});

test('a result that stays not-ready past every retry shows the dialog; the paid order is still found', async ({
  page,
  demo,
  request,
}) => {
  test.setTimeout(60_000);
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await demo.fault({ path: '/api/payment/result', noContentPolls: 6 });
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByText('결제 결과를 확인하고 있습니다…')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(LOAD_FAILED, { timeout: 25_000 });
  await page.getByRole('dialog').getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
});

test('a failing print log on the result page shows the load-failed dialog and recovers', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const table = await smartroTable(page, demo, request);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await demo.fault({ path: '/api/print/log/all', status: 500, times: 3 });
  expectFailedRequests(/\/api\/print\/log\/all(\?|$)/);
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('dialog')).toContainText(LOAD_FAILED);
  await page.getByRole('dialog').getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  expect(await readOrderLog(page)).toHaveLength(1);
});

test('the smart receipt retries a server error once, then reports the failure', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  await counterReceipt(page, demo, request);
  await page.getByRole('button', { name: /영수증/ }).click();
  const sheet = page.getByRole('dialog');
  // Pre-filled with the number given for the takeout order.
  await expect(sheet.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue('010-2222-3333');

  await demo.fault({ path: '/api/messaging/receipt', status: 500, times: 2 });
  expectFailedRequests(/\/api\/messaging\/receipt(\?|$)/);
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).toHaveText('영수증 발송에 실패했습니다.');
  expect((await demo.received()).receipts).toHaveLength(0);

  await demo.fault({ path: '/api/messaging/receipt', status: 503, times: 1 });
  expectFailedRequests(/\/api\/messaging\/receipt(\?|$)/);
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).toHaveText('영수증이 발송되었습니다.');
  expect((await demo.received()).receipts).toHaveLength(1);
});

test('with no service worker, a receipt sent offline waits in the page’s outbox and reaches the service once when the connection returns', async ({
  expectFailedRequests,
  page,
  demo,
  request,
  context,
}) => {
  const sends = watchOutboxSends(page);
  await counterReceipt(page, demo, request);
  await page.getByRole('button', { name: /영수증/ }).click();
  await context.setOffline(true);
  expectFailedRequests(/\/api\/messaging\/receipt$/);
  await page.getByRole('dialog').getByRole('button', { name: '영수증 보내기' }).click();
  const queued = '오프라인 상태입니다. 영수증 발송이 예약되었으며 연결이 돌아오면 발송됩니다.';
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(queued);
  expect((await demo.received()).receipts).toHaveLength(0);

  // No worker controls this page (the journeys block them, as in-app browsers do): the page itself sends.
  await context.setOffline(false);
  await expect.poll(async () => (await demo.received()).receipts.length, { timeout: 10_000 }).toBe(1);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('영수증이 발송되었습니다.');

  await page.reload();
  await page.getByRole('button', { name: /영수증/ }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('');
  // The reloaded page's outbox round has run dry: nothing kept that could go again.
  await outboxSettled(page, sends);
  expect((await demo.received()).receipts).toHaveLength(1);
});

test('a receipt queued offline survives the tab being closed: the next start sends it, once', async ({
  expectFailedRequests,
  page,
  demo,
  request,
  context,
}) => {
  await counterReceipt(page, demo, request);
  const receiptUrl = page.url();
  await page.getByRole('button', { name: /영수증/ }).click();
  await context.setOffline(true);
  expectFailedRequests(/\/api\/messaging\/receipt$/);
  await page.getByRole('dialog').getByRole('button', { name: '영수증 보내기' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/오프라인 상태입니다/);
  await page.close();
  await context.setOffline(false);
  expect((await demo.received()).receipts).toHaveLength(0);

  const next = await context.newPage();
  await next.goto(receiptUrl);
  await expect.poll(async () => (await demo.received()).receipts.length, { timeout: 10_000 }).toBe(1);
  const [receipt] = (await demo.received()).receipts;
  expect(receipt?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('a resend after a send whose answer was lost carries the same key: the service sends one message', async ({
  page,
  demo,
  request,
}) => {
  await counterReceipt(page, demo, request);
  const sheet = page.getByRole('dialog');
  await page.getByRole('button', { name: /영수증/ }).click();
  // The service takes the first send, but its answer never reaches the phone.
  await demo.fault({ path: '/api/messaging/receipt', loseAnswer: true, times: 1 });
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).not.toHaveText('');
  await sheet.getByRole('button', { name: '영수증 보내기' }).click();
  await expect(sheet.getByRole('status')).toHaveText('이미 발송된 영수증입니다.');
  const keys = new Set((await demo.received()).receipts.map((r) => r.idempotencyKey));
  expect(keys.size).toBe(1);
});

for (const [fault, message] of [
  [{ status: 500 }, '주문 취소에 실패했습니다. 해당 증상이 반복되면 점주에게 문의해주세요.'],
  [{ drop: true }, '주문 취소에 실패했습니다.'],
] as const) {
  test(`a cancel that ${'drop' in fault ? 'gets no answer' : 'the service refuses'} says so and keeps the order`, async ({
    expectFailedRequests,
    page,
    demo,
    request,
  }) => {
    await counterReceipt(page, demo, request);
    const uuid = printGroupUuidOf(page);
    const group = await (await request.get(`/api/print/log/all?printGroupUuid=${uuid}`)).json();
    await demo.fault({
      path: `/api/order/mobile/cancel/${group.orderStatus.orderNo}/${uuid}`,
      ...fault,
    });
    expectFailedRequests(/\/api\/order\/mobile\/cancel\/[^/?]+\/[^/?]+(\?|$)/);
    const takeout = page.getByRole('region', { name: /포장 정보/ });
    await takeout.getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '주문 취소' }).click();
    await expect(page.getByRole('dialog')).toHaveText(new RegExp(`^${message.replace(/\./g, '\\.')}`));
    await page.getByRole('button', { name: '확인' }).click();
    await expect(takeout).toContainText('접수 대기 중');
    await demo.clearFaults();
    const after = await (await request.get(`/api/print/log/all?printGroupUuid=${uuid}`)).json();
    expect(after.orderStatus.status).toBe('PENDING');
  });
}
