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
  cancelPageOf,
  endOnTheCardPage,
  formPostsTo,
  goToPayment,
  loseTheWayBackThenComeBack,
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
    const posted = formPostsTo(page, '/api/pg-relay/smartro/return/');
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
    expect([...new URLSearchParams(posted[0] ?? '').keys()].sort()).toEqual(['Tid', 'TrAuthKey']);
    expect(await paymentStatus(request, uuid)).toBe(200);
  });

  const endings = [
    { ending: 'cancel', title: 'stopping in the window goes through StopUrl to the cancel page' },
    {
      ending: 'decline',
      title: 'decline in the window page: the relay is refused the approval, the cancel page says so',
    },
  ] as const;
  for (const { ending, title } of endings) {
    test(`${title}; nothing is paid and the cart is kept`, async ({ page, demo, request }) => {
      const table = await smartroTable(page, demo, request);
      await payAtGateway(page, 'smartro');
      await endOnTheCardPage(page, request, table, ending);
      expect(await readCartLines(page, table)).toHaveLength(2);
    });
  }

  test('the way back is lost after the relay approved: coming back finds the paid result', async ({
    page,
    demo,
    request,
  }) => {
    const table = await smartroTable(page, demo, request);
    await payAtGateway(page, 'smartro');
    await loseTheWayBackThenComeBack(page, request, table, {
      relay: '**/api/pg-relay/smartro/return/**',
      approve: () => page.getByRole('button', { name: /Approve/ }).click(),
      ordersInLog: 2,
    });
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
    await expect(page).toHaveURL(cancelPageOf(table));
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
    await loseTheWayBackThenComeBack(page, request, table, {
      relay: '**/api/pg-relay/smartro/return/**',
      approve: () => window.getByRole('button', { name: /Approve/ }).click(),
      ordersInLog: 2,
    });
  });
});
