/**
 * Smartro as its manual and public integrations describe it (manual.smartropay.co.kr module.do):
 * the app fills the form with the fields the order service made and signed, calls `init` and
 * `payment({ FormId, Callback })`; the result reaches the order service's relay as a POST, which
 * approves and sends the diner on. A phone gets the card window as a page, a PC as a layer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type OpenTable, openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
import type { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESKTOP, declineInLayer, openLayer } from '../support/gateway-layer.ts';
import {
  approveButLoseTheWayBack,
  comeBackToThePaidResult,
  goToPayment,
  payAtGateway,
  paymentInFlight,
  paymentStatus,
} from '../support/payment-flow.ts';

async function smartroTable(page: Page, demo: DemoService, request: APIRequestContext): Promise<OpenTable> {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [
    { menuSeq: 101, quantity: 1, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
    { menuSeq: 401, quantity: 2 },
  ]);
  await goToPayment(page, table);
  return table;
}

function cancelPage(table: OpenTable, declined = false): RegExp {
  return new RegExp(`/payment/cancel/${table.shopSeq}/${table.tableNum}${declined ? '\\?reason=declined' : ''}$`);
}

test.describe('phone: the card window is a page', () => {
  test('the form carries the signed fields, the window posts Tid and TrAuthKey to the relay, the order is paid', async ({
    page,
    demo,
    request,
  }) => {
    await smartroTable(page, demo, request);
    await payAtGateway(page, 'smartro');
    const uuid = await paymentInFlight(page);
    const card = new URL(page.url()).searchParams;
    expect(card.get('Moid')).toBe(uuid.replace(/-/g, ''));
    expect(card.get('Mid')).toMatch(/^\w{1,10}$/);
    expect(card.get('EdiDate')).toMatch(/^\d{14}$/);
    expect(card.get('EncryptData')).not.toBe('');
    expect(card.get('Mode')).toBe('STG');
    expect(card.get('ReturnUrl')).toMatch(/\/api\/pg-relay\/smartro\/return\/[0-9a-f]{32}$/);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/pg-relay/smartro/return/')) posted.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
    expect([...new URLSearchParams(posted[0] ?? '').keys()].sort()).toEqual(['Tid', 'TrAuthKey']);
    expect(await paymentStatus(request, uuid)).toBe(200);
  });

  test('stopping in the window goes through StopUrl to the cancel page; nothing is paid', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    await payAtGateway(page, 'smartro');
    const uuid = await paymentInFlight(page);
    await page.getByRole('button', { name: /Cancel/ }).click();
    await expect(page).toHaveURL(cancelPage(table));
    await expect(page.getByRole('heading', { name: '주문이 완료되지 않았습니다.' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(204);
    expect(await readCartLines(page, table)).toHaveLength(2);
  });

  test('decline in the window page: the relay is refused the approval, the cancel page says declined', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    await payAtGateway(page, 'smartro');
    const uuid = await paymentInFlight(page);
    await page.getByRole('button', { name: /Decline/ }).click();
    await expect(page).toHaveURL(cancelPage(table, true));
    await expect(page.getByRole('heading', { name: '카드 결제가 거절되었습니다.' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(204);
    expect(await readCartLines(page, table)).toHaveLength(2);
  });

  test('the way back is lost after the relay approved: coming back finds the paid result', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    await payAtGateway(page, 'smartro');
    const uuid = await paymentInFlight(page);
    await approveButLoseTheWayBack(page, request, '**/api/pg-relay/smartro/return/**', uuid, () =>
      page.getByRole('button', { name: /Approve/ }).click(),
    );
    await comeBackToThePaidResult(page, table, uuid);
    await expect.poll(async () => (await readOrderLog(page)).length).toBe(2);
  });
});

test.describe('PC: the card window is a layer with a Callback', () => {
  test.use(DESKTOP);

  test('approve in the layer: the Callback posts Tid and TrAuthKey to the relay and the diner lands on the result', async ({
    page,
    demo,
    request,
  }) => {
    await smartroTable(page, demo, request);
    const { window } = await openLayer(page);
    const uuid = await paymentInFlight(page);
    await expect(window.getByText('20,000원')).toBeVisible();
    await window.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(200);
    expect(await readOrderLog(page)).toHaveLength(2);
  });

  test('decline in the layer: the relay is refused the approval, the cancel page says declined', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    await declineInLayer(page, request, table);
  });

  test('closing the layer calls nothing back: the page lets go of the payment, and paying again opens it anew', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    const { layer } = await openLayer(page);
    const uuid = await paymentInFlight(page);
    await layer.getByRole('button', { name: '닫기 · Close' }).click();
    await expect(page).toHaveURL(cancelPage(table));
    await expect(page.getByRole('heading', { name: '주문이 완료되지 않았습니다.' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(204);
    await goToPayment(page, table);
    const again = await openLayer(page);
    expect(await paymentInFlight(page)).toBe(uuid);
    await again.window.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
  });

  test('the way back is lost after the relay approved: coming back finds the paid result', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    const { window } = await openLayer(page);
    const uuid = await paymentInFlight(page);
    await approveButLoseTheWayBack(page, request, '**/api/pg-relay/smartro/return/**', uuid, () =>
      window.getByRole('button', { name: /Approve/ }).click(),
    );
    await comeBackToThePaidResult(page, table, uuid);
    await expect.poll(async () => (await readOrderLog(page)).length).toBe(2);
  });
});
