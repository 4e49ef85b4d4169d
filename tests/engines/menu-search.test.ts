/**
 * The menu put aside under search, in WebKit and Firefox: a diner who opens search from a category
 * far down the large shop's menu, finds menus and closes search is back on that category, with
 * the bar saying so, and meanwhile the menu is neither shown nor exposed to a screen reader.
 * Browsers with `content-visibility` skip its rendering; older ones take it out (menu-home.css).
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import type { Diner } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));

const SEARCH_BUTTON = '.navbar button[aria-expanded]';
const SEARCH_FIELD = '.menu-search-bar input[type="search"]';
const CURRENT_LINK = '.category-bar .category-link[aria-current="true"]';

/**
 * Closes the arrival popups until the first-time popup has been shown: it waits for the shop's
 * promotion, which a busy machine can hold back for seconds after the notice is closed.
 */
async function settleArrivalPopups(diner: Diner): Promise<void> {
  for (let look = 0; look < 150; look++) {
    const state = await diner.evaluate(() =>
      document.querySelector('dialog[open] .dialog-actions .btn-primary')
        ? 'open'
        : sessionStorage.getItem('table-order:v1:first-visit-popup-shown') === 'true'
          ? 'done'
          : 'waiting',
    );
    if (state === 'done') return;
    if (state === 'open') await diner.tap('dialog[open] .dialog-actions .btn-primary');
    else await diner.pause(200);
  }
  throw new Error('the first-time popup never came');
}

/** Where the diner is on the menu: the scroll position, the bar's current link, the section at its reading line. */
interface Place {
  scrollY: number;
  current: string | null;
  kept: string | null;
  atLine: string | null;
}

function readPlace(): Place {
  const bar = document.querySelector('.category-bar');
  // The reading line sits just below the sticky bars, where the scroll spy reads it.
  const line = (bar?.getBoundingClientRect().bottom ?? 120) + 8;
  const section = [...document.querySelectorAll<HTMLElement>('.menu-home section[id]')].find((el) => {
    const box = el.getBoundingClientRect();
    return box.top <= line && box.bottom > line;
  });
  return {
    scrollY: Math.round(window.scrollY),
    current: document.querySelector('.category-bar .category-link[aria-current="true"]')?.getAttribute('href') ?? null,
    kept: sessionStorage.getItem('table-order:v1:current-category'),
    atLine: section?.id ?? null,
  };
}

/** The place once the page has stopped moving (a tap on the bar scrolls smoothly). */
async function restingPlace(diner: Diner): Promise<Place> {
  let last = JSON.stringify(await diner.evaluate(readPlace));
  for (let look = 0; look < 40; look++) {
    await diner.pause(250);
    const now = JSON.stringify(await diner.evaluate(readPlace));
    if (now === last) return JSON.parse(now) as Place;
    last = now;
  }
  throw new Error(`the menu never came to rest: ${last}`);
}

/** What a diner (and a screen reader) can reach of the menu under search. Runs in the page. */
function menuUnderSearch() {
  const home = document.querySelector('main.menu-home');
  const bar = document.querySelector('.category-bar');
  const card = document.querySelector('.menu-home .menu-section a');
  const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  return {
    ariaHidden: home?.getAttribute('aria-hidden') ?? null,
    barVisible: bar ? bar.checkVisibility() : null,
    cardVisible: card ? card.checkVisibility() : null,
    homeHeight: Math.round(home?.getBoundingClientRect().height ?? -1),
    middleInMenu: Boolean(middle?.closest('main.menu-home')),
  };
}

describe.each(ENGINES)('$name: the menu put aside under search', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());

  it('search from a category far down finds menus, hides the menu meanwhile, and closes back on that category', async () => {
    const link = DemoService.pathOf((await demo.entry('large')).url);
    const diner = await sessions.newDiner();
    await diner.open(link);
    await diner.see('main.menu-home', 'the menu home');
    await settleArrivalPopups(diner);

    await diner.see('.category-bar .category-link', 'the category bar');
    // The seventh category: far enough down that a jump to the top or to a neighbour would show.
    const target = await diner.evaluate(
      () =>
        [...document.querySelectorAll('.category-bar .category-link')].map((a) => a.getAttribute('href') ?? '')[6] ??
        '',
    );
    expect(target).toMatch(/^#/);
    await diner.tap(`.category-bar .category-link[href="${target}"]`);
    await diner.see(`${CURRENT_LINK}[href="${target}"]`, 'the tapped category as current');
    const before = await restingPlace(diner);
    expect(before.current).toBe(target);
    expect(before.scrollY).toBeGreaterThan(1_000);
    expect(before.atLine).not.toBeNull();

    await diner.press(SEARCH_BUTTON);
    await diner.see(SEARCH_FIELD, 'the search field');
    const hidden = await diner.evaluate(menuUnderSearch);
    expect(hidden).toEqual({
      ariaHidden: 'true',
      barVisible: false,
      cardVisible: false,
      homeHeight: 0,
      middleInMenu: false,
    });

    await diner.type(SEARCH_FIELD, 'bibim');
    await diner.see('.menu-search-results a', 'the found menus');
    expect(await diner.text('.menu-search-results')).toContain('비빔밥');
    expect(await diner.text('.menu-search-count')).toMatch(/메뉴 \d+개를 찾았어요/);
    // The diner scrolls through the found menus: the scroll spy and the section window hear every
    // scroll, and must leave the menu under search as it was.
    for (let step = 0; step < 3; step++) {
      await diner.evaluate(() => window.scrollBy(0, window.innerHeight / 3));
      await diner.pause(200);
    }
    expect(await diner.evaluate(menuUnderSearch)).toEqual(hidden);
    expect((await diner.evaluate(readPlace)).kept).toBe(before.kept);

    await diner.press('.menu-search-close');
    await diner.see(`${CURRENT_LINK}[href="${target}"]`, 'the same category as current after search');
    expect(await diner.count(SEARCH_FIELD)).toBe(0);
    const after = await restingPlace(diner);
    expect(after).toEqual(before);
    expect(await diner.problems()).toEqual([]);
  });
});
