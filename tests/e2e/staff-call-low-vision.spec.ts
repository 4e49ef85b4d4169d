/**
 * The staff call for diners with low vision, on a 320 px phone: with the browser's text at 200 %
 * (the phone's own text size setting) in Korean, English, Russian and Arabic, and in the app's easy
 * view in Korean, Russian and Arabic. The bell stays on the screen, the sheet fits the width and
 * the height (what does not fit scrolls inside it), no reason's words are cut off or hidden, every
 * target is at least 48 px, axe finds nothing (target size included), and a call's notice leaves
 * the screen usable. Screenshots go to .tmp/screenshots-staff-call/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { layoutProblems } from '../support/layout.ts';
import { openStaffCallTable, staffCallsReceived } from '../support/staff-call.ts';

test.use({ viewport: { width: 320, height: 640 } });

const SHOTS = '.tmp/screenshots-staff-call';
const EASY_SWITCH = { ko: '큰 글씨', ru: 'Крупный текст', al: 'خط كبير' } as const;

/** The browser's default text size, as the phone's text size setting sets it (16 px is 100 %). */
async function setTextSize(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
}

async function openSheet(page: Page): Promise<Locator> {
  const bell = page.locator('header button.staff-call-bell');
  await expect(bell).toBeInViewport({ ratio: 1 });
  await bell.click();
  const sheet = page.locator('dialog.staff-call-sheet[open]');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.staff-call-reason')).toHaveCount(5);
  // The sheet opens at its top.
  await expect(sheet.locator('.dialog-title')).toBeInViewport();
  return sheet;
}

/** What the sheet must never do at any text size: stick out, cut words off, or shrink a target. */
async function sheetProblems(sheet: Locator) {
  return sheet.evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const problems: string[] = [];
    if (box.top < -1 || box.bottom > window.innerHeight + 1)
      problems.push(`sheet ${Math.round(box.top)}..${Math.round(box.bottom)} tall`);
    for (const button of dialog.querySelectorAll<HTMLElement>('button')) {
      const b = button.getBoundingClientRect();
      const name = (button.textContent ?? '').trim().slice(0, 24);
      if (b.width < 47.5 || b.height < 47.5) problems.push(`"${name}" ${Math.round(b.width)}x${Math.round(b.height)}`);
      if (b.left < box.left - 1 || b.right > box.right + 1) problems.push(`"${name}" outside the sheet`);
      // Words cut off inside a button (clipped or overflowing its box).
      for (const part of [button, ...button.querySelectorAll<HTMLElement>('span')]) {
        if (part.scrollWidth > part.clientWidth + 1) problems.push(`"${name}" cut off`);
      }
    }
    return problems;
  });
}

async function look(page: Page, sheet: Locator, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, scale: 'css' });
  expect(await layoutProblems(page), name).toMatchObject({ sideways: 0, wrappedButtons: [], dialogsOffScreen: [] });
  expect(await sheetProblems(sheet), name).toEqual([]);
}

async function axeOnSheet(page: Page, name: string): Promise<void> {
  const axe = await new AxeBuilder({ page })
    .include('dialog.staff-call-sheet')
    .options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `${name}: axe`,
  ).toEqual([]);
}

/** Calls for water from the sheet's first reason; the notice that follows must leave the page usable. */
async function callAndSeeNotice(page: Page, sheet: Locator, name: string, received: () => Promise<number>) {
  // Scrolled to inside the sheet if the text is so large it does not all fit.
  const water = sheet.locator('.staff-call-reason').first();
  await water.click();
  await expect(sheet).toBeHidden();
  await expect.poll(received).toBe(1);
  const notice = page.locator('.staff-call-notice li[data-reason="water"]');
  await expect(notice).toHaveClass(/staff-call-sent/);
  await expect(notice).toBeInViewport({ ratio: 1 });
  // It covers the menu for minutes: never more than half the screen.
  expect((await notice.boundingBox())?.height ?? 0).toBeLessThanOrEqual(320);
  await page.screenshot({ path: `${SHOTS}/${name}-notice.png`, scale: 'css' });
  expect(await layoutProblems(page), `${name} notice`).toMatchObject({ sideways: 0 });
  // The bell stays reachable under its own notice.
  const bell = page.locator('header button.staff-call-bell');
  await expect(bell).toBeInViewport({ ratio: 1 });
  await bell.click();
  await expect(sheet).toBeVisible();
  const again = sheet.locator('.staff-call-reason').last();
  await again.scrollIntoViewIfNeeded();
  await expect(again).toBeInViewport({ ratio: 0.99 });
}

for (const locale of ['ko', 'en', 'ru', 'al'] as const) {
  test(`${locale}: at 320 px with the text at 200 %, the sheet fits, reads whole and calls`, async ({ page, demo }) => {
    await setTextSize(page, 200);
    const table = await openStaffCallTable(page, demo, locale);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const sheet = await openSheet(page);
    await look(page, sheet, `${locale}-text-200`);
    await axeOnSheet(page, `${locale} at 200 %`);
    // The last reason and the close button are reachable by scrolling inside the sheet.
    for (const target of [sheet.locator('.staff-call-reason').last(), sheet.locator('.dialog-actions button')]) {
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeInViewport({ ratio: 0.99 });
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await openSheet(page);
    await callAndSeeNotice(
      page,
      sheet,
      `${locale}-text-200`,
      async () => (await staffCallsReceived(demo, table)).length,
    );
  });
}

for (const locale of ['ko', 'ru', 'al'] as const) {
  test(`${locale}: in the easy view at 320 px, the sheet's targets are large and it calls`, async ({ page, demo }) => {
    const table = await openStaffCallTable(page, demo, locale);
    await page.getByRole('button', { name: EASY_SWITCH[locale] }).click();
    await expect(page.locator('html')).toHaveAttribute('data-view', 'easy');
    const sheet = await openSheet(page);
    await look(page, sheet, `${locale}-easy`);
    await axeOnSheet(page, `${locale} in the easy view`);
    await callAndSeeNotice(page, sheet, `${locale}-easy`, async () => (await staffCallsReceived(demo, table)).length);
  });
}
