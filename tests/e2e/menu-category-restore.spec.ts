/** Spec section 2: the current category is kept in session storage; after a reload the diner is where they were. */
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';

test('after a reload the menu is back on the category the diner was reading', async ({ page, demo }) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'dine-in', 'pg-smartro', 'locales'));
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  const current = bar.locator('[aria-current="true"]');
  await bar.getByRole('link', { name: '음료' }).click();
  await expect(current).toHaveText('음료');
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();

  await page.reload();
  await page.locator('main.menu-home').waitFor();
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();
  await expect(current).toHaveText('음료');
  // And it stays there: the scroll spy does not take it back to the first section.
  await page.waitForTimeout(1500);
  await expect(current).toHaveText('음료');
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:current-category'))).toBe(
    'category:cat-1-drinks',
  );
});

test('a large shop comes back to a category far down the page', async ({ page, demo }) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'large'));
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  const current = bar.locator('[aria-current="true"]');
  const last = bar.getByRole('link').last();
  const name = (await last.textContent()) ?? '';
  await last.click();
  await expect(current).toHaveText(name);

  await page.reload();
  await page.locator('main.menu-home').waitFor();
  await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
  await page.waitForTimeout(1500);
  await expect(current).toHaveText(name);
});
