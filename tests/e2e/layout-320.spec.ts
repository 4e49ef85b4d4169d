/**
 * Every screen on a small phone (320 × 640) in Korean, English, Russian and Arabic: the page never
 * scrolls sideways, no price breaks across lines, no button label wraps, and open dialogs stay on
 * the screen. `UPDATE_SCREENSHOTS=1` refreshes its screenshots in docs/screenshots/320/.
 */
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { layoutProblems } from '../support/layout.ts';
import { presetLocale } from '../support/menu-journey.ts';
import { screenSettled } from '../support/settled.ts';
import { registerByApi, WAITING_SHOPS } from '../support/waiting.ts';

test.use({ viewport: { width: 320, height: 640 } });

const LOCALES = ['ko', 'en', 'ru', 'al'] as const;
/** `UPDATE_SCREENSHOTS=1` refreshes the ones kept in docs/; a plain run leaves the repo as it is. */
const SHOTS = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots/320' : '.tmp/screenshots-320';

for (const locale of LOCALES) {
  test.describe(`at 320 px in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLocale(page, locale);
    });

    const check = async (page: Page, screen: string) => {
      // Fonts in and the screen drawn before measuring.
      await screenSettled(page);
      const problems = await layoutProblems(page);
      await page.screenshot({ path: `${SHOTS}/${locale}-${screen}.png`, scale: 'css' });
      expect(problems, `${screen} in ${locale}`).toEqual({
        sideways: 0,
        splitPrices: [],
        wrappedButtons: [],
        dialogsOffScreen: [],
      });
    };

    test('table screens: menu, menu detail, cart, payment, result, cancel dialog, order log, start page', async ({
      page,
      demo,
      request,
    }) => {
      const hanok = await openTable(page, demo, 'dine-in', 'pg-smartro', 'locales');
      await check(page, 'menu');
      await page.goto(`/${hanok.shopSeq}/${hanok.tableNum}/101`);
      await page.locator('main').first().waitFor();
      await check(page, 'menu-detail');
      await seedCart(page, request, hanok, [
        { menuSeq: 101, quantity: 2, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
        { menuSeq: 107, quantity: 1, optionUuids: ['op-1-whole'] },
        { menuSeq: 402, quantity: 99 },
      ]);
      await page.goto(`/cart/${hanok.shopSeq}/${hanok.tableNum}`);
      await page.locator('.bottom-bar').waitFor();
      await check(page, 'cart');

      const takeout = await openTable(page, demo, 'takeout', 'no-pg');
      await seedCart(page, request, takeout, [
        { menuSeq: 3001, quantity: 2 },
        { menuSeq: 3002, quantity: 1 },
      ]);
      await page.goto(`/cart/${takeout.shopSeq}/${takeout.tableNum}`);
      await page.locator('.bottom-bar button').last().click();
      await expect(page).toHaveURL(/\/payment\/\d+\/\d+$/);
      await page.locator('input[type="tel"]').fill('01022223333');
      await page.locator('input[type="tel"]').blur();
      await check(page, 'payment');
      await page.locator('.bottom-bar button').last().click();
      await expect(page).toHaveURL(/\/payment\/receipt\//);
      await page.locator('.result-title').waitFor();
      await check(page, 'result');
      await page.locator('.away-cancel').click();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await check(page, 'cancel-dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/order/log/${takeout.shopSeq}/${takeout.tableNum}/false`);
      await page.locator('.history-sections').waitFor();
      await check(page, 'order-log');
      await page.goto('/');
      await page.locator('.home').waitFor();
      await check(page, 'start');
    });

    test('waiting screens: register and complete', async ({ page, request }) => {
      await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
      await page.locator('.waiting-page, main').first().waitFor();
      await check(page, 'waiting-intro');
      const waitingUuid = await registerByApi(request, { adultCount: 2, kidCount: 1 });
      await page.goto(`/waiting/complete/${waitingUuid}`);
      await page.locator('.waiting-place-value').first().waitFor();
      await check(page, 'waiting-complete');
    });

    test('the expired page', async ({ page, demo }) => {
      const expired = await demo.entry('expired-token');
      await page.goto(DemoService.pathOf(expired.url));
      await page.waitForURL(/\/expired\//);
      await page.locator('main').first().waitFor();
      await check(page, 'expired');
    });
  });
}
