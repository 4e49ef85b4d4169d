/**
 * A screen whose code file does not arrive (a dropped signal at the tap): the app fetches it once
 * more before showing any error, and shows the "could not be loaded" screen, with its retry, only
 * when the second fetch fails too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { menuLink, scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';

const DETAIL_FILES = '**/assets/_menuSeq-*.js';
const IMPORT_FAILED = /Failed to fetch dynamically imported module: .*\/assets\/_menuSeq-/;

// The browser reports each file that did not come; these are the ones this journey cuts.
test.use({ allowedConsoleErrors: [IMPORT_FAILED] });

test.beforeEach(async ({ page, expectFailedRequests }) => {
  expectFailedRequests(/\/assets\/_menuSeq-[\w-]+\.js$/);
  await skipHomePopups(page);
  // Whether the error screen was ever on show, however briefly, in any page of the tab.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('main.screen-message')) sessionStorage.setItem('journey:error-screen-seen', 'true');
    }).observe(document, { childList: true, subtree: true });
  });
});

const errorScreenSeen = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('journey:error-screen-seen') === 'true');

test('a detail file that fails at the tap is fetched again, and the detail opens with no error screen', async ({
  page,
  demo,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  // The signal drops at the tap: every fetch of the detail's files fails until the app has found
  // that the screen could not be loaded; then it comes back.
  let failing = true;
  let aborted = 0;
  page.on('console', (message) => {
    if (IMPORT_FAILED.test(message.text())) failing = false;
  });
  await page.route(DETAIL_FILES, (route) => {
    if (!failing) return route.continue();
    aborted++;
    return route.abort('internetdisconnected');
  });
  await (await menuLink(page, /식혜/)).click();
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toBeVisible();
  await expect(page.locator('form.menu-detail')).toContainText('식혜');
  expect(aborted).toBeGreaterThan(0);
  expect(await errorScreenSeen(page)).toBe(false);
});

test('a detail file that fails twice shows the error screen, whose retry opens the detail', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  let failing = true;
  await page.route(DETAIL_FILES, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await (await menuLink(page, /식혜/)).click();
  await expect(page.getByRole('heading', { name: '페이지를 열 수 없어요' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('form.menu-detail')).toContainText('식혜');
});
