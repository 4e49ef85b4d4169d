/**
 * NICEPAY as its manual describes it (nicepay-manual api/payment-window-server.md): the card window
 * posts its result to the order service's relay, which approves with the secret key and sends the
 * diner on. A phone gets the card window as a page, a PC as a layer whose close button reports
 * through fnError later; a refused request reports through fnError at once.
 */
import type { APIRequestContext } from '@playwright/test';
import { openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
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

async function niceTable(
  page: Parameters<typeof openTable>[0],
  demo: Parameters<typeof openTable>[1],
  request: APIRequestContext,
) {
  const table = await openTable(page, demo, 'overnight', 'pg-nice');
  await seedCart(page, request, table, [{ menuSeq: 7004, quantity: 2 }]);
  await goToPayment(page, table);
  return table;
}

test.describe('phone: the card window is a page', () => {
  test('approve: the relay approves and the diner lands on the paid result', async ({ page, demo, request }) => {
    const table = await niceTable(page, demo, request);
    await payAtGateway(page, 'nice');
    const uuid = await paymentInFlight(page);
    const relayPosts = formPostsTo(page, '/api/pg-relay/nice/return');
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    // The result came as the manual's form fields, not as a GET to the app.
    const posted = new URLSearchParams(relayPosts[0] ?? '');
    expect([...posted.keys()].sort()).toEqual(
      [
        'amount',
        'authResultCode',
        'authResultMsg',
        'authToken',
        'clientId',
        'mallReserved',
        'orderId',
        'signature',
        'tid',
      ].sort(),
    );
    expect(posted.get('authResultCode')).toBe('0000');
    expect(await paymentStatus(request, uuid)).toBe(200);
    expect(await readCartLines(page, table)).toEqual([]);
  });

  const endings = [
    // A declined card passes the window (0000) and is refused by the approval the relay asks for.
    { ending: 'decline', windowCode: '0000', title: 'decline: the approval is refused, the cancel page says so' },
    { ending: 'cancel', windowCode: 'I002', title: 'cancel in the window page: the cancel page does not say declined' },
  ] as const;
  for (const { ending, windowCode, title } of endings) {
    test(`${title}; nothing is paid and the cart is kept`, async ({ page, demo, request }) => {
      const table = await niceTable(page, demo, request);
      await payAtGateway(page, 'nice');
      const relayPosts = formPostsTo(page, '/api/pg-relay/nice/return');
      await endOnTheCardPage(page, request, table, ending);
      expect(new URLSearchParams(relayPosts[0] ?? '').get('authResultCode')).toBe(windowCode);
      expect(await readCartLines(page, table)).toHaveLength(1);
      expect(await readOrderLog(page)).toEqual([]);
    });
  }

  test('an approved window whose result never reaches the relay moves no money; paying again works', async ({
    page,
    demo,
    request,
  }) => {
    const table = await niceTable(page, demo, request);
    await payAtGateway(page, 'nice');
    const uuid = await paymentInFlight(page);
    let dropped!: () => void;
    const resultLost = new Promise<void>((resolve) => {
      dropped = resolve;
    });
    await page.route('**/api/pg-relay/nice/return', async (route) => {
      await route.abort('internetdisconnected');
      dropped();
    });
    await page.getByRole('button', { name: /Approve/ }).click();
    await resultLost;
    await page.unroute('**/api/pg-relay/nice/return');
    expect(await paymentStatus(request, uuid)).toBe(204);

    await goToPayment(page, table);
    await payAtGateway(page, 'nice');
    expect(await paymentInFlight(page)).toBe(uuid);
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
    await expect.poll(() => readOrderLog(page)).toHaveLength(1);
  });

  test('the way back is lost after the relay approved: coming back finds the paid result', async ({
    page,
    demo,
    request,
  }) => {
    const table = await niceTable(page, demo, request);
    await payAtGateway(page, 'nice');
    await loseTheWayBackThenComeBack(page, request, table, {
      relay: '**/api/pg-relay/nice/return',
      approve: () => page.getByRole('button', { name: /Approve/ }).click(),
      ordersInLog: 1,
    });
  });
});

test.describe('PC: the card window is a layer', () => {
  test.use(DESKTOP);

  test('approve inside the layer: the top page goes to the relay and on to the paid result', async ({
    page,
    demo,
    request,
  }) => {
    await niceTable(page, demo, request);
    const { window } = await openLayer(page);
    const uuid = await paymentInFlight(page);
    await window.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/receipt/${uuid}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(200);
  });

  test('decline inside the layer: the relay is refused the approval, the cancel page says declined', async ({
    page,
    demo,
    request,
  }) => {
    const table = await niceTable(page, demo, request);
    await declineInLayer(page, request, table);
  });

  test('closing the layer is a late fnError: the cancel page, the order not paid, the cart kept', async ({
    page,
    demo,
    request,
  }) => {
    const table = await niceTable(page, demo, request);
    const { layer, window } = await openLayer(page);
    const uuid = await paymentInFlight(page);
    // Late: the card window is up in the layer when the diner closes it.
    await expect(window.getByRole('button', { name: /Approve/ })).toBeVisible();
    await layer.getByRole('button', { name: '닫기 · Close' }).click();
    await expect(page).toHaveURL(cancelPageOf(table));
    await expect(page.getByRole('heading', { name: '주문이 완료되지 않았습니다.' })).toBeVisible();
    expect(await paymentStatus(request, uuid)).toBe(204);
    expect(await readCartLines(page, table)).toHaveLength(1);
    // The page is the diner's again: back to the cart, pay, and the layer opens anew.
    await goToPayment(page, table);
    await openLayer(page);
  });

  test('the way back is lost after the relay approved in the layer: coming back finds the paid result', async ({
    page,
    demo,
    request,
  }) => {
    const table = await niceTable(page, demo, request);
    const { window } = await openLayer(page);
    await loseTheWayBackThenComeBack(page, request, table, {
      relay: '**/api/pg-relay/nice/return',
      approve: () => window.getByRole('button', { name: /Approve/ }).click(),
      ordersInLog: 1,
    });
  });

  test('a request the window refuses is an immediate fnError: the failure message, no card window', async ({
    page,
    demo,
    request,
  }) => {
    await niceTable(page, demo, request);
    // The order service's fields with an amount NICEPAY cannot take (not a whole number).
    await page.route('**/api/order', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, gateway: { ...body.gateway, amount: 24000.5 } } });
    });
    await page
      .locator('.bottom-bar')
      .getByRole('button', { name: /결제하기/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('결제에 실패했습니다. 이전 페이지로 돌아갑니다.');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
