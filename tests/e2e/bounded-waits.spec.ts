/**
 * Every wait has an end: a placed order whose answer stalls after its headers ends in the
 * weak-connection message within the call's time limit, and paying again places no second order;
 * language catalogs that do not load on a first visit still let the menu open, in Korean words.
 */
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { presetLocale, scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { goToPayment, payAtGateway } from '../support/payment-flow.ts';

/** A language's catalog file, as the build names it (compiled from `locales/<code>/messages.po`). */
const CATALOG_FILE = /\/assets\/messages-[\w-]+\.js$/;

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

test.describe('a first visit whose language catalogs do not load', () => {
  test('a Korean phone opens the menu without asking for a catalog file', async ({ page, demo }) => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (CATALOG_FILE.test(request.url())) catalogs.push(request.url());
    });
    await skipHomePopups(page);
    await scan(page, await tableOf(demo, 'dine-in'));
    await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toBeVisible();
    expect(catalogs).toEqual([]);
  });

  test('with every catalog request failing, the menu opens in Korean with real words and offers to try again', async ({
    page,
    demo,
    expectFailedRequests,
  }) => {
    expectFailedRequests(CATALOG_FILE);
    // The diner chose English on an earlier visit; no catalog file gets through until let through.
    let failed = 0;
    let failing = true;
    await page.route(CATALOG_FILE, async (route) => {
      if (!failing) return route.continue();
      failed += 1;
      return route.abort('connectionreset');
    });
    await presetLocale(page, 'en');
    await scan(page, await tableOf(demo, 'dine-in'));
    expect(failed).toBeGreaterThan(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: '선택한 언어를 불러오지 못해' });
    await expect(notice).toBeVisible();

    failing = false;
    await notice.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    await expect(page.getByText('선택한 언어를 불러오지 못해')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
