/**
 * Under the service worker in WebKit and Firefox: pictures a fling passes before they arrive are
 * given up by the page and the worker (`pictures-waiting.ts`, `given-up-pictures.ts`), and none is
 * kept by the worker after its answer would have come; the pictures still on the page show.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { picturesOfferedOnPage } from '../support/pictures.ts';
import { closeArrivalPopups, waitForWorker } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));
const READY_OFFLINE = '이제 오프라인에서도 쓸 수 있어요';
/** Longer than the fling takes over WebDriver, so every picture passed is still on its way when let go of. */
const DELAY_MS = 10_000;

describe.each(ENGINES)('$name: pictures passed in a fling under the worker', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());

  it('are not kept by the worker, and the pictures still on the page show', async () => {
    const table = DemoService.pathOf((await demo.entry('size-1600')).url);
    const [, shopSeq] = /^\/(\d+)\/(\d+)/.exec(table) ?? [];
    const diner = await sessions.newDiner(baseURL);
    await diner.open(table);
    await diner.see('main.menu-home', 'the menu home');
    await closeArrivalPopups(diner);
    await waitForWorker(diner);
    await diner.shows({ text: READY_OFFLINE }, 10_000);

    const categories = (await (await fetch(new URL(`/api/category?shopSeq=${shopSeq}`, baseURL))).json()) as {
      menus: { thumbnailPath: string | null }[];
    }[];
    const passed = categories
      .slice(1, 4)
      .flatMap((category) => category.menus.map((menu) => menu.thumbnailPath))
      .filter((path): path is string => path !== null);
    for (const path of categories
      .slice(1, 10)
      .flatMap((category) => category.menus.map((menu) => menu.thumbnailPath))
      .filter((path): path is string => path !== null)) {
      await demo.fault({ path: `/img/${path}`, delayMs: DELAY_MS });
    }

    const keptPictures = () =>
      diner.evaluate(async () => {
        const name = (await caches.keys()).find((cache) => cache.includes('images'));
        return name ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
      });
    // Pictures near the first screen came before the service slowed down: kept, as they should be.
    const keptBefore = new Set(await keptPictures());
    // Thirty screens, and on until the passed sections are taken down (a slow engine builds later).
    for (let screen = 0; screen < 60; screen++) {
      await diner.evaluate(() => window.scrollBy(0, window.innerHeight));
      await diner.pause(80);
      if (screen >= 30 && (await diner.count('#menu-section-3')) === 0) break;
    }
    expect(await diner.count('#menu-section-3')).toBe(0);
    await diner.pause(DELAY_MS + 1_500);

    // What a picture still on the page offers is its to keep (the recommended row shows some of
    // the same menus, at another width).
    const offered = new Set(await diner.evaluate(picturesOfferedOnPage));
    const keptSince = (await keptPictures()).filter((url) => !keptBefore.has(url) && !offered.has(url));
    expect(keptSince.filter((url) => passed.some((picture) => new URL(url).pathname === `/img/${picture}`))).toEqual(
      [],
    );
    const pictures = await diner.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.menu-category img')].map((img) => ({
        arrived: img.complete && Boolean(img.currentSrc),
        drawn: img.naturalWidth > 0,
      })),
    );
    expect(pictures.filter((picture) => picture.arrived && !picture.drawn)).toEqual([]);
    expect(await diner.problems()).toEqual([]);
  });
});
