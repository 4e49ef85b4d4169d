/**
 * A food court of 1,600 menus in 119 categories: the page keeps about a hundred menus built near
 * the screen, whatever the diner scrolled past, and far categories ten to a block; every category
 * keeps its link in the bar, and its title and menus' names on the page (in its section near the
 * screen, in its block's part far from it), so screen readers, the bar and find-in-page reach them
 * all.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { categoryBarEnd, categoryLink, scan, scrollScreens, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { picturesOfferedOnPage } from '../support/pictures.ts';

const CATEGORIES = 119;
/** The kept budget (section-window.ts), near sections included, and one section across its edge. */
const MOST_CARDS = 100 + 14;
/** Links the bar draws: what a phone's bar shows (five or so) and a bar's width on each side. */
const MOST_LINKS = 24;
/** Slides with a card: two behind the first in view and five from it (carousel-window.ts). */
const MOST_SLIDE_CARDS = 7;
/** Categories in a block (section-window.ts). */
const BLOCK = 10;

const cards = (page: Page) => page.locator('.menu-category .menu-card');

test('scrolling far down keeps about a hundred menus built; far categories stand in ten to a block with their names', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'size-1600'));
  // Far categories stand in ten to a block: the page holds a few sections and a part per far one.
  await expect(page.locator('.menu-block')).not.toHaveCount(0);
  expect(await page.locator('.menu-category').count()).toBeLessThanOrEqual(2 * BLOCK);
  await expect(page.locator('.menu-category, .menu-block-part')).toHaveCount(CATEGORIES);
  // The bar draws the links near what it shows, each telling its place among all of them; a
  // swipe to its end reaches the last category, whose title and names are on the page.
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  await expect(bar.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(CATEGORIES + 2));
  expect(await bar.getByRole('link').count()).toBeLessThanOrEqual(MOST_LINKS);
  const last = (await (await categoryBarEnd(bar)).textContent()) ?? '';
  expect(await bar.getByRole('link').count()).toBeLessThanOrEqual(MOST_LINKS);
  await expect(page.locator('.menu-block-part').last()).toContainText(`${last}: `);

  await scrollScreens(page, 40);
  // The first block is one box again, with its categories' menus' names for find-in-page.
  await expect(page.locator('#menu-section-0')).toHaveCount(0);
  await expect(page.locator('.menu-block').first().locator('.menu-block-part').first()).toContainText('김치찌개');
  expect(await cards(page).count()).toBeLessThanOrEqual(MOST_CARDS);
  expect(await cards(page).count()).toBeGreaterThan(0);
  await expect(page.locator('.menu-category, .menu-block-part')).toHaveCount(CATEGORIES);
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
  const far = await categoryLink(bar, '전통차 4');
  await far.click();
  await expect(far).toHaveAttribute('aria-current', 'true');
  const heading = page.getByRole('heading', { level: 2, name: '전통차 4', exact: true });
  await expect(heading).toBeInViewport();
  const section = page.locator('section', { has: heading });
  await expect(section).not.toHaveAttribute('data-stand-in');
  await expect(section.getByRole('link', { name: /유자차/ }).first()).toBeVisible();

  // The browser's own find (window.find searches the page as find-in-page does) finds a menu of
  // a category far above that is not built, scrolls to its place, and the section is built there.
  const target = page.locator('#menu-section-3');
  await expect(page.locator('#menu-section-3:not([data-stand-in])')).toHaveCount(0);
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

test('the carousel holds cards only near its view and the bar draws links near its own, yet a diner reaches every one', async ({
  page,
  demo,
}) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'size-1600'));
  const carousel = page.getByRole('region', { name: '추천' });
  const slides = carousel.locator('.reco-slide');
  await expect(carousel.getByRole('link').first()).toBeVisible();
  const count = await slides.count();
  expect(count).toBeGreaterThan(30);
  expect(await carousel.locator('.menu-card').count()).toBeLessThanOrEqual(MOST_SLIDE_CARDS);

  // Step by step with the button, the slide reached is in view with its card, and the cards stay few.
  const next = carousel.getByRole('button', { name: '다음 추천 메뉴' });
  for (let i = 0; i < 12; i++) await next.click();
  await expect(slides.nth(12).locator('.menu-card')).toBeInViewport();
  expect(await carousel.locator('.menu-card').count()).toBeLessThanOrEqual(MOST_SLIDE_CARDS);

  // Tab walks the bar's links one after another, past the ones drawn at first.
  const bar = page.getByRole('navigation', { name: '메뉴 카테고리' });
  await bar.getByRole('link', { name: '전체메뉴' }).focus();
  const place = () => page.evaluate(() => document.activeElement?.parentElement?.getAttribute('aria-posinset'));
  for (let i = 2; i <= 40; i++) {
    await page.keyboard.press('Tab');
    expect(await place()).toBe(String(i));
  }
  expect(await bar.getByRole('link').count()).toBeLessThanOrEqual(MOST_LINKS);
});

test('a picture still on its way when its section is taken down is no longer asked for', async ({ page, demo }) => {
  // Pictures never arrive: each one asked for stays open until the page gives it up.
  await page.route('**/img/menu/**', () => undefined);
  const open = new Set<string>();
  const givenUp = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/img/menu/')) open.add(request.url());
  });
  page.on('requestfailed', (request) => {
    if (open.delete(request.url())) givenUp.add(request.url());
  });
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'size-1600'));
  await expect(cards(page).first()).toBeVisible();
  await scrollScreens(page, 40);
  // The sections scrolled past were taken down with their pictures' requests still open.
  await expect(page.locator('#menu-section-0')).toHaveCount(0);
  await expect.poll(() => givenUp.size).toBeGreaterThan(0);
  // What stays open is asked for by a picture still on the page (one of the addresses it offers).
  await expect
    .poll(async () => {
      const offered = new Set(await page.evaluate(picturesOfferedOnPage));
      return [...open].filter((url) => !offered.has(url));
    })
    .toEqual([]);
});
