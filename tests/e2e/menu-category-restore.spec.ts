/** Spec section 2: the current category is kept in session storage; after a reload the diner is where they were. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { categoryBarEnd, scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { afterFrames, runClockFor } from '../support/settled.ts';

/**
 * Past the landing check of a jump and the end of the scroll spy's pause after it (900 ms and
 * 1,200 ms in menu-browser.tsx): Playwright's clock runs the page's timers this far at once.
 */
const JUMP_SETTLED_MS = 1_500;

/** The reloaded page gets Playwright's clock, so its timers can be run ahead. */
async function reloadWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.reload();
}

/** Fires every timer the landing set, then lets the browser draw and the spy see what moved. */
async function runPastTheLanding(page: Page): Promise<void> {
  await runClockFor(page, JUMP_SETTLED_MS, 16);
  await afterFrames(page);
}

test('after a reload the menu is back on the category the diner was reading', async ({ page, demo }) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'dine-in', 'pg-smartro', 'locales'));
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  const current = bar.locator('[aria-current="true"]');
  await bar.getByRole('link', { name: '음료' }).click();
  await expect(current).toHaveText('음료');
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();

  await reloadWithClock(page);
  await page.locator('main.menu-home').waitFor();
  await expect(page.getByRole('heading', { name: '음료' })).toBeInViewport();
  await expect(current).toHaveText('음료');
  // And it stays there: the scroll spy does not take it back to the first section.
  await runPastTheLanding(page);
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
  const last = await categoryBarEnd(bar);
  const name = (await last.textContent()) ?? '';
  await last.click();
  await expect(current).toHaveText(name);

  await reloadWithClock(page);
  await page.locator('main.menu-home').waitFor();
  await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
  await runPastTheLanding(page);
  await expect(current).toHaveText(name);
});
