/**
 * Spec section 4: sold-out menus cannot be opened, and outside business time no menu opens. The
 * menu list refuses the tap; an address typed or kept (a bookmark, back/forward, a shared link)
 * gets the same answer instead of a detail screen with its add button off.
 */
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';

test.beforeEach(async ({ page }) => {
  await skipHomePopups(page);
});

test("a sold-out menu's address leads back to the menu with the sold-out message", async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/106`);
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText('품절된 메뉴예요.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toHaveCount(0);
  // The detail's address was replaced: back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/106$/);
});

test("outside business time a menu's address leads back to the menu with the orange warning", async ({
  page,
  demo,
}) => {
  const table = await tableOf(demo, 'closed');
  await scan(page, table);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/8001`);
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  const toast = page.getByRole('status').filter({ hasText: '지금은 영업시간이 아니어서 주문할 수 없어요.' });
  await expect(toast).toBeVisible();
  expect(await toast.locator('.toast').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 68, 0)');
});

test('an open menu of an open shop still opens by its address', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/101`);
  await expect(page.getByRole('heading', { name: '돌솥비빔밥' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/101$`));
});
