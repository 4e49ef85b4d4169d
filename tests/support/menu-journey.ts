/** Helpers of the menu journeys: opening a demo table like a diner and skipping the home's popups. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DemoService } from './demo-service.ts';
import { afterFrames } from './settled.ts';

export interface MenuTable {
  shopSeq: number;
  tableNum: number;
  /** The QR link with its token, relative to the app's origin. */
  link: string;
}

/** The first demo table with every kind asked for, and its QR link. */
export async function tableOf(demo: DemoService, ...kinds: string[]): Promise<MenuTable> {
  const link = DemoService.pathOf((await demo.entry(...kinds)).url);
  const match = /^\/(\d+)\/(\d+)/.exec(link);
  if (!match) throw new Error(`not a table link: ${link}`);
  return { shopSeq: Number(match[1]), tableNum: Number(match[2]), link };
}

/** Scans the table's code and waits for the menu home. */
export async function scan(page: Page, table: MenuTable): Promise<void> {
  await page.goto(table.link);
  await page.waitForURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  // The address changes before the app has drawn the menu: wait for the menu itself.
  await page.locator('main.menu-home').waitFor();
}

/** Marks the notice and the first-time popup as already shown this session. */
export async function skipHomePopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('table-order:v1:notice-shown', 'true');
    sessionStorage.setItem('table-order:v1:first-visit-popup-shown', 'true');
  });
}

/** Opens the app in a language the diner already chose, the home's popups already seen. */
export async function presetLocale(page: Page, code: string): Promise<void> {
  await page.addInitScript((locale) => {
    localStorage.setItem('table-order:v1:locale', locale);
    localStorage.setItem('table-order:v1:locale-chosen', 'true');
    sessionStorage.setItem('table-order:v1:notice-shown', 'true');
    sessionStorage.setItem('table-order:v1:first-visit-popup-shown', 'true');
  }, code);
}

/** Scrolls the window so that the element's top sits `offset` px below the top of the viewport. */
export async function scrollToElement(page: Page, selector: string, offset: number): Promise<void> {
  await page.locator(selector).evaluate((el, by) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - by);
  }, offset);
}

/**
 * A menu's link on the menu home, scrolled to like a diner would: category sections are built as
 * they come near the screen, so a menu far down exists only once the page has been scrolled there.
 */
export async function menuLink(page: Page, name: RegExp | string): Promise<Locator> {
  const link = page.getByRole('main').getByRole('link', { name }).first();
  for (let step = 0; step < 40; step++) {
    if ((await link.count()) > 0) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await link.waitFor({ state: 'attached', timeout: 300 }).catch(() => undefined);
  }
  await link.scrollIntoViewIfNeeded();
  return link;
}

/** Whether a carousel slide lies wholly inside its track, as a diner would see all of it. */
export async function slideFullyShown(slide: Locator): Promise<boolean> {
  return slide.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const track = el.parentElement?.getBoundingClientRect();
    return Boolean(track && box.left >= track.left - 1 && box.right <= track.right + 1);
  });
}

/**
 * Swipes the category bar along from its start, a bar's width at a time, until the link named
 * `name` is drawn (the bar draws only the links near what it shows), as a diner looking for it would.
 */
export async function categoryLink(bar: Locator, name: string): Promise<Locator> {
  const link = bar.getByRole('link', { name, exact: true });
  const list = bar.getByRole('list');
  await list.evaluate((el) => el.scrollTo({ left: 0 }));
  for (let step = 0; step < 500; step++) {
    if ((await link.count()) > 0) break;
    const moved = await list.evaluate((el) => {
      const before = el.scrollLeft;
      el.scrollBy({ left: getComputedStyle(el).direction === 'rtl' ? -el.clientWidth : el.clientWidth });
      return el.scrollLeft !== before;
    });
    // The links are drawn in the frame after the bar moved.
    await list.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (!moved) break;
  }
  return link;
}

/** Swipes the category bar to its end; its last drawn link is then the last category's. */
export async function categoryBarEnd(bar: Locator): Promise<Locator> {
  const list = bar.getByRole('list');
  await list.evaluate(async (el) => {
    el.scrollTo({ left: getComputedStyle(el).direction === 'rtl' ? -el.scrollWidth : el.scrollWidth });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const links = bar.getByRole('link');
  const count = await list.evaluate((el) => el.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize'));
  await expect(links.last().locator('xpath=..')).toHaveAttribute('aria-posinset', count ?? '');
  return links.last();
}

/** Scrolls down a screen at a time, `screens` times, letting the page see each step. */
export async function scrollScreens(page: Page, screens: number): Promise<void> {
  for (let i = 0; i < screens; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await afterFrames(page);
  }
}
