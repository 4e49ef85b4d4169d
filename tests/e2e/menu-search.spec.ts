/** Menu search on the large shop (about 400 menus): by Korean, English and initial consonants, with the menu's tap rules. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { afterFrames } from '../support/settled.ts';

const searchField = (page: Page) => page.getByRole('searchbox', { name: '메뉴 이름' });
const results = (page: Page) => page.locator('.menu-search-results').getByRole('link');
const count = (page: Page) => page.locator('.menu-search-count');

/**
 * Where the page rests once the sections near the screen have been built: a section built from
 * its stand-in may differ from the height it stood in at, so the first scroll position can move.
 */
async function restingScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      await afterFrames(page);
      const y = await page.evaluate(() => window.scrollY);
      const resting = y === last;
      last = y;
      return resting;
    })
    .toBe(true);
  return last;
}

async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: '메뉴 검색' }).click();
  await expect(searchField(page)).toBeFocused();
}

test.beforeEach(async ({ page, demo }) => {
  await skipHomePopups(page);
  await scan(page, await tableOf(demo, 'large'));
});

test('a search in Korean, in English and by initial consonants finds the expected menus', async ({
  page,
  expectNoAxeViolations,
}) => {
  await openSearch(page);
  await expect(count(page)).toHaveText('메뉴 이름을 입력하세요. 초성으로도 찾을 수 있어요 (예: ㅂㅂㅂ → 비빔밥).');

  await searchField(page).fill('비빔');
  await expect(count(page)).toHaveText('메뉴 19개를 찾았어요');
  await expect(results(page).first()).toContainText('비빔밥');

  await searchField(page).fill('ㅂㅂㅂ');
  await expect(count(page)).toHaveText('메뉴 13개를 찾았어요');
  for (const name of await results(page).locator('.menu-card-name').allTextContents()) {
    expect(name).toContain('비빔밥');
  }

  await searchField(page).fill('BIBIM');
  await expect(count(page)).toHaveText('메뉴 13개를 찾았어요');

  await searchField(page).fill('ㄷㅅ비빔');
  await expect(count(page)).toHaveText('메뉴 6개를 찾았어요');
  await expect(results(page).first()).toContainText('돌솥비빔밥');

  await searchField(page).fill('cafe latte');
  await expect(count(page)).toHaveText('메뉴 4개를 찾았어요');
  await expect(results(page).first()).toContainText('카페라떼');
  await expectNoAxeViolations(page);
});

test('found menus keep the tap rules: a sold-out one does not open, another opens its detail', async ({ page }) => {
  await openSearch(page);
  await searchField(page).fill('매운 김치볶');
  await expect(count(page)).toHaveText('메뉴 1개를 찾았어요');
  const soldOut = results(page).first();
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await expect(soldOut).toContainText('품절');
  const before = page.url();
  await soldOut.click({ force: true });
  await expect(searchField(page)).toBeVisible();
  expect(page.url()).toBe(before);

  await searchField(page).fill('돌솥비빔밥');
  await results(page).first().click();
  await expect(page).toHaveURL(/\/9\/\d+\/90302$/);
  await expect(page.getByRole('heading', { name: '돌솥비빔밥' })).toBeVisible();
});

test('nothing found says so and offers to clear the query; closing returns to the same place', async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, 3000));
  const place = await restingScrollY(page);
  expect(place).toBeGreaterThan(2000);
  await openSearch(page);
  await searchField(page).fill('pizza margherita');
  await expect(count(page)).toHaveText('찾은 메뉴가 없어요');
  await page.getByRole('button', { name: '검색어 지우기' }).click();
  await expect(searchField(page)).toHaveValue('');
  await expect(searchField(page)).toBeFocused();

  await searchField(page).press('Escape');
  await expect(searchField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '메뉴 검색' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});

