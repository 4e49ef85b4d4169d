/**
 * A toast never hides the button the diner needs: on every screen a toast can reach (the menu, the
 * cart and the payment page it follows the diner to, the result page), at phone sizes down to
 * 320 × 640, it sits clear of the action bar and of any primary button on the screen.
 */
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { presetLocale } from '../support/menu-journey.ts';

/**
 * What the shown toast covers among the screen's actions: the buttons and links of its bottom
 * bars and its primary buttons. 'no toast' when none is shown, 'off screen' when it left the view.
 */
function coveredByToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('.toast');
    if (!toast) return ['no toast'];
    const t = toast.getBoundingClientRect();
    if (t.top < 0 || t.bottom > window.innerHeight) return ['off screen'];
    const actions = document.querySelectorAll(
      ':is(.bottom-bar, .cart-bar, .add-bar) :is(button, a[href]), .btn-primary, .cart-bar-link',
    );
    return [...actions]
      .filter((el) => !el.closest('dialog'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
      })
      .map((el) => (el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? el.tagName));
  });
}

async function expectToastClear(page: Page, where: string): Promise<void> {
  await expect(page.locator('.toast')).toBeVisible();
  await expect.poll(() => coveredByToast(page), { message: where, timeout: 1_000 }).toEqual([]);
}

const SIZES = [
  { name: '320 × 640', viewport: { width: 320, height: 640 } },
  { name: '412 × 839', viewport: { width: 412, height: 839 } },
] as const;

for (const { name, viewport } of SIZES) {
  for (const locale of ['ko', 'en'] as const) {
    test.describe(`at ${name} in ${locale}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await presetLocale(page, locale);
      });

      test('the added-to-cart toast stays clear of the cart bar, and of the pay button on the cart and payment pages it follows the diner to', async ({
        page,
        demo,
      }) => {
        const table = await openTable(page, demo, 'takeout', 'no-pg');
        // The cart and payment screens' files are fetched once, so the toast outlives the walk below.
        await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
        await page.locator('main').first().waitFor();
        await page.goto(`/payment/${table.shopSeq}/${table.tableNum}`);
        await page.locator('main').first().waitFor();

        await page.goto(`/${table.shopSeq}/${table.tableNum}/3002`);
        await page.locator('.add-bar button').click();
        await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
        await expectToastClear(page, 'menu with its cart bar');

        await page.locator('.navbar-end button').last().click();
        await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
        await page.locator('.bottom-bar button').waitFor();
        await expectToastClear(page, 'cart');

        await page.locator('.bottom-bar button').last().click();
        await expect(page).toHaveURL(new RegExp(`/payment/${table.shopSeq}/${table.tableNum}$`));
        await page.locator('.payment-page .bottom-bar').waitFor();
        await expectToastClear(page, 'payment');
      });

      test('a receipt sent after its sheet was closed is told in a toast clear of the result actions', async ({
        page,
        demo,
        request,
        context,
        expectFailedRequests,
      }) => {
        // The receipt is first sent with the connection cut: that send fails, and is kept to send again.
        expectFailedRequests(/\/api\/messaging\/receipt$/);
        // A takeout order at a shop that takes payment at the counter, placed through the app.
        const table = await openTable(page, demo, 'takeout', 'no-pg');
        await seedCart(page, request, table, [{ menuSeq: 3002, quantity: 1 }]);
        await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
        await page.locator('.bottom-bar button').last().click();
        await expect(page).toHaveURL(/\/payment\/\d+\/\d+$/);
        await page.locator('input[type="tel"]').fill('01022223333');
        await page.locator('.payment-page .bottom-bar button').last().click();
        await expect(page).toHaveURL(/\/payment\/receipt\//);
        await page.locator('.result-actions').waitFor();
        await page.locator('.result-actions .btn-primary').click();
        const sheet = page.getByRole('dialog');
        await context.setOffline(true);
        await sheet.locator('.btn-primary').click();
        await expect(sheet.getByRole('status')).not.toHaveText('');
        await page.keyboard.press('Escape');
        await expect(sheet).toHaveCount(0);
        await context.setOffline(false);
        await expect.poll(async () => (await demo.received()).receipts.length, { timeout: 10_000 }).toBe(1);
        await expectToastClear(page, 'result');
      });
    });
  }
}
