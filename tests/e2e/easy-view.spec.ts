/**
 * The easy view on a 320 px phone in Korean, Russian and Arabic: the diner switches it on from the
 * menu, and the main order flow (menu, detail, cart) reads larger, with every tap target at least
 * 48 px, the menu in one column, no sideways scrolling and no axe violation (target size included).
 * Screenshots go to docs/screenshots/easy-view/ with `UPDATE_SCREENSHOTS=1`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { layoutProblems } from '../support/layout.ts';
import { presetLocale } from '../support/menu-journey.ts';

test.use({ viewport: { width: 320, height: 640 } });

const SHOTS = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots/easy-view' : '.tmp/screenshots-easy-view';
const SWITCH_NAMES = { ko: '큰 글씨', ru: 'Крупный текст', al: 'خط كبير' } as const;

/** Controls a diner taps that are smaller than 48 px either way, named for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, header button, .bottom-bar button, .cart-bar a, .category-link, main a.menu-card, .option',
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.closest('[hidden]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.width < 47.5 || box.height < 47.5);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

async function expectEasyScreen(page: Page, locale: string, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${locale}-${screen}.png`, scale: 'css' });
  expect(await layoutProblems(page), `${screen} in ${locale}`).toEqual({
    sideways: 0,
    splitPrices: [],
    wrappedButtons: [],
    dialogsOffScreen: [],
  });
  expect(await smallTargets(page), `${screen} in ${locale}: targets under 48 px`).toEqual([]);
  // Axe's target size counts a target that the sticky navbar or a fixed bottom bar half covers at
  // the current scroll position, which moves with every scroll. The bars are checked as targets
  // of their own; for the rest, size and spacing are what matter, so the bars sit in the flow
  // while axe looks (the page clearing the bars is proven by the bottom padding and scroll padding).
  const BARS = '.navbar, .bottom-bar, .add-bar, .cart-bar, .category-bar';
  const setBarsPosition = (position: string) =>
    page.evaluate(
      ({ selector, value }) => {
        for (const bar of document.querySelectorAll<HTMLElement>(selector)) bar.style.position = value;
      },
      { selector: BARS, value: position },
    );
  await setBarsPosition('static');
  const axe = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  await setBarsPosition('');
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `${screen} in ${locale}: axe`,
  ).toEqual([]);
}

for (const locale of ['ko', 'ru', 'al'] as const) {
  test(`the easy view's order flow at 320 px in ${locale}`, async ({ page, demo, request }) => {
    await presetLocale(page, locale);
    const table = await openTable(page, demo, 'dine-in', 'pg-smartro', 'locales');
    const rootSize = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    const normalSize = await rootSize();

    const easy = page.getByRole('button', { name: SWITCH_NAMES[locale] });
    await expect(easy).toHaveAttribute('aria-pressed', 'false');
    await easy.click();
    await expect(easy).toHaveAttribute('aria-pressed', 'true');
    expect((await rootSize()) / normalSize).toBeCloseTo(1.3, 1);
    // One column of large cards: a card spans the content width, its picture above its name.
    const card = page.locator('.menu-category .menu-card').first();
    const cardBox = await card.boundingBox();
    expect(cardBox?.width ?? 0).toBeGreaterThan(280);
    await expectEasyScreen(page, locale, 'menu');

    await page.goto(`/${table.shopSeq}/${table.tableNum}/101`);
    await page.locator('.add-bar').waitFor();
    await expectEasyScreen(page, locale, 'menu-detail');

    await seedCart(page, request, table, [
      { menuSeq: 101, quantity: 2, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
      { menuSeq: 402, quantity: 1 },
    ]);
    await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
    await page.locator('.bottom-bar').waitFor();
    await expectEasyScreen(page, locale, 'cart');

    // Remembered on the phone: the next visit opens in the easy view.
    await page.goto(`/list/${table.shopSeq}/${table.tableNum}`);
    await expect(page.getByRole('button', { name: SWITCH_NAMES[locale] })).toHaveAttribute('aria-pressed', 'true');
    expect((await rootSize()) / normalSize).toBeCloseTo(1.3, 1);
  });
}
