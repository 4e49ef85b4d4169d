/**
 * A phone without a service worker (an iOS in-app browser) keeps for offline only the code the
 * page fetched. The menu's first load carries the menu alone; when the diner leaves the page (the
 * phone locked, another app opened), the page fetches a menu's detail, the cart bar, the cart's
 * screen, the other calls and the whole catalog, so a diner back without signal still opens a
 * menu, adds it and opens the cart.
 */
import type { Page } from '@playwright/test';
import { openTable } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { skipHomePopups } from '../support/menu-journey.ts';
import { goOffline } from '../support/offline.ts';

test.use({ serviceWorkers: 'block' });

/** 된장찌개: no options, never sold out in the demo seed, the hanok shop is open around the clock. */
const MENU = { menuSeq: 105, name: '된장찌개' };

/** The browser's own visibility change, as when the phone is locked or another app comes up. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Style sheets the page fetched named `name` and the build's hash (`cart` is the cart screen's own, not `cart-bar-shown`). */
function fetchedStyles(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (chunk) => {
      const file = new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.css$`);
      return performance.getEntriesByType('resource').filter((entry) => file.test(new URL(entry.name).pathname)).length;
    },
    name.replace(/[.]/g, '\\.'),
  );
}

test('without a worker, a diner who left the page and came back without signal orders into the cart', async ({
  page,
  context,
  demo,
  expectFailedRequests,
}) => {
  await skipHomePopups(page);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  // The menu's first load carries neither a menu's detail nor the cart's screen.
  expect(await fetchedStyles(page, '_menuSeq')).toBe(0);
  expect(await fetchedStyles(page, 'cart')).toBe(0);

  await setVisibility(page, 'hidden');
  await expect.poll(() => fetchedStyles(page, '_menuSeq')).toBe(1);
  await expect.poll(() => fetchedStyles(page, 'cart')).toBe(1);
  await setVisibility(page, 'visible');

  // Without signal the calls and the pictures not fetched yet fail; the code is on the phone.
  expectFailedRequests(/\/api\//, /\/img\//, /\/favicon\.svg$/);
  await goOffline(context, demo);
  await page
    .getByRole('link', { name: new RegExp(MENU.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: MENU.name })).toBeVisible();
  await page.getByRole('button', { name: /장바구니 담기/ }).click();
  const cartBar = page.getByRole('link', { name: /장바구니 보기/ });
  await expect(cartBar).toHaveAccessibleName(/1개/);
  // The cart by the navbar's button: the bar ignores a tap right after the add (added-to-cart.ts).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /장바구니/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText(MENU.name)).toBeVisible();
  await expect(page.getByText('페이지를 열 수 없어요')).toHaveCount(0);
});
