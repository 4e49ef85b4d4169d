/**
 * Every wait has an end: a placed order whose answer stalls after its headers ends in the
 * weak-connection message within the call's time limit, and paying again places no second order;
 * a language catalog that does not load on a first visit still lets the menu open.
 */
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { goToPayment, payAtGateway } from '../support/payment-flow.ts';

/** The app's call time limit (api/timeout.ts), and what the screen may take on top of it. */
const CALL_LIMIT_MS = 10_000;
const SCREEN_MARGIN_MS = 3_000;

function payButton(page: Page) {
  return page.locator('.bottom-bar').getByRole('button', { name: /결제하기/ });
}

test('an order whose answer stalls after the headers ends in the weak-connection message, and paying again places one order', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  await goToPayment(page, table);
  await demo.fault({ path: '/api/order', method: 'POST', stallBodyMs: 40_000, times: 1 });

  const started = Date.now();
  await payButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: '결제를 시작하고 있습니다' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('연결이 약해 결제를 시작하지 못했습니다.', {
    timeout: CALL_LIMIT_MS + SCREEN_MARGIN_MS,
  });
  expect(Date.now() - started).toBeLessThan(CALL_LIMIT_MS + SCREEN_MARGIN_MS);
  // The spinner ended: the button is the diner's again.
  await expect(page.getByRole('status').filter({ hasText: '결제를 시작하고 있습니다' })).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
  const placed = await demo.orders();
  expect(placed).toHaveLength(1);

  // Trying again sends the same order: the service answers it, and still holds one.
  await payAtGateway(page, 'smartro');
  expect(await demo.orders()).toEqual([expect.objectContaining({ printGroupUuid: placed[0]?.printGroupUuid })]);
});

test.describe('a first visit whose language catalog does not load', () => {
  test('opens the menu in another language and offers to try again', async ({ page, demo, expectFailedRequests }) => {
    expectFailedRequests(/\/assets\/.*\.js$/);
    // The Korean catalog is the one this phone asks for (ko-KR): its first screen's part (the one
    // with the category bar's name) fails, every time, until let through.
    let korean = 0;
    let failKorean = true;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failKorean && body.includes('메뉴 카테고리')) {
        korean += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.fulfill({ response, body });
    });
    await skipHomePopups(page);
    const table = await tableOf(demo, 'dine-in');
    await scan(page, table);
    await expect(page.locator('main.menu-home')).toBeVisible();
    expect(korean).toBeGreaterThan(1);
    const notice = page.getByRole('status').filter({ hasText: 'Your language could not be loaded' });
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    failKorean = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('main.menu-home')).toBeVisible();
    await expect(page.getByText('Your language could not be loaded')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