test('closing search shows the menu as it was: the same place, the same current category and the same section at the reading line', async ({
  page,
}) => {
  const currentTab = page.locator('.menu-home [aria-current="true"]');
  const kept = () => page.evaluate(() => sessionStorage.getItem('table-order:v1:current-category'));
  /** The section across the reading line, and where its top is on the screen. */
  const atLine = () =>
    page.evaluate(() => {
      const line = 140;
      const section = [...document.querySelectorAll<HTMLElement>('.menu-home section[id]')].find((el) => {
        const box = el.getBoundingClientRect();
        return box.top <= line && box.bottom > line;
      });
      return section ? `${section.id} at ${Math.round(section.getBoundingClientRect().top)}` : 'none';
    });
  await page.evaluate(() => window.scrollTo(0, 5000));
  const place = await restingScrollY(page);
  expect(place).toBeGreaterThan(4000);
  await expect.poll(kept).not.toBe('recommended');
  const category = await kept();
  const tab = await currentTab.textContent();
  const section = await atLine();
  expect(section).not.toBe('none');

  await openSearch(page);
  // The menu under search is out of reach: not in the accessibility tree, not reached by Tab.
  await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toHaveCount(0);
  await searchField(page).pressSequentially('bibim');
  await expect(count(page)).toContainText('메뉴');
  await afterFrames(page, 6);
  await results(page).last().focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.menu-home')))).toBe(false);
  // Put aside, the menu is not read for a current category (a reload now would come back to it).
  expect(await kept()).toBe(category);

  await page.locator('.menu-search').getByRole('button', { name: '닫기' }).click();
  await expect(searchField(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  await afterFrames(page, 2);
  expect(await atLine()).toBe(section);
  await expect(currentTab).toHaveText(tab ?? '');
  expect(await kept()).toBe(category);
});

test('the menu put aside under search stays as it was: no section is built while the diner types', async ({ page }) => {
  const built = page.locator('.menu-home .menu-category:not([data-stand-in])');
  await expect(built.first()).toBeAttached();
  const before = await built.count();
  await openSearch(page);
  await searchField(page).pressSequentially('bibim');
  await expect(count(page)).toContainText('메뉴');
  // Long enough for the menu's window to look at its sections a few times (once per frame).
  await afterFrames(page, 6);
  // Put aside, the sections are not measured, so none can read as near the screen.
  expect(await built.count()).toBe(before);
});

test('a new query builds one screenful of found menus first, not as many as the last one had grown to', async ({
  page,
}) => {
  await openSearch(page);
  await searchField(page).fill('a');
  await expect(count(page)).toHaveText('메뉴 271개를 찾았어요');
  // Scrolling through the found menus builds more of them.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      await afterFrames(page, 2);
      return results(page).count();
    })
    .toBeGreaterThan(12);
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterFrames(page, 2);
  // What the next keystroke's first change to the page holds: the frame the diner waits for.
  await page.evaluate(() => {
    const seen = window as unknown as { firstBuilt?: number };
    const panel = document.querySelector('.menu-search');
    if (!panel) throw new Error('no search panel');
    new MutationObserver((_, observer) => {
      seen.firstBuilt = document.querySelectorAll('.menu-search-results > li').length;
      observer.disconnect();
    }).observe(panel, { subtree: true, childList: true, characterData: true });
  });
  await searchField(page).press('n');
  await expect(count(page)).toHaveText('메뉴 76개를 찾았어요');
  expect(await page.evaluate(() => (window as unknown as { firstBuilt?: number }).firstBuilt)).toBe(6);
});

test('a keystroke shows its found menus in its own task: they are on the page once its input event is handled', async ({
  page,
}) => {
  await openSearch(page);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { countsAtInput: string[] }).countsAtInput = seen;
    // The window hears the event last, after the app's own handling of it.
    window.addEventListener('input', () => seen.push(document.querySelector('.menu-search-count')?.textContent ?? ''));
  });
  await searchField(page).pressSequentially('bi');
  await expect(count(page)).toHaveText(/^메뉴 \d+개를 찾았어요$/);
  const last = await count(page).textContent();
  const seen = await page.evaluate(() => (window as unknown as { countsAtInput: string[] }).countsAtInput);
  expect(seen).toHaveLength(2);
  expect(seen[0]).toMatch(/^메뉴 \d+개를 찾았어요$/);
  expect(seen[1]).toBe(last);
});

test('Korean composed by the phone keyboard shows in the field as it is typed and finds menus', async ({ page }) => {
  await openSearch(page);
  const cdp = await page.context().newCDPSession(page);
  const compose = (text: string) =>
    cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { compositions: string[] }).compositions = seen;
    const field = document.querySelector('input[type="search"]');
    for (const type of ['compositionstart', 'compositionend']) field?.addEventListener(type, () => seen.push(type));
  });
  // A Korean keyboard builds each syllable from its letters (ㅂ, 비, 빕), and the next vowel moves
  // the last consonant on: 빕 + ㅣ commits 비 and composes 비 again.
  for (const text of ['ㅂ', '비', '빕']) await compose(text);
  await expect(searchField(page)).toHaveValue('빕');
  await cdp.send('Input.insertText', { text: '비' });
  for (const text of ['비', '빔']) await compose(text);
  await expect(searchField(page)).toHaveValue('비빔');
  await cdp.send('Input.insertText', { text: '빔' });
  expect(await page.evaluate(() => (window as unknown as { compositions: string[] }).compositions)).toEqual([
    'compositionstart',
    'compositionend',
    'compositionstart',
    'compositionend',
  ]);
  await expect(searchField(page)).toHaveValue('비빔');
  await expect(count(page)).toHaveText('메뉴 19개를 찾았어요');
  await expect(results(page).first()).toContainText('비빔밥');
});
