/**
 * A food court of 1,600 menus in 119 categories: the page keeps about a hundred menus built near
 * the screen, whatever the diner scrolled past; every category keeps its heading, its link in the
 * bar and its menus' names on the page, so screen readers, the bar and find-in-page reach them all.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { afterFrames } from '../support/settled.ts';

const CATEGORIES = 119;
/** The kept budget (section-window.ts), and the near sections at most three of about 14 menus. */
const MOST_CARDS = 100 + 3 * 14;

const cards = (page: Page) => page.locator('.menu-category .menu-card');

/** Scrolls down a screen at a time, `screens` times, letting the page see each step. */
async function scrollScreens(page: Page, screens: number): Promise<void> {
  for (let i = 0; i < screens; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await afterFrames(page);
  }
}

test('scrolling far down keeps about a hundred menus built; the first sections stand in with their names', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'size-1600'));
  await expect(page.locator('.menu-category')).toHaveCount(CATEGORIES);
  // Screen readers' heading list and the bar still hold every category.
  await expect(page.locator('.menu-category h2')).toHaveCount(CATEGORIES);
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  await expect(bar.getByRole('link')).toHaveCount(CATEGORIES + 2);

  await scrollScreens(page, 40);
  await expect(page.locator('#menu-section-0')).toHaveAttribute('data-stand-in', 'true');
  expect(await cards(page).count()).toBeLessThanOrEqual(MOST_CARDS);
  expect(await cards(page).count()).toBeGreaterThan(0);
  // The section taken down still holds its menus' names for find-in-page.
  await expect(page.locator('#menu-section-0 .menu-stand-in')).toContainText('김치찌개');
  // The scroll spy follows: the current tab is the section under the bars.
  const current = bar.locator('[aria-current="true"]');
  const spied = await current.getAttribute('href');
  expect(spied).not.toBe('#menu-section-0');
  await expect(page.locator(`${spied}`)).toBeInViewport();
});

test('a jump to a far category builds it there, and find-in-page reaches a menu of a section not built', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'size-1600'));
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  const far = bar.getByRole('link', { name: '전통차 4', exact: true });
  await far.click();
  await expect(far).toHaveAttribute('aria-current', 'true');
  const heading = page.getByRole('heading', { level: 2, name: '전통차 4', exact: true });
  await expect(heading).toBeInViewport();
  const section = page.locator('section', { has: heading });
  await expect(section).not.toHaveAttribute('data-stand-in');
  await expect(section.getByRole('link', { name: /유자차/ }).first()).toBeVisible();

  // The browser's own find (window.find searches the page as find-in-page does) finds a menu of
  // a section far above that stands in, scrolls there, and the section is built around it.
  const target = page.locator('#menu-section-3');
  await expect(target).toHaveAttribute('data-stand-in', 'true');
  const found = await page.evaluate(() => {
    // Chromium's window.find, left out of TypeScript's DOM types as non-standard.
    const find = (window as unknown as { find: (text: string, ...flags: boolean[]) => boolean }).find;
    return find.call(window, '돌솥비빔밥', false, false, true);
  });
  expect(found).toBe(true);
  await expect(target.locator('h2')).toBeInViewport({ ratio: 0 });
  await expect(target).not.toHaveAttribute('data-stand-in');
  await expect(target.getByRole('link', { name: /돌솥비빔밥/ }).first()).toBeVisible();
});
