/**
 * The installed app, or any visit under the service worker: a picture the page let go of before it
 * arrived (its section taken down in a fling) is no longer fetched by the worker, so it does not
 * hold the connections the pictures the diner stopped at need.
 */
import { expect, test } from '../support/fixtures.ts';
import { scan, scrollScreens, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { cachedUrls, waitUntilReadyOffline } from '../support/offline.ts';
import { picturesOfferedOnPage } from '../support/pictures.ts';

/** How late the service answers each picture of the sections the scroll passes. */
const DELAY_MS = 4_000;

test('a picture passed before it arrived is not fetched on by the worker, and the pictures still on the page come', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000);
  await skipHomePopups(page);
  const table = await tableOf(demo, 'size-1600');
  await scan(page, table);
  await waitUntilReadyOffline(page);

  const categories = (await (await page.request.get(`/api/category?shopSeq=${table.shopSeq}`)).json()) as {
    menus: { thumbnailPath: string | null }[];
  }[];
  const passed = categories
    .slice(1, 10)
    .flatMap((category) => category.menus.map((menu) => menu.thumbnailPath))
    .filter((path): path is string => path !== null);
  for (const path of passed) await demo.fault({ path: `/img/${path}`, delayMs: DELAY_MS });

  const givenUp = new Set<string>();
  page.on('requestfailed', (request) => {
    if (request.url().includes('/img/menu/')) givenUp.add(request.url());
  });
  await scrollScreens(page, 30);
  // The sections scrolled past were taken down with their pictures still on the way.
  await expect(page.locator('#menu-section-3')).toHaveCount(0);
  await expect.poll(() => givenUp.size).toBeGreaterThan(0);

  // Past the delay, a fetch the worker had gone on with would have answered and been kept.
  await page.waitForTimeout(DELAY_MS + 1_000);
  const offered = new Set(await page.evaluate(picturesOfferedOnPage));
  const kept = Object.entries(await cachedUrls(page)).find(([name]) => name.includes('images'))?.[1] ?? [];
  const keptGivenUp = [...givenUp]
    .filter((url) => !offered.has(url))
    .map((url) => url.replace(new URL(url).origin, ''))
    .filter((path) => kept.includes(path));
  expect(keptGivenUp).toEqual([]);

  // No picture still on the page was given up with them: every one that has an answer shows it.
  // The demo service makes each picture on its first request, one at a time, so on a busy machine
  // the pictures still on the page may take a while to start arriving.
  const pictures = () =>
    page.locator('.menu-category img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        arrived: img.complete && Boolean(img.currentSrc),
        drawn: img.naturalWidth > 0,
      })),
    );
  await expect
    .poll(async () => (await pictures()).filter((picture) => picture.arrived).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect((await pictures()).filter((picture) => picture.arrived && !picture.drawn)).toEqual([]);
});
