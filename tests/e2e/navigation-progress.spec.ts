/**
 * A tap that opens another screen is answered at once: a thin line shows across the top while the
 * next screen loads (here the payment page, which checks the session first), and goes once the
 * screen is there.
 */
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';

test('the loading line shows from the tap until the next screen is there', async ({ page, demo, request }) => {
  await page.clock.install();
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 401, quantity: 1 }]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  const cartTitle = page.getByRole('heading', { level: 1, name: '장바구니' });
  await expect(cartTitle).toBeVisible();
  const line = page.locator('.navigation-progress');
  await expect(line).toHaveCount(0);

  // The payment page waits for a fresh session check (up to 2.5 s) once the last one is over a
  // minute old: the check answers late. The phone's time moves on without running its timers, so
  // no other check makes the verdict young again before the tap.
  await demo.fault({ path: '/api/session/check', delayMs: 1_500 });
  await page.clock.setSystemTime(Date.now() + 61_000);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기|주문하기/ })
    .click();
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('aria-hidden', 'true');
  await expect(cartTitle).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  await expect(line).toHaveCount(0);
});
